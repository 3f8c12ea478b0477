/**
 * The management screen shared by Magazine Videos (/admin/magazine/videos) and TV show episodes
 * (/admin/tv-show): four stat tiles, client-side search (title or description) and filters, a card
 * grid of 4 per page with 'Showing page X of Y (N ...)', the create/edit modal, the delete dialog and
 * an info panel. The whole list is read once (all pages) because the spec filters it in the browser.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TvEpisode, TvSeason, Video } from '../../../../../shared/api/content.ts';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { useErrorToast } from '../lib/use-error-toast.ts';
import { formatCount } from '../lib/format.ts';
import {
  ConfirmDialog,
  CreateButton,
  EmptyListActions,
  EmptyState,
  EyeIcon,
  FilterSelect,
  InfoIcon,
  ListStates,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  StatusFilter,
  StarIcon,
  StatGrid,
  StatTile,
  CheckCircleIcon,
  useAdminToast,
  type Option,
} from '../components/index.ts';
import { MediaFormModal } from './media-form-modal.tsx';
import { MEDIA_KINDS, type MediaKind } from './media-form.ts';
import { MediaCard, averageRating, loadAll, matchesSearch } from './media-card.tsx';

export const MEDIA_PAGE_SIZE = 4;

type Item = Video | TvEpisode;

export interface MediaManagerProps<T extends Item> {
  kind: MediaKind;
  title: string;
  subtitle: string;
  icon: ReactNode;
  newLabel: string;
  /** Plural noun of the footer ('videos', 'episodes'). */
  plural: string;
  loadingText: string;
  searchPlaceholder: string;
  detailHref: (item: T) => string;
  /** TV: an extra filter (season) and the card label. */
  extraFilter?: { label: string; options: Option[]; matches: (item: T, value: string) => boolean };
  cardLabel?: (item: T) => ReactNode;
  seasons?: TvSeason[];
  onSeasonAdded?: (season: TvSeason) => void;
  /** Numbers from a stats endpoint that beat counting the list (TV: GET /tvshows/stats). */
  stats?: { total?: number; published?: number; avgRating?: number };
  onChanged?: () => void;
  texts: {
    created: string;
    updated: string;
    deleted: string;
    loadError: string;
    fetchError: string;
    deleteError: string;
    deleteTitle: string;
    deleteMessage: (title: string) => ReactNode;
    deleteConfirm: string;
    empty: string;
    emptyFiltered: string;
  };
  info: ReactNode;
  /** Extra content under the header (TV: seasons panel). */
  children?: ReactNode;
}

export function MediaManager<T extends Item>(props: MediaManagerProps<T>) {
  const { kind, texts } = props;
  const { request } = useAuth();
  const toast = useAdminToast();
  const info = MEDIA_KINDS[kind];
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [extra, setExtra] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | null | undefined>(undefined);

  const list = useLoad(
    () => loadAll((p) => request<{ data: T[]; pagination: PageInfo }>(info.path, { query: { page: p, limit: 100, sort: 'newest' } })),
    [request, info.path],
    texts.fetchError,
  );
  useErrorToast(list.error, texts.loadError);

  const items = list.data ?? [];
  const filtered = useMemo(
    () =>
      items.filter(
        (i) =>
          matchesSearch(i, search) &&
          (!category || i.category === category) &&
          (!status || i.status === status) &&
          (!extra || !props.extraFilter || props.extraFilter.matches(i, extra)),
      ),
    [items, search, category, status, extra, props.extraFilter],
  );
  const totalPages = Math.max(1, Math.ceil(filtered.length / MEDIA_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = filtered.slice((current - 1) * MEDIA_PAGE_SIZE, current * MEDIA_PAGE_SIZE);
  const anyFilter = Boolean(search.trim() || category || status || extra);
  useEffect(() => setPage(1), [search, category, status, extra]);

  const totalViews = items.reduce((sum, i) => sum + i.views, 0);
  const published = props.stats?.published ?? items.filter((i) => i.status === 'published').length;
  const avg = props.stats?.avgRating !== undefined ? props.stats.avgRating.toFixed(1) : averageRating(items);

  const onSaved = (_saved: T, mode: 'create' | 'edit') => {
    setEditing(undefined);
    toast.success(mode === 'create' ? texts.created : texts.updated);
    list.reload();
    props.onChanged?.();
  };

  const deletion = useConfirmDelete<T>({
    path: (item) => `${info.path}/${item.id}`,
    deleted: texts.deleted,
    failed: texts.deleteError,
    onDeleted: (gone) => {
      list.setData((old) => (old ?? []).filter((i) => i.id !== gone.id));
      props.onChanged?.();
    },
  });

  const clearFilters = () => {
    setSearch('');
    setCategory('');
    setStatus('');
    setExtra('');
  };

  return (
    <div className="adm-page">
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        icon={props.icon}
        actions={<CreateButton label={props.newLabel} onClick={() => setEditing(null)} />}
      />

      <div className="adm-media-stats">
        <StatGrid>
          <StatTile title={kind === 'tv' ? 'Total Episodes' : 'Total Videos'} value={list.data ? (props.stats?.total ?? items.length) : '—'} icon={props.icon} tone="red" />
          <StatTile title="Total Views" value={list.data ? formatCount(totalViews) : '—'} icon={<EyeIcon />} tone="blue" />
          <StatTile title="Avg Rating" value={list.data ? avg : '—'} icon={<StarIcon />} tone="amber" note="out of 5, rated items" />
          <StatTile title="Published" value={list.data ? published : '—'} icon={<CheckCircleIcon />} tone="green" />
        </StatGrid>
      </div>

      {props.children}

      <Panel>
        <div className="adm-toolbar">
          <SearchBox label={`Search ${props.plural}`} value={search} onChange={setSearch} placeholder={props.searchPlaceholder} className="adm-toolbar__grow" />
          <FilterSelect
            label="Filter by category"
            value={category}
            onChange={setCategory}
            options={[{ value: '', label: 'All Categories' }, ...info.categories.map((c) => ({ value: c, label: c }))]}
          />
          {props.extraFilter && <FilterSelect label={props.extraFilter.label} value={extra} onChange={setExtra} options={props.extraFilter.options} />}
          <StatusFilter value={status} onChange={setStatus} />
        </div>

        <ListStates
          list={list}
          loadingText={props.loadingText}
          errorTitle={texts.loadError}
          errorMessage={texts.fetchError}
          empty={
            shown.length === 0 && (
              <EmptyState title={texts.empty} text={anyFilter ? texts.emptyFiltered : `Get started by adding the first one.`} icon={props.icon}>
                <EmptyListActions filtered={anyFilter} onClear={clearFilters} createLabel={props.newLabel} onCreate={() => setEditing(null)} />
              </EmptyState>
            )
          }
        >
          <div className={`adm-media-grid${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading}>
            {shown.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                href={props.detailHref(item)}
                label={props.cardLabel?.(item)}
                onEdit={() => setEditing(item)}
                onDelete={() => deletion.ask(item)}
              />
            ))}
          </div>
        </ListStates>
        {filtered.length > 0 && (
          <Pagination
            page={current}
            totalPages={totalPages}
            onChange={setPage}
            label={`${props.plural} pages`}
            hideWhenSingle={kind === 'tv'}
            summary={`Showing page ${current} of ${totalPages} (${filtered.length} ${props.plural})`}
          />
        )}
      </Panel>

      <div className="adm-help">
        <InfoIcon size={20} />
        <div>{props.info}</div>
      </div>

      <MediaFormModal<T>
        kind={kind}
        open={editing !== undefined}
        item={editing}
        seasons={props.seasons}
        onSeasonAdded={props.onSeasonAdded}
        onClose={() => setEditing(undefined)}
        onSaved={onSaved}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={texts.deleteTitle}
        message={texts.deleteMessage(deletion.target?.title ?? '')}
        warning="This action cannot be undone."
        confirmLabel={texts.deleteConfirm}
      />
    </div>
  );
}
