/**
 * Podcast Management (/admin/podcast): stat tiles from GET /api/podcasts/stats, search, status and
 * series filters (both applied by the server), 10 rows per page with image, title, status, 'with
 * {guest}', series, description, plays, downloads, duration, date, rating, edit and delete. A row
 * click opens /admin/podcast/{id}. Series and guests come from the API (and can be added from the form).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PodcastEpisode, PodcastGuest, PodcastSeries } from '../../../../../shared/api/content.ts';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import type { PodcastStats } from '../../../../../shared/api/podcasts.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { useErrorToast } from '../lib/use-error-toast.ts';
import { formatCount, formatDate, truncate } from '../lib/format.ts';
import {
  AdminImage,
  CalendarIcon,
  ClockIcon,
  ConfirmDialog,
  CreateButton,
  DownloadIcon,
  EditIcon,
  EmptyListActions,
  EmptyState,
  FilterSelect,
  InfoIcon,
  ListPagination,
  ListStates,
  MicIcon,
  PageHeader,
  Panel,
  PlayIcon,
  SearchBox,
  StatusFilter,
  StarIcon,
  StatGrid,
  StatTile,
  StatusBadge,
  TrashIcon,
  useAdminToast,
} from '../components/index.ts';
import { PodcastFormModal } from './podcast-form-modal.tsx';
import './media.css';

const PAGE_SIZE = 10;

/** Series and guests kept in the database, with local add (after a POST from the form). */
export function usePodcastRefs() {
  const { request } = useAuth();
  const series = useLoad(() => request<{ data: PodcastSeries[] }>('/podcasts/series').then((r) => r.data), [request]);
  const guests = useLoad(() => request<{ data: PodcastGuest[] }>('/podcasts/guests').then((r) => r.data), [request]);
  return {
    series: series.data ?? [],
    guests: guests.data ?? [],
    addSeries: (s: PodcastSeries) => series.setData((old) => [...(old ?? []).filter((x) => x.id !== s.id), s]),
    addGuest: (g: PodcastGuest) => guests.setData((old) => [...(old ?? []).filter((x) => x.id !== g.id), g]),
  };
}

export function PodcastsPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const refs = usePodcastRefs();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [seriesId, setSeriesId] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const [editing, setEditing] = useState<PodcastEpisode | null | undefined>(undefined);
  useEffect(() => setPage(1), [q, status, seriesId]);

  const stats = useLoad(() => request<{ data: PodcastStats }>('/podcasts/stats').then((r) => r.data), [request], 'Failed to fetch podcast statistics');
  const list = useLoad(
    () => request<{ data: PodcastEpisode[]; pagination: PageInfo }>('/podcasts', { query: { page, limit: PAGE_SIZE, q, status, series_id: seriesId, sort: 'newest' } }),
    [request, page, q, status, seriesId],
    'Failed to fetch podcasts',
  );
  useErrorToast(list.error, 'Error loading podcasts');

  const episodes = list.data?.data ?? [];
  const pageInfo = list.data?.pagination;
  const filtered = Boolean(q || status || seriesId);

  const onSaved = (_saved: PodcastEpisode, mode: 'create' | 'edit') => {
    setEditing(undefined);
    toast.success(mode === 'create' ? 'Podcast episode created successfully!' : 'Podcast episode updated successfully!');
    list.reload();
    stats.reload();
  };

  const deletion = useConfirmDelete<PodcastEpisode>({
    path: (p) => `/podcasts/${p.id}`,
    deleted: 'Podcast episode deleted successfully!',
    failed: 'Error deleting podcast episode',
    onDeleted: () => {
      if (episodes.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
      stats.reload();
    },
  });

  const s = stats.data;
  return (
    <div className="adm-page">
      <PageHeader
        title="Podcast Management"
        subtitle="Manage the podcast's episodes, series and guests"
        icon={<MicIcon />}
        actions={<CreateButton label="New Episode" onClick={() => setEditing(null)} />}
      />

      <div className="adm-media-stats">
        <StatGrid>
          <StatTile title="Total Episodes" value={s ? s.total : '—'} icon={<MicIcon />} tone="red" note={s ? `${s.published} published · ${s.featured} featured` : undefined} />
          <StatTile title="Total Plays" value={s ? formatCount(s.totalPlays) : '—'} icon={<PlayIcon />} tone="blue" />
          <StatTile title="Downloads" value={s ? formatCount(s.totalDownloads) : '—'} icon={<DownloadIcon />} tone="green" />
          <StatTile title="Avg Rating" value={s ? s.avgRating.toFixed(1) : '—'} icon={<StarIcon />} tone="amber" note="out of 5, rated episodes" />
        </StatGrid>
      </div>

      <Panel>
        <div className="adm-toolbar">
          <SearchBox label="Search podcast episodes" value={search} onChange={setSearch} placeholder="Search episodes by title, description or guest..." className="adm-toolbar__grow" />
          <StatusFilter value={status} onChange={setStatus} />
          <FilterSelect label="Filter by series" value={seriesId} onChange={setSeriesId} options={[{ value: '', label: 'All Series' }, ...refs.series.map((x) => ({ value: x.id, label: x.title }))]} />
        </div>

        <ListStates
          list={list}
          loadingText="Loading podcast episodes..."
          errorTitle="Error loading podcasts"
          errorMessage="Failed to fetch podcasts"
          empty={
            episodes.length === 0 && (
              <EmptyState title="No episodes found" text={filtered ? 'No episodes match your search or filters' : 'Get started by adding the first episode.'} icon={<MicIcon size={28} />}>
                <EmptyListActions
                  filtered={filtered}
                  onClear={() => {
                    setSearch('');
                    setStatus('');
                    setSeriesId('');
                  }}
                  createLabel="New Episode"
                  onCreate={() => setEditing(null)}
                />
              </EmptyState>
            )
          }
        >
          <ul className={`adm-pod-list${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading} aria-label="Podcast episodes">
            {episodes.map((p) => (
              // Mouse users click anywhere on the row; the title is the keyboard link.
              <li key={p.id} className="adm-pod-row" onClick={() => navigate(`/admin/podcast/${p.id}`)}>
                <AdminImage src={p.image} alt="" className="adm-pod-row__img" />
                <div>
                  <div className="adm-pod-row__head">
                    <h3 className="adm-pod-row__title">
                      <Link to={`/admin/podcast/${p.id}`} onClick={(e) => e.stopPropagation()}>
                        {p.episode_number !== null ? `#${p.episode_number} · ` : ''}
                        {p.title}
                      </Link>
                    </h3>
                    <StatusBadge status={p.status} />
                    {p.featured && <span className="adm-chip adm-tone--amber">Featured</span>}
                  </div>
                  <p className="adm-pod-row__sub">
                    {p.guest_name && (
                      <>
                        with <strong>{p.guest_name}</strong>
                      </>
                    )}
                    {p.guest_name && p.podcast_series && ' · '}
                    {p.podcast_series?.title}
                  </p>
                  <p className="adm-pod-row__desc">{truncate(p.description, 200)}</p>
                  <div className="adm-pod-row__stats">
                    <span>
                      <PlayIcon size={13} /> {formatCount(p.plays)} plays
                    </span>
                    <span>
                      <DownloadIcon size={13} /> {formatCount(p.downloads)} downloads
                    </span>
                    {p.duration && (
                      <span>
                        <ClockIcon size={13} /> {p.duration}
                      </span>
                    )}
                    <span>
                      <CalendarIcon size={13} /> {formatDate(p.publish_date)}
                    </span>
                    {p.rating > 0 && (
                      <span className="adm-pod-row__rating">
                        <StarIcon size={13} /> {p.rating.toFixed(1)}
                      </span>
                    )}
                  </div>
                </div>
                <div className="adm-pod-row__actions">
                  <button
                    type="button"
                    className="adm-icon-btn"
                    aria-label={`Edit ${p.title}`}
                    title="Edit"
                    onClick={(e) => {
                      e.stopPropagation();
                      setEditing(p);
                    }}
                  >
                    <EditIcon size={16} />
                  </button>
                  <button
                    type="button"
                    className="adm-icon-btn adm-icon-btn--danger"
                    aria-label={`Delete ${p.title}`}
                    title="Delete"
                    onClick={(e) => {
                      e.stopPropagation();
                      deletion.ask(p);
                    }}
                  >
                    <TrashIcon size={16} />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </ListStates>
        <ListPagination page={page} info={pageInfo} onChange={setPage} label="Podcast pages" noun="episodes" />
      </Panel>

      {s && s.topGuests.length > 0 && (
        <div className="adm-help">
          <InfoIcon size={20} />
          <div>
            <p className="adm-help__title">Most played guests</p>
            <ul>
              {s.topGuests.map((g) => (
                <li key={g.guest_name}>
                  {g.guest_name}: {g.episodes} {g.episodes === 1 ? 'episode' : 'episodes'}, {formatCount(g.plays)} plays
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <PodcastFormModal
        open={editing !== undefined}
        episode={editing}
        series={refs.series}
        guests={refs.guests}
        onSeriesAdded={refs.addSeries}
        onGuestAdded={refs.addGuest}
        onClose={() => setEditing(undefined)}
        onSaved={onSaved}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Episode"
        message={
          <>
            Are you sure you want to delete "<strong>{deletion.target?.title}</strong>"? This will permanently remove the podcast episode and all its data.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Delete Episode"
      />
    </div>
  );
}
