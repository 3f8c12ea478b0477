/**
 * Podcast Management (/admin/podcast): stat tiles from GET /api/podcasts/stats, search, status and
 * series filters (both applied by the server), 10 rows per page with image, title, status, 'with
 * {guest}', series, description, plays, downloads, duration, date, rating, edit and delete. A row
 * click opens /admin/podcast/{id}. Series and guests come from the API (and can be added from the form).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PodcastEpisode, PodcastGuest, PodcastSeries } from '../../../../../shared/api/content.ts';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import type { PodcastStats } from '../../../../../shared/api/podcasts.ts';
import { CONTENT_STATUSES } from '../../../../../shared/constants.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { messageOf } from '../lib/errors.ts';
import { formatCount, formatDate, truncate } from '../lib/format.ts';
import {
  AdminImage,
  CalendarIcon,
  ClockIcon,
  ConfirmDialog,
  DownloadIcon,
  EditIcon,
  EmptyState,
  ErrorState,
  FilterSelect,
  InfoIcon,
  LoadingState,
  MicIcon,
  PageHeader,
  Pagination,
  Panel,
  PlayIcon,
  PlusIcon,
  SearchBox,
  StarIcon,
  StatGrid,
  StatTile,
  StatusBadge,
  TrashIcon,
  statusLabel,
  useAdminToast,
} from '../components/index.ts';
import { PodcastFormModal } from './podcast-form-modal.tsx';
import './media.css';

const PAGE_SIZE = 10;

function useDebounced<T>(value: T, ms: number): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return out;
}

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
  const [deleting, setDeleting] = useState<PodcastEpisode | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  useEffect(() => setPage(1), [q, status, seriesId]);

  const stats = useLoad(() => request<{ data: PodcastStats }>('/podcasts/stats').then((r) => r.data), [request], 'Failed to fetch podcast statistics');
  const list = useLoad(
    () => request<{ data: PodcastEpisode[]; pagination: PageInfo }>('/podcasts', { query: { page, limit: PAGE_SIZE, q, status, series_id: seriesId, sort: 'newest' } }),
    [request, page, q, status, seriesId],
    'Failed to fetch podcasts',
  );
  useEffect(() => {
    if (list.error) toast.error('Error loading podcasts', list.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.error]);

  const episodes = list.data?.data ?? [];
  const pageInfo = list.data?.pagination;
  const filtered = Boolean(q || status || seriesId);

  const onSaved = (_saved: PodcastEpisode, mode: 'create' | 'edit') => {
    setEditing(undefined);
    toast.success(mode === 'create' ? 'Podcast episode created successfully!' : 'Podcast episode updated successfully!');
    list.reload();
    stats.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await request(`/podcasts/${deleting.id}`, { method: 'DELETE' });
      toast.success('Podcast episode deleted successfully!');
      setDeleting(null);
      if (episodes.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
      stats.reload();
    } catch (err) {
      toast.error('Error deleting podcast episode', messageOf(err, 'Please try again.'));
    } finally {
      setDeleteBusy(false);
    }
  };

  const s = stats.data;
  return (
    <div className="adm-page">
      <PageHeader
        title="Podcast Management"
        subtitle="Manage the podcast's episodes, series and guests"
        icon={<MicIcon />}
        actions={
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => setEditing(null)}>
            <PlusIcon size={16} /> New Episode
          </button>
        }
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
          <FilterSelect
            label="Filter by status"
            value={status}
            onChange={setStatus}
            options={[{ value: '', label: 'All Status' }, ...CONTENT_STATUSES.map((st) => ({ value: st, label: statusLabel(st) }))]}
          />
          <FilterSelect label="Filter by series" value={seriesId} onChange={setSeriesId} options={[{ value: '', label: 'All Series' }, ...refs.series.map((x) => ({ value: x.id, label: x.title }))]} />
        </div>

        {list.loading && !list.data ? (
          <LoadingState text="Loading podcast episodes..." />
        ) : list.error && !list.data ? (
          <ErrorState title="Error loading podcasts" message="Failed to fetch podcasts" onRetry={list.reload} />
        ) : episodes.length === 0 ? (
          <EmptyState title="No episodes found" text={filtered ? 'No episodes match your search or filters' : 'Get started by adding the first episode.'} icon={<MicIcon size={28} />}>
            {filtered ? (
              <button
                type="button"
                className="adm-btn adm-btn--secondary"
                onClick={() => {
                  setSearch('');
                  setStatus('');
                  setSeriesId('');
                }}
              >
                Clear filters
              </button>
            ) : (
              <button type="button" className="adm-btn adm-btn--primary" onClick={() => setEditing(null)}>
                <PlusIcon size={16} /> New Episode
              </button>
            )}
          </EmptyState>
        ) : (
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
                      setDeleting(p);
                    }}
                  >
                    <TrashIcon size={16} />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pageInfo && pageInfo.total > 0 && (
          <Pagination
            page={page}
            totalPages={pageInfo.totalPages}
            onChange={setPage}
            label="Podcast pages"
            summary={`Showing page ${page} of ${Math.max(1, pageInfo.totalPages)} (${pageInfo.total} episodes)`}
          />
        )}
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
        open={Boolean(deleting)}
        title="Delete Episode"
        message={
          <>
            Are you sure you want to delete "<strong>{deleting?.title}</strong>"? This will permanently remove the podcast episode and all its data.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Delete Episode"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
