/**
 * Articles Management: search (title and author), category and status filters, 10 per page with
 * page numbers, view / edit / delete (with confirmation) per row, and the create/edit modal.
 * The dashboard's New Article action arrives with `state.create` and opens the modal directly.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Article } from '../../../../../shared/api/content.ts';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import { ARTICLE_CATEGORIES, CONTENT_STATUSES } from '../../../../../shared/constants.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { messageOf } from '../lib/errors.ts';
import { formatCount, formatDate } from '../lib/format.ts';
import {
  AdminImage,
  Chip,
  ConfirmDialog,
  EditIcon,
  EmptyState,
  ErrorState,
  EyeIcon,
  FilterSelect,
  FlashBar,
  LoadingState,
  NewspaperIcon,
  PageHeader,
  Pagination,
  Panel,
  PlusIcon,
  SearchBox,
  StatusBadge,
  TrashIcon,
  statusLabel,
  useAdminToast,
  useFlash,
} from '../components/index.ts';
import { ArticleFormModal } from './article-form-modal.tsx';

const PAGE_SIZE = 10;

interface ListAnswer {
  data: Article[];
  pagination: PageInfo;
}

function useDebounced<T>(value: T, ms: number): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return out;
}

export function ArticlesPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const location = useLocation();
  const navigate = useNavigate();
  const { flash, show: showFlash, clear: clearFlash } = useFlash(3000);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const [editing, setEditing] = useState<Article | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  useEffect(() => setPage(1), [q, category, status]);

  // Quick action from the dashboard: open the create form once, then forget the request.
  useEffect(() => {
    if ((location.state as { create?: boolean } | null)?.create) {
      setEditing(null);
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  const list = useLoad(
    () => request<ListAnswer>('/articles', { query: { page, limit: PAGE_SIZE, q, category, status: status || 'all', sort: 'createdAt' } }),
    [request, page, q, category, status],
    'Failed to fetch articles',
  );
  const filtered = Boolean(q || category || status);
  const articles = list.data?.data ?? [];
  const pageInfo = list.data?.pagination;

  const onSaved = (article: Article, mode: 'create' | 'edit') => {
    setEditing(undefined);
    if (mode === 'create') {
      toast.success('Article created successfully!', article.status === 'published' ? 'Your article has been published.' : `Saved as ${statusLabel(article.status)}.`);
      showFlash('success', 'Article created successfully!');
    } else {
      toast.success('Article updated successfully!', 'Your changes have been saved.');
      showFlash('success', 'Article updated successfully!');
    }
    list.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await request(`/articles/${deleting.id}`, { method: 'DELETE' });
      toast.success('Article deleted successfully!');
      showFlash('success', 'Article deleted successfully!');
      setDeleting(null);
      if (articles.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (err) {
      toast.error('Failed to delete article', messageOf(err, 'Please try again.'));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className="adm-page">
      <PageHeader
        title="Articles Management"
        subtitle="Create, edit and organise the magazine's articles"
        actions={
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => setEditing(null)}>
            <PlusIcon size={16} /> New Article
          </button>
        }
      />
      <FlashBar flash={flash} onDismiss={clearFlash} />

      <Panel>
        <div className="adm-toolbar">
          <SearchBox label="Search articles" value={search} onChange={setSearch} placeholder="Search articles by title or author..." className="adm-toolbar__grow" />
          <FilterSelect label="Filter by category" value={category} onChange={setCategory} options={[{ value: '', label: 'All Categories' }, ...ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))]} />
          <FilterSelect
            label="Filter by status"
            value={status}
            onChange={setStatus}
            options={[{ value: '', label: 'All Status' }, ...CONTENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
          />
        </div>

        {list.loading && !list.data ? (
          <LoadingState text="Loading articles..." />
        ) : list.error && !list.data ? (
          <ErrorState message="Failed to fetch articles" onRetry={list.reload} />
        ) : articles.length === 0 ? (
          <EmptyState
            title="No articles found"
            text={filtered ? 'No articles match your filters' : 'Get started by creating your first article.'}
            icon={<NewspaperIcon size={28} />}
          >
            {filtered ? (
              <button
                type="button"
                className="adm-btn adm-btn--secondary"
                onClick={() => {
                  setSearch('');
                  setCategory('');
                  setStatus('');
                }}
              >
                Clear filters
              </button>
            ) : (
              <button type="button" className="adm-btn adm-btn--primary" onClick={() => setEditing(null)}>
                <PlusIcon size={16} /> New Article
              </button>
            )}
          </EmptyState>
        ) : (
          <div className={`adm-table-wrap${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading}>
            <table className="adm-table adm-table--cards">
              <thead>
                <tr>
                  <th scope="col">Article</th>
                  <th scope="col">Category</th>
                  <th scope="col">Status</th>
                  <th scope="col">Views</th>
                  <th scope="col">Date</th>
                  <th scope="col">
                    <span className="adm-sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {articles.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <div className="adm-row-title">
                        <AdminImage src={a.featured_image} alt="" className="adm-thumb" />
                        <div>
                          <Link to={`/admin/article/${a.id}`} className="adm-row-title__link">
                            {a.title}
                          </Link>
                          <p className="adm-row-title__sub">
                            By {a.author}
                            {a.main_position && <Chip tone="red">{a.main_position === 'main' ? 'Main' : 'Second'}</Chip>}
                            {a.featured && <Chip tone="amber">Featured</Chip>}
                            {a.editors_pick && <Chip tone="purple">Editor's Pick</Chip>}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td data-label="Category">{a.category_name}</td>
                    <td data-label="Status">
                      <StatusBadge status={a.status} />
                    </td>
                    <td data-label="Views">{formatCount(a.views)}</td>
                    <td data-label="Date">{formatDate(a.publish_date)}</td>
                    <td className="adm-table__actions">
                      <Link to={`/admin/article/${a.id}`} className="adm-icon-btn" aria-label={`View ${a.title}`} title="View">
                        <EyeIcon size={16} />
                      </Link>
                      <button type="button" className="adm-icon-btn" aria-label={`Edit ${a.title}`} title="Edit" onClick={() => setEditing(a)}>
                        <EditIcon size={16} />
                      </button>
                      <button type="button" className="adm-icon-btn adm-icon-btn--danger" aria-label={`Delete ${a.title}`} title="Delete" onClick={() => setDeleting(a)}>
                        <TrashIcon size={16} />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pageInfo && pageInfo.total > 0 && (
          <Pagination
            page={page}
            totalPages={pageInfo.totalPages}
            onChange={setPage}
            label="Articles pages"
            summary={`Showing page ${page} of ${Math.max(1, pageInfo.totalPages)} (${pageInfo.total} articles)`}
          />
        )}
      </Panel>

      <ArticleFormModal open={editing !== undefined} article={editing} onClose={() => setEditing(undefined)} onSaved={onSaved} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Article"
        message={
          <>
            Are you sure you want to delete "<strong>{deleting?.title}</strong>"? This will permanently remove the article with its images, likes and comments.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Delete Article"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
