/**
 * Editor's Pick: the current picks ('n/4 slots used') with Remove, and a picker over every published
 * article not picked yet (searched and paged on the server, so a pick removed long ago can come
 * back) with Add (PUT /articles/{id} {editors_pick}). The API refuses a fifth pick (409); its
 * message shows in the bar and as a toast. After each change the picks and the picker's page load again.
 */
import { useState } from 'react';
import type { Article } from '../../../../../shared/api/content.ts';
import { LIMITS } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { isStatus, messageOf } from '../lib/errors.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { HelpBox } from '../components/help-box.tsx';
import { AwardIcon, PlusIcon, TrashIcon } from '../components/icons.tsx';
import { ListStates, RefreshButton } from '../components/list-parts.tsx';
import { FlashBar, useFlash } from '../components/message-bar.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { EmptyState } from '../components/states.tsx';
import { listEditorsPicks, setEditorsPick } from './api.ts';
import { ArticlePicker, useArticlePicker } from './article-picker.tsx';
import { RankedRow } from './ranked-row.tsx';
import { ShownElsewhereNote } from './shown-once.tsx';

export function EditorsPickPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const { flash, show, clear } = useFlash(3000);
  const [busyId, setBusyId] = useState<string | null>(null);
  const lists = useLoad(() => listEditorsPicks(request), [request], 'Error loading articles');
  const picker = useArticlePicker({ editorsPick: false });
  const picks = lists.data ?? [];
  const full = picks.length >= LIMITS.editorsPickMax;
  const reload = () => {
    lists.reload();
    picker.list.reload();
  };

  const change = async (a: Article, on: boolean) => {
    setBusyId(a.id);
    try {
      await setEditorsPick(request, a.id, on);
      const text = on ? `"${a.title}" added to Editor's Pick` : `"${a.title}" removed from Editor's Pick`;
      show('success', text);
      toast.success(on ? "Added to Editor's Pick" : "Removed from Editor's Pick");
      reload();
    } catch (err) {
      const message = isStatus(err, 409)
        ? messageOf(err, `Editor's Pick is full: remove an article first (${LIMITS.editorsPickMax} of ${LIMITS.editorsPickMax} slots used)`)
        : messageOf(err, 'Failed to update article');
      show('error', message);
      toast.error(isStatus(err, 409) ? "Editor's Pick is full" : 'Failed to update article', message);
    } finally {
      setBusyId(null);
    }
  };

  /** Add to (primary) or Remove from (red) Editor's Pick; every button waits while one change runs. */
  const pickButton = (a: Article, on: boolean) => (
    <button
      type="button"
      className={`adm-btn ${on ? 'adm-btn--primary' : 'adm-btn--danger-ghost'} adm-btn--sm`}
      disabled={busyId !== null}
      onClick={() => void change(a, on)}
      aria-label={on ? `Add ${a.title} to Editor's Pick` : `Remove ${a.title} from Editor's Pick`}
    >
      {on ? <PlusIcon size={16} /> : <TrashIcon size={16} />} {on ? 'Add' : 'Remove'}
    </button>
  );

  return (
    <div className="adm-page">
      <PageHeader
        title="Editor's Pick"
        subtitle="The articles the editors recommend on the homepage"
        icon={<AwardIcon size={24} />}
        actions={<RefreshButton onClick={reload} disabled={lists.loading} />}
      />
      <FlashBar flash={flash} onDismiss={clear} />
      <ListStates list={lists} loadingText="Loading articles..." errorMessage="Error loading articles">
        <Panel
          title="Current Editor's Picks"
          actions={
            <span className={`adm-slots-used${full ? ' is-full' : ''}`}>
              {picks.length}/{LIMITS.editorsPickMax} slots used
            </span>
          }
        >
          <div className="adm-meter" aria-hidden="true">
            <span style={{ width: `${(picks.length / LIMITS.editorsPickMax) * 100}%` }} />
          </div>
          {picks.length === 0 ? (
            <EmptyState title="No picks yet" text="No Editor's Pick articles yet. Add articles from the available list below." icon={<AwardIcon size={28} />} />
          ) : (
            <ol className="adm-ranked-list">
              {picks.map((a, i) => (
                <RankedRow key={a.id} rank={i + 1} article={a} showDate extra={<ShownElsewhereNote article={a} section="editors-pick" />} actions={pickButton(a, false)} />
              ))}
            </ol>
          )}
        </Panel>
      </ListStates>
      <ArticlePicker
        picker={picker}
        title="Available Articles"
        subtitle={full ? `All ${LIMITS.editorsPickMax} slots are used: remove a pick before adding another.` : 'Every published article not picked yet, newest first'}
        emptyText="Every published article is already an Editor's Pick."
        showDate
        rowActions={(a) => pickButton(a, true)}
      />
      <HelpBox
        text={`Only ${LIMITS.editorsPickMax} articles can be featured as Editor's Pick at a time. Remove one to make room for another. The homepage shows each story once: a pick that holds a main slot is shown there, not again in Editor's Pick.`}
      />
    </div>
  );
}
