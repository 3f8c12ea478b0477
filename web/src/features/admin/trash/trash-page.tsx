/**
 * Trash (/admin/trash): what staff deleted in the last 30 days, newest first, filtered by kind.
 * Each entry says who deleted it and when, how many days it has left, what went with it (a
 * season's episodes), which homepage places it held, and what emptying it destroys. Staff restore
 * (and are then asked whether to put it back in the places it held); administrators empty one
 * entry or the whole trash for good, after a dialog naming what will be lost.
 */
import { useState } from 'react';
import type { TrashEntry, TrashListResponse } from '../../../../../shared/api/trash.ts';
import { TRASH_DAYS, TRASH_TYPES, type TrashType } from '../../../../../shared/constants.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { useAuth } from '../session/auth-context.tsx';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useRestore } from '../lib/trash.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect } from '../components/fields.tsx';
import { TrashIcon, UndoIcon } from '../components/icons.tsx';
import { ListPagination, RefreshButton } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { emptyAll, emptyEntry, listTrash } from './api.ts';
import './trash.css';

const PAGE_SIZE = 20;

const KINDS: Record<TrashType, { label: string; tone: 'red' | 'blue' | 'purple' | 'green' | 'amber' | 'grey' }> = {
  articles: { label: 'Article', tone: 'red' },
  videos: { label: 'Video', tone: 'blue' },
  tvshows: { label: 'TV Episode', tone: 'purple' },
  podcasts: { label: 'Podcast Episode', tone: 'green' },
  comments: { label: 'Comment', tone: 'amber' },
  uploads: { label: 'Image', tone: 'grey' },
  seasons: { label: 'TV Season', tone: 'purple' },
  series: { label: 'Podcast Series', tone: 'green' },
};

const TYPE_OPTIONS = [{ value: '', label: 'Everything' }, ...TRASH_TYPES.map((t) => ({ value: t, label: KINDS[t].label }))];

/** 'Emptied for good in 12 days', 'today' on the last one. */
const leftText = (e: TrashEntry) => (e.days_left === 0 ? 'Emptied for good today' : `Emptied for good in ${e.days_left} ${e.days_left === 1 ? 'day' : 'days'}`);

function LossList({ items }: { items: string[] }) {
  if (items.length === 0) return <p>Nothing else is attached to it.</p>;
  return (
    <ul className="adm-trash__losses">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function TrashPage() {
  const { request, user } = useAuth();
  const toast = useAdminToast();
  const admin = user?.role === 'admin';
  const trash = usePagedList({
    load: (req, query) => listTrash(req, { page: query.page, limit: query.limit, ...(query.type && { type: query.type as TrashType }) }),
    filters: { type: '' },
    pageSize: PAGE_SIZE,
    failed: 'Failed to load the trash',
  });
  const { list, rows } = trash;
  const everything = (list.data as TrashListResponse | undefined)?.everything;
  const { restore } = useRestore(() => trash.afterDelete());
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const [target, setTarget] = useState<TrashEntry | 'all' | null>(null);
  const [emptying, setEmptying] = useState(false);

  const onRestore = async (entry: TrashEntry) => {
    setBusyRow(`${entry.type}/${entry.id}`);
    await restore(entry.type, entry.id);
    setBusyRow(null);
  };

  const confirmEmpty = async () => {
    if (!target) return;
    setEmptying(true);
    try {
      if (target === 'all') {
        const res = await emptyAll(request);
        toast.success(res.message ?? 'The trash is empty');
      } else {
        await emptyEntry(request, target.type, target.id);
        toast.success(`"${target.title}" deleted for good`);
      }
      setTarget(null);
      if (target === 'all') list.reload();
      else trash.afterDelete();
    } catch (err) {
      toast.error('Failed to empty the trash', messageOf(err, 'Please try again.'));
    } finally {
      setEmptying(false);
    }
  };

  const losing = target === 'all' ? (everything?.will_lose ?? []) : (target?.will_lose ?? []);

  return (
    <ListPage
      title="Trash"
      subtitle={`What was deleted in the last ${TRASH_DAYS} days: restore it with everything it had${admin ? ', or delete it for good' : ''}. After ${TRASH_DAYS} days it is deleted for good on its own.`}
      icon={<TrashIcon />}
      actions={
        <>
          <RefreshButton onClick={list.reload} disabled={list.loading} />
          {admin && (
            <button type="button" className="adm-btn adm-btn--danger" disabled={!everything?.items} onClick={() => setTarget('all')}>
              <TrashIcon size={16} /> Empty trash
            </button>
          )}
        </>
      }
      filters={<FilterSelect label="Show" value={trash.filters.type} onChange={(v) => trash.setFilter('type', v)} options={TYPE_OPTIONS} />}
      states={{
        list,
        loadingText: 'Loading the trash...',
        errorTitle: 'Error loading the trash',
        errorMessage: list.error ?? '',
        empty:
          rows.length === 0 ? (
            <EmptyState
              title={trash.filtered ? 'Nothing of this kind in the trash' : 'The trash is empty'}
              text={`Deleted articles, videos, episodes, comments, images, seasons and series wait here for ${TRASH_DAYS} days.`}
              icon={<TrashIcon size={28} />}
            />
          ) : undefined,
      }}
      pagination={<ListPagination page={trash.page} info={trash.pageInfo} onChange={trash.setPage} label="Trash pages" noun={(n) => `${n} ${n === 1 ? 'entry' : 'entries'}`} />}
      after={
        <ConfirmDialog
          open={target !== null}
          title={target === 'all' ? 'Empty the trash?' : 'Delete for good?'}
          message={
            <>
              {target === 'all' ? (
                <>
                  All <strong>{everything?.items}</strong> {everything?.items === 1 ? 'entry' : 'entries'} in the trash will be deleted for good, with:
                </>
              ) : (
                <>
                  "<strong>{target?.title}</strong>"{target?.contains.length ? ` and the ${target.contains.length} ${target.contains.length === 1 ? 'item' : 'items'} that went with it` : ''} will be deleted for good, with:
                </>
              )}
              <LossList items={losing} />
            </>
          }
          warning="This cannot be undone: nothing of it can be restored afterwards."
          confirmLabel={target === 'all' ? 'Empty trash' : 'Delete for good'}
          busyLabel="Deleting..."
          busy={emptying}
          onConfirm={() => void confirmEmpty()}
          onCancel={() => setTarget(null)}
        />
      }
    >
      <ul className={`adm-trash${list.loading ? ' is-busy' : ''}`} aria-label="In the trash" aria-busy={list.loading}>
        {rows.map((e) => {
          const key = `${e.type}/${e.id}`;
          return (
            <li key={key} className="adm-trash__entry">
              <div className="adm-trash__main">
                <div className="adm-trash__head">
                  <Chip tone={KINDS[e.type].tone}>{KINDS[e.type].label}</Chip>
                  <h3 className="adm-trash__title">{e.title}</h3>
                </div>
                {e.detail && <p className="adm-trash__detail">{e.detail}</p>}
                {e.contains.length > 0 && (
                  <p className="adm-trash__detail">
                    With {e.contains.length} {e.contains.length === 1 ? 'episode' : 'episodes'}: {e.contains.map((c) => c.title).join(', ')}
                  </p>
                )}
                {e.held.length > 0 && <p className="adm-trash__held">Held {e.held.map((h) => h.label).join(', ')}: offered back when restored.</p>}
                <p className="adm-trash__meta">
                  Deleted {e.deleted_by ? `by ${e.deleted_by} ` : ''}
                  <time dateTime={e.deleted_at} title={formatDateTime(e.deleted_at)}>
                    {timeAgo(e.deleted_at)}
                  </time>
                  {' · '}
                  <span className={e.days_left <= 3 ? 'adm-trash__soon' : undefined}>{leftText(e)}</span>
                </p>
                {e.will_lose.length > 0 && <p className="adm-trash__meta">Emptying it deletes: {e.will_lose.join(', ')}</p>}
              </div>
              <div className="adm-trash__actions">
                <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" disabled={busyRow === key} onClick={() => void onRestore(e)}>
                  <UndoIcon size={15} /> {busyRow === key ? 'Restoring...' : 'Restore'}
                  <span className="adm-sr-only">: {e.title}</span>
                </button>
                {admin && (
                  <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" onClick={() => setTarget(e)}>
                    <TrashIcon size={15} /> Delete for good<span className="adm-sr-only">: {e.title}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </ListPage>
  );
}
