/**
 * Comments (/admin/comments): the latest comments across the site (GET /api/comments/recent/all,
 * up to 100: the API's staff view), each with its author, age, the item it is on (title and type,
 * linking to the item's admin page) and a delete with confirmation (DELETE
 * /api/comments/comment/{id}). Search and type filter work in the browser, 10 per page.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RecentComment } from '../../../../../shared/api/comments.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
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
  TrashIcon,
  useAdminToast,
} from '../components/index.ts';
import './media.css';

const PAGE_SIZE = 10;
const FETCH_LIMIT = 100;

const TYPES: Record<RecentComment['item_type'], { label: string; tone: 'red' | 'blue' | 'purple' | 'green'; href: (id: string) => string }> = {
  article: { label: 'Article', tone: 'red', href: (id) => `/admin/article/${id}` },
  video: { label: 'Video', tone: 'blue', href: (id) => `/admin/video/${id}` },
  tvshow: { label: 'TV Episode', tone: 'purple', href: (id) => `/admin/tvshow/${id}` },
  podcast: { label: 'Podcast', tone: 'green', href: (id) => `/admin/podcast/${id}` },
};

export function CommentsPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<RecentComment | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useLoad(
    () => request<{ data: RecentComment[] }>('/comments/recent/all', { query: { limit: FETCH_LIMIT } }).then((r) => r.data),
    [request],
    'Failed to fetch comments',
  );
  useEffect(() => setPage(1), [search, type]);

  const comments = list.data ?? [];
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return comments.filter(
      (c) => (!type || c.item_type === type) && (!q || c.name.toLowerCase().includes(q) || c.content.toLowerCase().includes(q) || c.item_title.toLowerCase().includes(q)),
    );
  }, [comments, search, type]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const anyFilter = Boolean(search.trim() || type);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await request(`/comments/comment/${deleting.id}`, { method: 'DELETE' });
      toast.success('Comment deleted successfully!');
      list.setData((old) => (old ?? []).filter((c) => c.id !== deleting.id));
      setDeleting(null);
    } catch (err) {
      toast.error('Error deleting comment', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="adm-page">
      <PageHeader
        title="Comments"
        subtitle={`What readers said lately on articles, videos, TV episodes and podcasts (newest ${FETCH_LIMIT})`}
        icon={<MessageIcon />}
        actions={
          <button type="button" className="adm-btn adm-btn--secondary" onClick={list.reload} disabled={list.loading}>
            <RefreshIcon size={16} /> Refresh
          </button>
        }
      />
      <Panel>
        <div className="adm-toolbar">
          <SearchBox label="Search comments" value={search} onChange={setSearch} placeholder="Search by name, comment or item..." className="adm-toolbar__grow" />
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
        ) : shown.length === 0 ? (
          <EmptyState
            title="No comments found"
            text={anyFilter ? 'No comments match your search or filter' : 'When readers comment on published content, their comments appear here.'}
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
          <ul className="adm-comment-list" aria-label="Comments">
            {shown.map((c) => {
              const t = TYPES[c.item_type];
              return (
                <li key={c.id} className="adm-comment">
                  <span className="adm-comment__avatar" aria-hidden="true">
                    {c.name.trim().charAt(0).toUpperCase() || '?'}
                  </span>
                  <div>
                    <div className="adm-comment__head">
                      <span className="adm-comment__name">{c.name}</span>
                      <time className="adm-muted" dateTime={c.created_at} title={formatDateTime(c.created_at)}>
                        {relativeAge(c.created_at)}
                      </time>
                    </div>
                    <p className="adm-comment__text">{c.content}</p>
                    <p className="adm-comment__on">
                      <Chip tone={t.tone}>{t.label}</Chip> on <Link to={t.href(c.item_id)}>{truncate(c.item_title, 90)}</Link>
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
        )}
        {filtered.length > 0 && (
          <Pagination page={current} totalPages={totalPages} onChange={setPage} label="Comment pages" summary={`Showing page ${current} of ${totalPages} (${filtered.length} comments)`} />
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
    </div>
  );
}
