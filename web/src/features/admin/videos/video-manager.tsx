/**
 * The management screen shared by Magazine Videos (/admin/magazine/videos) and TV show episodes
 * (/admin/tv-show): four stat tiles, client-side search (title or description) and filters, a card
 * grid of 4 per page with 'Showing page X of Y (N ...)', links to the editor's page (new and edit),
 * the delete dialog and an info panel. The whole list is read once (all pages) because the spec filters it in the browser.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TvEpisode, Video } from '../../../../../shared/api/content.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { useChangeRule } from '../lib/may-change.ts';
import { useErrorToast } from '../lib/use-error-toast.ts';
import { formatCount } from '../lib/format.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect, SearchBox, type Option } from '../components/fields.tsx';
import { HelpBox } from '../components/help-box.tsx';
import { CheckCircleIcon, EyeIcon, StarIcon } from '../components/icons.tsx';
import { CreateButton, EmptyListActions, StatusFilter } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { Pagination } from '../components/pagination.tsx';
import { StatGrid, StatTile } from '../components/stat-tile.tsx';
import { EmptyState } from '../components/states.tsx';
import { listEvery, type VideoEndpoints } from './api.ts';
import { VideoCard } from './video-card.tsx';
import { VIDEO_KINDS, type VideoKind } from './video-form.ts';

const PAGE_SIZE = 4;

type Item = Video | TvEpisode;

/** Mean of the ratings above 0, one decimal ('0.0' when none is rated). */
function averageRating(items: { rating: number }[]): string {
  const rated = items.filter((i) => i.rating > 0);
  if (rated.length === 0) return '0.0';
  return (rated.reduce((sum, i) => sum + i.rating, 0) / rated.length).toFixed(1);
}

const matchesSearch = (item: { title: string; description: string }, q: string) => {
  const needle = q.trim().toLowerCase();
  return !needle || item.title.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle);
};

export interface VideoManagerProps<T extends Item> {
  kind: VideoKind;
  /** The list's calls (videos or TV episodes). */
  api: VideoEndpoints<T>;
  title: string;
  subtitle: string;
  icon: ReactNode;
  newLabel: string;
  /** Plural noun of the footer ('videos', 'episodes'). */
  plural: string;
  loadingText: string;
  searchPlaceholder: string;
  detailHref: (item: T) => string;
  /** The editor's pages: a new item, and `id`'s. */
  newHref: string;
  editHref: (item: T) => string;
  /** TV: an extra filter (season) and the card label. */
  extraFilter?: { label: string; options: Option[]; matches: (item: T, value: string) => boolean };
  cardLabel?: (item: T) => ReactNode;
  /** Numbers from a stats endpoint that beat counting the list (TV: GET /tvshows/stats). */
  stats?: { total?: number; published?: number; avgRating?: number };
  onChanged?: () => void;
  texts: {
    loadError: string;
    fetchError: string;
    deleteError: string;
    empty: string;
    emptyFiltered: string;
  };
  /** The help box under the list. */
  help: { title: string; points: ReactNode[] };
  /** Extra content under the header (TV: seasons panel). */
  children?: ReactNode;
}

export function VideoManager<T extends Item>(props: VideoManagerProps<T>) {
  const { kind, api, texts } = props;
  const { request } = useAuth();
  const info = VIDEO_KINDS[kind];
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [extra, setExtra] = useState('');
  const [page, setPage] = useState(1);

  const list = useLoad(() => listEvery(request, api.list), [request, api], texts.fetchError);
  useErrorToast(list.error, texts.loadError);

  const items = useMemo(() => list.data ?? [], [list.data]);
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
  const totalPages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const anyFilter = Boolean(search.trim() || category || status || extra);
  useEffect(() => setPage(1), [search, category, status, extra]);

  const totalViews = items.reduce((sum, i) => sum + i.views, 0);
  const published = props.stats?.published ?? items.filter((i) => i.status === 'published').length;
  const avg = props.stats?.avgRating !== undefined ? props.stats.avgRating.toFixed(1) : averageRating(items);

  const refusal = useChangeRule();
  const deletion = useConfirmDelete<T>({
    remove: (req, item) => api.remove(req, item.id),
    failed: texts.deleteError,
    onDeleted: (gone) => {
      list.setData((old) => (old ?? []).filter((i) => i.id !== gone.id));
      props.onChanged?.();
    },
    onRestored: () => {
      list.reload();
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
    <ListPage
      title={props.title}
      subtitle={props.subtitle}
      icon={props.icon}
      actions={<CreateButton label={props.newLabel} to={props.newHref} />}
      intro={
        <>
          <div className="adm-media-stats">
            <StatGrid>
              <StatTile title={kind === 'tv' ? 'Total Episodes' : 'Total Videos'} value={list.data ? (props.stats?.total ?? items.length) : '—'} icon={props.icon} tone="red" />
              <StatTile title="Total Views" value={list.data ? formatCount(totalViews) : '—'} icon={<EyeIcon />} tone="blue" />
              <StatTile title="Avg Rating" value={list.data ? avg : '—'} icon={<StarIcon />} tone="amber" note="out of 5, rated items" />
              <StatTile title="Published" value={list.data ? published : '—'} icon={<CheckCircleIcon />} tone="green" />
            </StatGrid>
          </div>
          {props.children}
        </>
      }
      filters={
        <>
          <SearchBox label={`Search ${props.plural}`} value={search} onChange={setSearch} placeholder={props.searchPlaceholder} className="adm-toolbar__grow" />
          <FilterSelect
            label="Filter by category"
            value={category}
            onChange={setCategory}
            options={[{ value: '', label: 'All Categories' }, ...info.categories.map((c) => ({ value: c, label: c }))]}
          />
          {props.extraFilter && <FilterSelect label={props.extraFilter.label} value={extra} onChange={setExtra} options={props.extraFilter.options} />}
          <StatusFilter value={status} onChange={setStatus} />
        </>
      }
      states={{
        list,
        loadingText: props.loadingText,
        errorTitle: texts.loadError,
        errorMessage: texts.fetchError,
        empty: shown.length === 0 && (
          <EmptyState title={texts.empty} text={anyFilter ? texts.emptyFiltered : `Get started by adding the first one.`} icon={props.icon}>
            <EmptyListActions filtered={anyFilter} onClear={clearFilters} createLabel={props.newLabel} createTo={props.newHref} />
          </EmptyState>
        ),
      }}
      pagination={
        filtered.length > 0 && (
          <Pagination
            page={current}
            totalPages={totalPages}
            onChange={setPage}
            label={`${props.plural} pages`}
            hideWhenSingle={kind === 'tv'}
            summary={`Showing page ${current} of ${totalPages} (${filtered.length} ${props.plural})`}
          />
        )
      }
      after={
        <>
          <HelpBox iconSize={20} title={props.help.title} points={props.help.points} />
          <ConfirmDialog
            {...deletion.dialog}
            title="Move to trash?"
            message={
              <>
                "<strong>{deletion.target?.title}</strong>" leaves the site at once. It keeps its likes, comments and views, and can be restored from the Trash for 30 days.
              </>
            }
            warning={deletion.target?.featured ? 'It is Featured: it leaves that list now, and is offered back if it is restored.' : undefined}
            confirmLabel="Move to trash"
            busyLabel="Moving..."
          />
        </>
      }
    >
      <div className={`adm-media-grid${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading}>
        {shown.map((item) => (
          <VideoCard
            key={item.id}
            item={item}
            href={props.detailHref(item)}
            label={props.cardLabel?.(item)}
            editHref={props.editHref(item)}
            onDelete={() => deletion.ask(item)}
            refusal={refusal(item)}
          />
        ))}
      </div>
    </ListPage>
  );
}
