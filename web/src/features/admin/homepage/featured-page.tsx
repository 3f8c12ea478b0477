/**
 * Featured Articles: every featured, published article in the order the homepage shows them, the
 * first LIMITS.featuredShown marked 'On the homepage'. The up/down arrows reorder for real: each move
 * shows at once and saves the whole order (PUT /articles/featured/order), which the public Featured
 * section follows. Featuring is switched in the article form's Settings tab.
 *
 * Moves save one after another (a quick double move cannot land out of order); a failed save says
 * so and loads the stored order again. Focus stays on the moved row's arrow (its other arrow when
 * the move took it to an end), so a keyboard user can keep moving the same article.
 */
import { useEffect, useRef } from 'react';
import type { Article } from '../../../../../shared/api/content.ts';
import { LIMITS } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { messageOf } from '../lib/errors.ts';
import { useLoad } from '../lib/use-load.ts';
import { HelpBox } from '../components/help-box.tsx';
import { ArrowDownIcon, ArrowUpIcon, StarIcon } from '../components/icons.tsx';
import { RefreshButton } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { FlashBar, useFlash } from '../components/message-bar.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { listFeatured, saveFeaturedOrder } from './api.ts';
import { RankedRow } from './ranked-row.tsx';
import { shownElsewhere, ShownElsewhereNote } from './shown-once.tsx';

type Direction = 'up' | 'down';

export function FeaturedPage() {
  const { request } = useAuth();
  const { flash, show, clear } = useFlash(3000);
  const list = useLoad(() => listFeatured(request), [request], 'Failed to fetch featured articles');
  const items = list.data ?? [];
  // The homepage's Featured section: the first articles of this list not shown above it already.
  const shown = new Set(items.filter((a) => !shownElsewhere(a, 'featured')).slice(0, LIMITS.featuredShown).map((a) => a.id));
  const onHomepage = shown.size;

  const arrows = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());

  // After a move re-renders the rows: back to the moved row's arrow.
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const same = arrows.current.get(`${target.id}:${target.direction}`);
    const other = arrows.current.get(`${target.id}:${target.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [list.data]);

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= items.length) return;
    const moved = items[index];
    const next = [...items];
    [next[index], next[to]] = [next[to], next[index]];
    refocus.current = { id: moved.id, direction };
    list.setData(next);
    const ids = next.map((a) => a.id);
    saving.current = saving.current.then(async () => {
      try {
        const message = (await saveFeaturedOrder(request, ids)) ?? 'Featured order saved successfully!';
        show('success', `"${moved.title}" moved to #${to + 1}. ${message}`);
      } catch (err) {
        show('error', `Failed to save the featured order. ${messageOf(err, 'Please try again.')}`);
        list.reload();
      }
    });
  };

  const arrow = (a: Article, index: number, direction: Direction) => {
    const Icon = direction === 'up' ? ArrowUpIcon : ArrowDownIcon;
    const atEnd = direction === 'up' ? index === 0 : index === items.length - 1;
    return (
      <button
        type="button"
        className="adm-icon-btn adm-icon-btn--sm"
        aria-label={`Move ${a.title} ${direction}`}
        title={direction === 'up' ? 'Move up' : 'Move down'}
        disabled={atEnd}
        onClick={() => move(index, direction)}
        ref={(el) => {
          const key = `${a.id}:${direction}`;
          if (el) arrows.current.set(key, el);
          else arrows.current.delete(key);
        }}
      >
        <Icon size={14} />
      </button>
    );
  };

  return (
    <ListPage
      title="Featured Articles"
      subtitle="The articles highlighted in the homepage featured section"
      icon={<StarIcon size={24} />}
      actions={<RefreshButton onClick={list.reload} disabled={list.loading} />}
      intro={<FlashBar flash={flash} onDismiss={clear} />}
      panelTitle={
        <span className="adm-inline">
          Featured <span className="adm-count">{items.length}</span>
        </span>
      }
      panelActions={
        <span className="adm-slots-used">
          {onHomepage}/{LIMITS.featuredShown} on the homepage
        </span>
      }
      states={{
        list,
        loadingText: 'Loading featured articles...',
        errorMessage: 'Failed to fetch featured articles',
        errorFirst: true,
        empty: items.length === 0 && <EmptyState title="No featured articles yet" text="Mark a published article as Featured in the Settings tab of its form." icon={<StarIcon size={28} />} />,
      }}
      after={
        <HelpBox
          title="About featured articles"
          points={[
            `The homepage shows the first ${LIMITS.featuredShown} articles of this list, in this order.`,
            "It shows each story once: an article in a main slot or in Editor's Pick is not repeated in Featured, and the next article of this list takes its place.",
            'Move an article with its up and down arrows: the new order is saved at once and the homepage follows it.',
            'Once an article has been moved, a newly featured one joins the end of the list: move it up to show it on the homepage.',
            'Feature or unfeature an article from the Settings tab of its form in Articles Management.',
          ]}
        />
      }
    >
      <ol className="adm-ranked-list">
        {items.map((a, i) => (
          <RankedRow
            key={a.id}
            rank={i + 1}
            article={a}
            extra={shown.has(a.id) ? <Chip tone="green">On the homepage</Chip> : <ShownElsewhereNote article={a} section="featured" />}
            actions={
              <span className="adm-order" role="group" aria-label={`Order of ${a.title}`}>
                {arrow(a, i, 'up')}
                {arrow(a, i, 'down')}
              </span>
            }
          />
        ))}
      </ol>
    </ListPage>
  );
}
