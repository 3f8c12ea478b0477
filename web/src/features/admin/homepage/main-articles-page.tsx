/**
 * Main Articles Management: the two homepage slots (main, second) with Remove and a Swap Positions
 * that persists (PUT /articles/main-articles/swap), and a picker over every published article
 * (searched and paged on the server, so a former hero years old can be put back) with Set as Main /
 * Set as Second. A banner shows while an update runs (every action is blocked meanwhile); result
 * messages stay 3 seconds. After each change the slots and the picker's page load again.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '../../../../../shared/api/content.ts';
import type { MainArticles } from '../../../../../shared/api/articles.ts';
import type { MainPosition } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { messageOf } from '../lib/errors.ts';
import { formatCount } from '../lib/format.ts';
import { nounFor, timeAgo } from '../../../../../shared/words.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { HelpBox } from '../components/help-box.tsx';
import { ClockIcon, CrownIcon, EyeIcon, SwapIcon, TrashIcon, UserIcon } from '../components/icons.tsx';
import { RefreshButton } from '../components/list-parts.tsx';
import { FlashBar, MessageBar, useFlash } from '../components/message-bar.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { LoadingState, Spinner } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { getMainArticles, removeMainArticle, setMainArticle, swapMainArticles } from './api.ts';
import { ArticlePicker, useArticlePicker } from './article-picker.tsx';

/** The slots as the screen names them: their panels' titles and, in lower case, the messages'. */
const SLOT_LABELS: Record<MainPosition, string> = { main: 'Main Article', second: 'Second Main Article' };
const slotName = (position: MainPosition) => SLOT_LABELS[position].toLowerCase();

export function MainArticlesPage() {
  const { request } = useAuth();
  const { flash, show, clear } = useFlash(3000);
  const picker = useArticlePicker();
  const [slots, setSlots] = useState<MainArticles>({ main: null, second: null });
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);

  // A load failure leaves the slots empty (spec: only logged); the picker shows its own error.
  const loadSlots = useCallback(
    () => getMainArticles(request).then(setSlots, () => setSlots({ main: null, second: null })),
    [request],
  );

  useEffect(() => {
    void loadSlots().finally(() => setLoading(false));
  }, [loadSlots]);

  const reloadAll = async () => {
    picker.list.reload();
    await loadSlots();
  };

  const run = async (action: () => Promise<string>, failure: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const message = await action();
      await reloadAll();
      show('success', message);
    } catch (err) {
      const reason = messageOf(err, '');
      show('error', reason && reason !== failure ? `${failure}. ${reason}` : failure);
    } finally {
      setBusy(false);
    }
  };

  const setMain = (a: Article, position: MainPosition) =>
    run(async () => (await setMainArticle(request, a.id, position)) ?? `Article set as ${slotName(position)} successfully!`, 'Failed to update main article');

  const remove = (a: Article, position: MainPosition) =>
    run(async () => {
      const name = slotName(position);
      return (await removeMainArticle(request, a.id)) ?? `${name.charAt(0).toUpperCase()}${name.slice(1)} removed successfully!`;
    }, 'Failed to remove main article');

  const swap = () =>
    run(async () => (await swapMainArticles(request)) ?? 'Main articles positions swapped successfully!', 'Failed to update main article');

  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    await reloadAll();
    setBusy(false);
    show('success', 'Articles refreshed!');
  };

  return (
    <div className="adm-page">
      <PageHeader
        title="Main Articles Management"
        subtitle="Choose the two articles that lead the homepage"
        icon={<CrownIcon size={24} />}
        actions={
          <>
            <RefreshButton onClick={() => void refresh()} disabled={busy} />
            {slots.main && slots.second && (
              <button type="button" className="adm-btn adm-btn--primary" onClick={() => void swap()} disabled={busy}>
                <SwapIcon size={16} /> Swap Positions
              </button>
            )}
          </>
        }
      />
      {busy && (
        <MessageBar type="info">
          <span className="adm-inline">
            <Spinner size="sm" /> Updating main articles...
          </span>
        </MessageBar>
      )}
      <FlashBar flash={flash} onDismiss={clear} />

      {loading ? (
        <LoadingState text="Loading main articles..." />
      ) : (
        <>
          <div className="adm-slots">
            <Slot label={SLOT_LABELS.main} kind="Primary" article={slots.main} emptyText="No main article selected" busy={busy} onRemove={(a) => void remove(a, 'main')} />
            <Slot label={SLOT_LABELS.second} kind="Secondary" article={slots.second} emptyText="No second main article selected" busy={busy} onRemove={(a) => void remove(a, 'second')} />
          </div>

          <ArticlePicker
            picker={picker}
            title="Choose from all published articles"
            subtitle="Search by title, author or category; newest first"
            emptyText="No published articles yet"
            rowExtra={(a) => (
              <>
                <span>
                  <ClockIcon size={14} /> {timeAgo(a.publish_date)}
                </span>
                {a.main_position && <Chip tone={a.main_position === 'main' ? 'red' : 'blue'}>{SLOT_LABELS[a.main_position]}</Chip>}
              </>
            )}
            rowActions={(a) => (
              <>
                <button
                  type="button"
                  className="adm-btn adm-btn--primary adm-btn--sm"
                  disabled={busy || a.main_position === 'main'}
                  onClick={() => void setMain(a, 'main')}
                  aria-label={`Set as Main: ${a.title}`}
                >
                  Set as Main
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn--secondary adm-btn--sm"
                  disabled={busy || a.main_position === 'second'}
                  onClick={() => void setMain(a, 'second')}
                  aria-label={`Set as Second: ${a.title}`}
                >
                  Set as Second
                </button>
              </>
            )}
          />

          <HelpBox
            title="How main articles work"
            points={[
              'The Main Article leads the homepage hero; the Second Main Article sits beside it.',
              'Any published article can take a slot, however old: search for it by a word of its title, its author or its category.',
              'Setting an article into a slot replaces the article that held it.',
              'Only published articles can hold a slot; unpublishing an article frees its slot.',
              'Swap Positions exchanges the two slots and needs both to be filled.',
              "The homepage shows each story once: an article in a slot is not repeated in Featured, Editor's Pick or Latest Articles, whose next articles take its place.",
            ]}
          />
        </>
      )}
    </div>
  );
}

function Slot({ label, kind, article, emptyText, busy, onRemove }: { label: string; kind: string; article: Article | null; emptyText: string; busy: boolean; onRemove: (a: Article) => void }) {
  return (
    <section className={`adm-slot${article ? '' : ' is-empty'}`} aria-label={label}>
      <header className="adm-slot__header">
        <h2 className="adm-panel__title">{label}</h2>
        <Chip tone={kind === 'Primary' ? 'red' : 'blue'}>{kind}</Chip>
      </header>
      {article ? (
        <>
          <AdminImage src={article.featured_image} alt={article.featured_image_alt || article.title} className="adm-slot__img" sizes={ADMIN_IMAGE_SIZES.wide} />
          <div className="adm-slot__body">
            <Chip tone="red">{article.category_name}</Chip>
            <h3 className="adm-slot__title">{article.title}</h3>
            <p className="adm-slot__meta">
              <span>
                <UserIcon size={14} /> {article.author}
              </span>
              <span>
                <EyeIcon size={14} /> {formatCount(article.views)} {nounFor(article.views, 'view')}
              </span>
            </p>
            {(article.featured || article.editors_pick) && (
              <p className="adm-slot__meta">
                <Chip tone="amber">
                  {article.editors_pick && article.featured ? "Also Featured and an Editor's Pick" : article.featured ? 'Also Featured' : "Also an Editor's Pick"}: shown here only
                </Chip>
              </p>
            )}
            <div className="adm-slot__actions">
              <Link to={`/admin/article/${article.id}`} className="adm-btn adm-btn--secondary adm-btn--sm">
                <EyeIcon size={16} /> View details
              </Link>
              <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" disabled={busy} onClick={() => onRemove(article)} aria-label={`Remove ${article.title} from ${label}`}>
                <TrashIcon size={16} /> Remove
              </button>
            </div>
          </div>
        </>
      ) : (
        <div className="adm-slot__empty">
          <CrownIcon size={28} />
          <p className="adm-state__title">{emptyText}</p>
          <p className="adm-muted">Choose from recent articles below</p>
        </div>
      )}
    </section>
  );
}
