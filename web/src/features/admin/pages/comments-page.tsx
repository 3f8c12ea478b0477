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
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import type { BulkDeleteCommentsResponse, StaffComment } from '../../../../../shared/api/comments.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime, relativeAge, truncate } from '../lib/format.ts';
import {
  Chip,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FilterSelect,
  LoadingState,
  MessageIcon,
  PageHeader,
  Pagination,
  Panel,
  RefreshIcon,
  SearchBox,
  statusLabel,
  TrashIcon,
  useAdminToast,
} from '../components/index.ts';
import './media.css';
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
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const [deleting, setDeleting] = useState<StaffComment | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setPage(1), [q, type]);

  const list = useLoad(
    () => request<{ data: StaffComment[]; pagination: PageInfo }>('/comments', { query: { page, limit: PAGE_SIZE, q, type } }),
    [request, page, q, type],
    'Failed to fetch comments',
  );
  const rows = list.data?.data ?? [];
  const pageInfo = list.data?.pagination;
  const anyFilter = Boolean(q || type);

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
  }, [pageInfo, rows.length, page]);

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

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await request(`/comments/comment/${deleting.id}`, { method: 'DELETE' });
      toast.success('Comment deleted successfully!');
      setDeleting(null);
      afterDelete([deleting.id]);
    } catch (err) {
      toast.error('Error deleting comment', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const confirmBulkDelete = async () => {
    const ids = rows.filter((c) => selected.has(c.id)).map((c) => c.id);
    if (ids.length === 0) return;
    setBusy(true);
    try {
      const res = await request<BulkDeleteCommentsResponse>('/comments/bulk-delete', { method: 'POST', body: { ids } });
      toast.success(res.message ?? `${plural(res.data.deleted)} deleted`);
      setSelected(new Set());
      setBulkOpen(false);
      afterDelete(ids);
    } catch (err) {
      toast.error('Error deleting comments', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const selectedCount = rows.filter((c) => selected.has(c.id)).length;

  return (
    <div className="adm-page">
      <PageHeader
        title="Comments"
        subtitle="Every comment on articles, videos, TV episodes and podcasts, drafts included, newest first"
        icon={<MessageIcon />}
        actions={
          <button type="button" className="adm-btn adm-btn--secondary" onClick={list.reload} disabled={list.loading}>
            <RefreshIcon size={16} /> Refresh
          </button>
        }
      />
      <Panel>
        <div className="adm-toolbar">
          <SearchBox label="Search comments" value={search} onChange={setSearch} placeholder="Search by name, e-mail, comment or item..." className="adm-toolbar__grow" />
          <FilterSelect
            label="Filter by content type"
            value={type}
            onChange={setType}
            options={[{ value: '', label: 'All Types' }, ...Object.entries(TYPES).map(([value, t]) => ({ value, label: t.label }))]}
          />
        </div>
        {list.loading && !list.data ? (
          <LoadingState text="Loading comments..." />
        ) : list.error && !list.data ? (
          <ErrorState title="Error loading comments" message="Failed to fetch comments" onRetry={list.reload} />
        ) : rows.length === 0 ? (
          <EmptyState
            title="No comments found"
            text={anyFilter ? 'No comments match your search or filter' : 'When readers comment on articles, videos, TV episodes or podcasts, their comments appear here.'}
            icon={<MessageIcon size={28} />}
          >
            {anyFilter && (
              <button
                type="button"
                className="adm-btn adm-btn--secondary"
                onClick={() => {
                  setSearch('');
                  setType('');
                }}
              >
                Clear filters
              </button>
            )}
          </EmptyState>
        ) : (
          <>
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
                          {relativeAge(c.created_at)}
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
                      <button type="button" className="adm-icon-btn adm-icon-btn--danger" aria-label={`Delete comment by ${c.name}`} title="Delete" onClick={() => setDeleting(c)}>
                        <TrashIcon size={16} />
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {pageInfo && pageInfo.total > 0 && (
          <Pagination
            page={page}
            totalPages={pageInfo.totalPages}
            onChange={setPage}
            label="Comment pages"
            summary={`Showing page ${page} of ${Math.max(1, pageInfo.totalPages)} (${plural(pageInfo.total)})`}
          />
        )}
      </Panel>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Comment"
        message={
          <>
            Are you sure you want to delete the comment by "<strong>{deleting?.name}</strong>" on "{deleting?.item_title}"? It disappears from the site at once.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Delete Comment"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
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
        busy={busy}
        onConfirm={() => void confirmBulkDelete()}
        onCancel={() => setBulkOpen(false)}
      />
    </div>
  );
}
