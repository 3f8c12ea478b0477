/**
 * Articles Management: search (title and author), category and status filters, 10 per page with
 * page numbers, view / edit / delete (with confirmation) per row, and the create/edit modal.
 * The dashboard's New Article action arrives with `state.create` and opens the modal directly.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Article } from '../../../../../shared/api/content.ts';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import { ARTICLE_CATEGORIES } from '../../../../../shared/constants.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { formatCount, formatDate } from '../lib/format.ts';
import {
  AdminImage,
  Chip,
  ConfirmDialog,
  CreateButton,
  EditIcon,
  EmptyListActions,
  EmptyState,
  EyeIcon,
  FilterSelect,
  FlashBar,
  ListPagination,
  ListStates,
  NewspaperIcon,
  PageHeader,
  Panel,
  SearchBox,
  StatusFilter,
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

  const deletion = useConfirmDelete<Article>({
    path: (a) => `/articles/${a.id}`,
    deleted: 'Article deleted successfully!',
    failed: 'Failed to delete article',
    onDeleted: () => {
      showFlash('success', 'Article deleted successfully!');
      if (articles.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    },
  });

  return (
    <div className="adm-page">
      <PageHeader
        title="Articles Management"
        subtitle="Create, edit and organise the magazine's articles"
        actions={<CreateButton label="New Article" onClick={() => setEditing(null)} />}
      />
      <FlashBar flash={flash} onDismiss={clearFlash} />

      <Panel>
        <div className="adm-toolbar">
          <SearchBox label="Search articles" value={search} onChange={setSearch} placeholder="Search articles by title or author..." className="adm-toolbar__grow" />
          <FilterSelect label="Filter by category" value={category} onChange={setCategory} options={[{ value: '', label: 'All Categories' }, ...ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))]} />
          <StatusFilter value={status} onChange={setStatus} />
        </div>

        <ListStates
          list={list}
          loadingText="Loading articles..."
          errorMessage="Failed to fetch articles"
          empty={
            articles.length === 0 && (
              <EmptyState title="No articles found" text={filtered ? 'No articles match your filters' : 'Get started by creating your first article.'} icon={<NewspaperIcon size={28} />}>
                <EmptyListActions
                  filtered={filtered}
                  onClear={() => {
                    setSearch('');
                    setCategory('');
                    setStatus('');
                  }}
                  createLabel="New Article"
                  onCreate={() => setEditing(null)}
                />
              </EmptyState>
            )
          }
        >
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
                      <button type="button" className="adm-icon-btn adm-icon-btn--danger" aria-label={`Delete ${a.title}`} title="Delete" onClick={() => deletion.ask(a)}>
                        <TrashIcon size={16} />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ListStates>
        <ListPagination page={page} info={pageInfo} onChange={setPage} label="Articles pages" noun="articles" />
      </Panel>

      <ArticleFormModal open={editing !== undefined} article={editing} onClose={() => setEditing(undefined)} onSaved={onSaved} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Article"
        message={
          <>
            Are you sure you want to delete "<strong>{deletion.target?.title}</strong>"? This will permanently remove the article with its images, likes and comments.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Delete Article"
      />
    </div>
  );
}
