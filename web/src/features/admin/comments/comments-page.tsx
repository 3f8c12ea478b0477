/**
 * Comments (/admin/comments): the moderation list of every comment on the site (GET /api/comments,
 * staff only), paged, searched (name, e-mail, text, item title) and filtered by type on the server,
 * 20 per page. Each row shows the author with their e-mail, age, the item it is on (title and
 * type, linking to the item's admin page, and 'Not public · Draft' when readers cannot see the item)
 * and a delete with confirmation (DELETE /api/comments/comment/{id}). Rows can be selected (or the
 * whole page) and deleted in one go (POST /api/comments/bulk-delete).
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StaffComment } from '../../../../../shared/api/comments.ts';
import { CONTENT_TYPES } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime, truncate } from '../lib/format.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect, SearchBox } from '../components/fields.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { MessageIcon, TrashIcon } from '../components/icons.tsx';
import { ClearButton, ListPagination, RefreshButton } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip, statusLabel } from '../components/status-badge.tsx';
import { deleteComment, deleteComments, listComments } from './api.ts';
import './comments.css';

const PAGE_SIZE = 20;

const TYPES: Record<StaffComment['item_type'], { label: string; tone: 'red' | 'blue' | 'purple' | 'green'; href: (id: string) => string }> = {
  article: { label: 'Article', tone: 'red', href: (id) => `/admin/article/${id}` },
  video: { label: 'Video', tone: 'blue', href: (id) => `/admin/video/${id}` },
  tvshow: { label: 'TV Episode', tone: 'purple', href: (id) => `/admin/tvshow/${id}` },
  podcast: { label: 'Podcast', tone: 'green', href: (id) => `/admin/podcast/${id}` },
};

/** Why readers cannot see the item: its status, or 'Scheduled' for a published item whose date is still ahead. */
const notPublicReason = (c: StaffComment) => (c.item_status === 'published' ? 'Scheduled' : statusLabel(c.item_status));

const plural = (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`;

export function CommentsPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const comments = usePagedList({
    // '' (All Types) asks for no type.
    load: (req, { type, ...query }) => listComments(req, { ...query, type: CONTENT_TYPES.find((t) => t === type) }),
    filters: { type: '' },
    pageSize: PAGE_SIZE,
    failed: 'Failed to fetch comments',
  });
  const { list, rows, pageInfo, page, setPage } = comments;
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // A selection is for the rows in view: a new page, search or reload drops what is no longer shown.
  useEffect(() => {
    setSelected((old) => {
      const shown = new Set((list.data?.data ?? []).map((c) => c.id));
      const kept = [...old].filter((id) => shown.has(id));
      return kept.length === old.size ? old : new Set(kept);
    });
  }, [list.data]);

  // Someone else emptied the last page (or the URL asked for one past the end): show the last one.
  useEffect(() => {
    if (pageInfo && rows.length === 0 && page > 1 && pageInfo.total > 0) setPage(Math.max(1, pageInfo.totalPages));
  }, [pageInfo, rows.length, page, setPage]);

  const allSelected = rows.length > 0 && rows.every((c) => selected.has(c.id));
  const someSelected = !allSelected && rows.some((c) => selected.has(c.id));
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((c) => c.id)));

  /**
   * After deleting rows of this page: they leave at once and a reload brings the next ones up; a
   * page left empty goes back one (page 1 just reloads, showing the empty state if nothing is left).
   */
  const afterDelete = (ids: string[]) => {
    const remaining = rows.filter((c) => !ids.includes(c.id));
    if (remaining.length > 0 && list.data) list.setData({ ...list.data, data: remaining });
    if (remaining.length === 0 && page > 1) setPage(page - 1);
    else list.reload();
  };

  const deletion = useConfirmDelete<StaffComment>({
    remove: (req, c) => deleteComment(req, c.id),
    deleted: 'Comment deleted successfully!',
    failed: 'Error deleting comment',
    onDeleted: (c) => afterDelete([c.id]),
  });

  const confirmBulkDelete = async () => {
    const ids = rows.filter((c) => selected.has(c.id)).map((c) => c.id);
    if (ids.length === 0) return;
    setBulkBusy(true);
    try {
      const res = await deleteComments(request, ids);
      toast.success(res.message ?? `${plural(res.data.deleted)} deleted`);
      setSelected(new Set());
      setBulkOpen(false);
      afterDelete(ids);
    } catch (err) {
      toast.error('Error deleting comments', messageOf(err, 'Please try again.'));
    } finally {
      setBulkBusy(false);
    }
  };

  const selectedCount = rows.filter((c) => selected.has(c.id)).length;

  return (
    <ListPage
      title="Comments"
      subtitle="Every comment on articles, videos, TV episodes and podcasts, drafts included, newest first"
      icon={<MessageIcon />}
      actions={<RefreshButton onClick={list.reload} disabled={list.loading} />}
      filters={
        <>
          <SearchBox label="Search comments" value={comments.search} onChange={comments.setSearch} placeholder="Search by name, e-mail, comment or item..." className="adm-toolbar__grow" />
          <FilterSelect
            label="Filter by content type"
            value={comments.filters.type}
            onChange={(v) => comments.setFilter('type', v)}
            options={[{ value: '', label: 'All Types' }, ...Object.entries(TYPES).map(([value, t]) => ({ value, label: t.label }))]}
          />
        </>
      }
      states={{
        list,
        loadingText: 'Loading comments...',
        errorTitle: 'Error loading comments',
        errorMessage: 'Failed to fetch comments',
        empty: rows.length === 0 && (
          <EmptyState
            title="No comments found"
            text={comments.filtered ? 'No comments match your search or filter' : 'When readers comment on articles, videos, TV episodes or podcasts, their comments appear here.'}
            icon={<MessageIcon size={28} />}
          >
            {comments.filtered && <ClearButton label="Clear filters" onClick={comments.clearFilters} />}
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={page} info={pageInfo} onChange={setPage} label="Comment pages" noun={plural} />}
      after={
        <>
          <ConfirmDialog
            {...deletion.dialog}
            title="Delete Comment"
            message={
              <>
                Are you sure you want to delete the comment by "<strong>{deletion.target?.name}</strong>" on "{deletion.target?.item_title}"? It disappears from the site at once.
              </>
            }
            warning="This action cannot be undone."
            confirmLabel="Delete Comment"
          />
          <ConfirmDialog
            open={bulkOpen}
            title="Delete Comments"
            message={
              <>
                Are you sure you want to delete the <strong>{plural(selectedCount)}</strong> you selected? They disappear from the site at once.
              </>
            }
            warning="This action cannot be undone."
            confirmLabel={`Delete ${plural(selectedCount)}`}
            busy={bulkBusy}
            onConfirm={() => void confirmBulkDelete()}
            onCancel={() => setBulkOpen(false)}
          />
        </>
      }
    >
      <div className="adm-comment-bulk">
        <label className="adm-comment-bulk__all">
          <input ref={selectAllRef} type="checkbox" className="adm-comment__check" checked={allSelected} onChange={toggleAll} />
          <span>{selectedCount > 0 ? `${selectedCount} of ${rows.length} selected` : 'Select all on this page'}</span>
        </label>
        {selectedCount > 0 && (
          <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" onClick={() => setBulkOpen(true)}>
            <TrashIcon size={15} /> Delete selected ({selectedCount})
          </button>
        )}
      </div>
      <ul className={`adm-comment-list${list.loading ? ' is-busy' : ''}`} aria-label="Comments" aria-busy={list.loading}>
        {rows.map((c) => {
          const t = TYPES[c.item_type];
          const checked = selected.has(c.id);
          return (
            <li key={c.id} className={`adm-comment adm-comment--selectable${checked ? ' is-selected' : ''}`}>
              <input type="checkbox" className="adm-comment__check" aria-label={`Select comment by ${c.name}`} checked={checked} onChange={() => toggle(c.id)} />
              <span className="adm-comment__avatar" aria-hidden="true">
                {c.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div className="adm-comment__body">
                <div className="adm-comment__head">
                  <span className="adm-comment__name">{c.name}</span>
                  {c.email && (
                    <a className="adm-comment__email" href={`mailto:${c.email}`}>
                      {c.email}
                    </a>
                  )}
                  <time className="adm-muted" dateTime={c.created_at} title={formatDateTime(c.created_at)}>
                    {timeAgo(c.created_at)}
                  </time>
                </div>
                <p className="adm-comment__text">{c.content}</p>
                <p className="adm-comment__on">
                  <Chip tone={t.tone}>{t.label}</Chip> on <Link to={t.href(c.item_id)}>{truncate(c.item_title, 90)}</Link>
                  {!c.item_public && (
                    <>
                      {' '}
                      <Chip tone="amber">Not public · {notPublicReason(c)}</Chip>
                    </>
                  )}
                </p>
              </div>
              <div>
                <IconButton danger label={`Delete comment by ${c.name}`} title="Delete" icon={<TrashIcon size={16} />} onClick={() => deletion.ask(c)} />
              </div>
            </li>
          );
        })}
      </ul>
    </ListPage>
  );
}
