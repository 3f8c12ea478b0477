/**
 * Articles Management: search (title and author), category and status filters, 10 per page with
 * page numbers, view / edit / move to the trash (with confirmation, then Undo) per row. New Article and Edit open the
 * editor's own page (/admin/articles/new, /admin/articles/{id}/edit). Edit and the trash show only
 * on what the member may change (a contributor: their own drafts and submissions); the other rows
 * say why under their title.
 */
import { Link } from 'react-router-dom';
import type { Article } from '../../../../../shared/api/content.ts';
import { useOfferedCategories } from '../lib/categories.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { useChangeRule } from '../lib/may-change.ts';
import { ReadOnlyNote } from '../components/read-only-note.tsx';
import { formatCount, formatDate } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect, SearchBox } from '../components/fields.tsx';
import { EditIcon, EyeIcon, NewspaperIcon, TrashIcon } from '../components/icons.tsx';
import { CreateButton, EmptyListActions, ListPagination, StatusFilter } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { ListTable } from '../components/list-table.tsx';
import { EmptyState } from '../components/states.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { Chip, StatusBadge } from '../components/status-badge.tsx';
import { deleteArticle, listArticles } from './api.ts';

const PAGE_SIZE = 10;

/** What a trashed article gives up on the homepage: said before it happens. */
function homepagePlaces(a: Article): string | undefined {
  const places = [a.main_position && (a.main_position === 'main' ? 'main slot 1' : 'main slot 2'), a.featured && 'Featured', a.editors_pick && "Editor's Pick", a.trending && 'Trending'].filter(Boolean);
  if (places.length === 0) return undefined;
  return `It holds ${places.join(', ')}: freed for other articles now, and offered back if it is restored.`;
}

export function ArticlesPage() {
  const categories = useOfferedCategories();
  const articles = usePagedList({
    load: (request, query) => listArticles(request, { ...query, status: query.status || 'all', sort: 'createdAt' }),
    filters: { category: '', status: '' },
    pageSize: PAGE_SIZE,
    failed: 'Failed to fetch articles',
  });
  const { list, rows, filters } = articles;

  const refusal = useChangeRule();
  const deletion = useConfirmDelete<Article>({
    remove: (request, a) => deleteArticle(request, a.id),
    failed: 'Failed to move the article to the trash',
    onDeleted: () => articles.afterDelete(),
    onRestored: list.reload,
  });

  return (
    <ListPage
      title="Articles Management"
      subtitle="Create, edit and organise the magazine's articles"
      actions={<CreateButton label="New Article" to="/admin/articles/new" />}
      filters={
        <>
          <SearchBox label="Search articles" value={articles.search} onChange={articles.setSearch} placeholder="Search articles by title or author..." className="adm-toolbar__grow" />
          <FilterSelect
            label="Filter by category"
            value={filters.category}
            onChange={(v) => articles.setFilter('category', v)}
            options={[{ value: '', label: 'All Categories' }, ...categories.map((c) => ({ value: c, label: c }))]}
          />
          <StatusFilter value={filters.status} onChange={(v) => articles.setFilter('status', v)} />
        </>
      }
      states={{
        list,
        loadingText: 'Loading articles...',
        errorMessage: 'Failed to fetch articles',
        empty: rows.length === 0 && (
          <EmptyState title="No articles found" text={articles.filtered ? 'No articles match your filters' : 'Get started by creating your first article.'} icon={<NewspaperIcon size={28} />}>
            <EmptyListActions filtered={articles.filtered} onClear={articles.clearFilters} createLabel="New Article" createTo="/admin/articles/new" />
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={articles.page} info={articles.pageInfo} onChange={articles.setPage} label="Articles pages" noun="articles" />}
      after={
        <>
          <ConfirmDialog
            {...deletion.dialog}
            title="Move to trash?"
            message={
              <>
                "<strong>{deletion.target?.title}</strong>" leaves the site at once. It keeps its images, likes and comments, and can be restored from the Trash for 30 days.
              </>
            }
            warning={deletion.target && homepagePlaces(deletion.target)}
            confirmLabel="Move to trash"
            busyLabel="Moving..."
          />
        </>
      }
    >
      <ListTable columns={['Article', 'Category', 'Status', 'Views', 'Date']} busy={list.loading}>
        {rows.map((a) => (
          <tr key={a.id}>
            <td>
              <div className="adm-row-title">
                <AdminImage src={a.featured_image} alt="" className="adm-thumb" sizes={ADMIN_IMAGE_SIZES.tableThumb} />
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
                  <ReadOnlyNote refusal={refusal(a)} status={a.status} />
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
              {refusal(a) === null && (
                <>
                  <Link to={`/admin/articles/${a.id}/edit`} className="adm-icon-btn" aria-label={`Edit ${a.title}`} title="Edit">
                    <EditIcon size={16} />
                  </Link>
                  <IconButton danger label={`Delete ${a.title}`} title="Delete" icon={<TrashIcon size={16} />} onClick={() => deletion.ask(a)} />
                </>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </ListPage>
  );
}
