/**
 * Main Articles Management: the two homepage slots (main, second) with Remove and a Swap Positions
 * that persists (PUT /articles/main-articles/swap), and the latest 3 public articles outside the
 * slots with a client-side search and Set as Main / Set as Second. A banner shows while an update
 * runs (every action is blocked meanwhile); result messages stay 3 seconds.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Article } from '../../../../../shared/api/content.ts';
import type { MainArticles } from '../../../../../shared/api/articles.ts';
import type { MainPosition } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { messageOf } from '../lib/errors.ts';
import { formatCount, relativeAge } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { SearchBox } from '../components/fields.tsx';
import { HelpBox } from '../components/help-box.tsx';
import { CrownIcon, EyeIcon, SwapIcon, TrashIcon, UserIcon } from '../components/icons.tsx';
import { ClearButton, RefreshButton } from '../components/list-parts.tsx';
import { FlashBar, MessageBar, useFlash } from '../components/message-bar.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { EmptyState, LoadingState, Spinner } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { getMainArticles, listLatestOutsideMain, removeMainArticle, setMainArticle, swapMainArticles } from './api.ts';

const LATEST = 3;

function matchesSearch(a: Article, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [a.title, a.author, a.category_name].some((f) => f.toLowerCase().includes(t));
}

export function MainArticlesPage() {
  const { request } = useAuth();
  const navigate = useNavigate();
  const { flash, show, clear } = useFlash(3000);
  const [slots, setSlots] = useState<MainArticles>({ main: null, second: null });
  const [latest, setLatest] = useState<Article[]>([]);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');

  const load = useCallback(async () => {
    // Load failures leave the lists empty (spec); each list on its own.
    const [m, l] = await Promise.allSettled([getMainArticles(request), listLatestOutsideMain(request, LATEST)]);
    setSlots(m.status === 'fulfilled' ? m.value : { main: null, second: null });
    setLatest(l.status === 'fulfilled' ? l.value : []);
  }, [request]);

  useEffect(() => {
    load().finally(() => setLoading(false));
  }, [load]);

  const run = async (action: () => Promise<string>, failure: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const message = await action();
      await load();
      show('success', message);
    } catch (err) {
      const reason = messageOf(err, '');
      show('error', reason && reason !== failure ? `${failure}. ${reason}` : failure);
    } finally {
      setBusy(false);
    }
  };

  const setMain = (a: Article, position: MainPosition) =>
    run(async () => (await setMainArticle(request, a.id, position)) ?? `Article set as ${position} main article successfully!`, 'Failed to update main article');

  const remove = (a: Article, position: MainPosition) =>
    run(async () => (await removeMainArticle(request, a.id)) ?? `${position === 'main' ? 'Main' : 'Second'} main article removed successfully!`, 'Failed to remove main article');

  const swap = () =>
    run(async () => (await swapMainArticles(request)) ?? 'Main articles positions swapped successfully!', 'Failed to update main article');

  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    await load();
    setBusy(false);
    show('success', 'Articles refreshed!');
  };

  const shown = latest.filter((a) => matchesSearch(a, search));

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
            <Slot label="Main Article" kind="Primary" article={slots.main} emptyText="No main article selected" busy={busy} onRemove={(a) => void remove(a, 'main')} />
            <Slot label="Second Main Article" kind="Secondary" article={slots.second} emptyText="No second main article selected" busy={busy} onRemove={(a) => void remove(a, 'second')} />
          </div>

          <Panel
            title={
              <span className="adm-inline">
                Latest {LATEST} Articles (Excluding Main Articles) <span className="adm-count">{shown.length}</span>
              </span>
            }
          >
            <SearchBox label="Search latest articles" value={search} onChange={setSearch} placeholder="Search latest articles..." />
            {shown.length === 0 ? (
              <EmptyState title="No articles found" text={search.trim() ? `No articles match "${search.trim()}"` : 'No articles available (excluding main articles)'}>
                {search.trim() && <ClearButton label="Clear search" onClick={() => setSearch('')} />}
              </EmptyState>
            ) : (
              <ul className="adm-latest">
                {shown.map((a) => (
                  <li key={a.id} className="adm-latest__row" onClick={() => navigate(`/admin/article/${a.id}`)}>
                    <AdminImage src={a.featured_image} alt="" className="adm-latest__img" sizes={ADMIN_IMAGE_SIZES.rowThumb} />
                    <div className="adm-latest__text">
                      <Link to={`/admin/article/${a.id}`} className="adm-row-title__link" onClick={(e) => e.stopPropagation()}>
                        {a.title}
                      </Link>
                      <p className="adm-latest__meta">
                        <Chip tone="red">{a.category_name}</Chip>
                        <span>{a.author}</span>
                        <span>
                          <EyeIcon size={14} /> {formatCount(a.views)}
                        </span>
                        <span>{relativeAge(a.publish_date)}</span>
                      </p>
                    </div>
                    <div className="adm-latest__actions" onClick={(e) => e.stopPropagation()}>
                      <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" disabled={busy || a.main_position === 'main'} onClick={() => void setMain(a, 'main')}>
                        Set as Main
                      </button>
                      <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" disabled={busy || a.main_position === 'second'} onClick={() => void setMain(a, 'second')}>
                        Set as Second
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <HelpBox
            title="How main articles work"
            points={[
              'The Main Article leads the homepage hero; the Second Main Article sits beside it.',
              'Setting an article into a slot replaces the article that held it.',
              'Only published articles can hold a slot; unpublishing an article frees its slot.',
              'Swap Positions exchanges the two slots and needs both to be filled.',
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
                <EyeIcon size={14} /> {formatCount(article.views)} views
              </span>
            </p>
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
