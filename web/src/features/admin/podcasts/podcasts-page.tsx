/**
 * Podcast Management (/admin/podcast): stat tiles from GET /api/podcasts/stats, search, status and
 * series filters (both applied by the server), 10 rows per page with image, title, status, 'with
 * {guest}', series, description, plays, downloads, duration, date, rating, edit and delete (where the
 * member may change the episode, else why not). A row
 * click opens /admin/podcast/{id}; New Episode and Edit open the editor's page
 * (/admin/podcast-episodes/new, /admin/podcast-episodes/{id}/edit).
 * Under the list, the show's counted downloads of the last 30 days with its top episodes.
 */
import { Link, useNavigate } from 'react-router-dom';
import type { PodcastEpisode } from '../../../../../shared/api/content.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { useChangeRule } from '../lib/may-change.ts';
import { ReadOnlyNote } from '../components/read-only-note.tsx';
import { useErrorToast } from '../lib/use-error-toast.ts';
import { formatCount, formatDate, truncate } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect, SearchBox } from '../components/fields.tsx';
import { HelpBox } from '../components/help-box.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { CalendarIcon, ClockIcon, DownloadIcon, EditIcon, MicIcon, PlayIcon, StarIcon, TrashIcon } from '../components/icons.tsx';
import { CreateButton, EmptyListActions, ListPagination, StatusFilter } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { PodcastCoverPanel } from '../components/podcast-cover-panel.tsx';
import { StatGrid, StatTile } from '../components/stat-tile.tsx';
import { EmptyState } from '../components/states.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { deletePodcast, getPodcastStats, listPodcasts } from './api.ts';
import { ShowDownloadsPanel } from './downloads-panels.tsx';
import { usePodcastRefs } from './use-podcast-refs.ts';
import './podcasts.css';
import { countOf, nounFor } from '../../../../../shared/words.ts';

const PAGE_SIZE = 10;

export function PodcastsPage() {
  const { request } = useAuth();
  const navigate = useNavigate();
  const refs = usePodcastRefs();

  const stats = useLoad(() => getPodcastStats(request), [request], 'Failed to fetch podcast statistics');
  const episodes = usePagedList({
    load: (req, query) => listPodcasts(req, { ...query, sort: 'newest' }),
    filters: { status: '', series_id: '' },
    pageSize: PAGE_SIZE,
    failed: 'Failed to fetch podcasts',
  });
  const { list, rows, filters } = episodes;
  useErrorToast(list.error, 'Error loading podcasts');

  const refusal = useChangeRule();
  const deletion = useConfirmDelete<PodcastEpisode>({
    remove: (req, p) => deletePodcast(req, p.id),
    failed: 'Failed to move the episode to the trash',
    onDeleted: () => {
      episodes.afterDelete();
      stats.reload();
    },
    onRestored: () => {
      list.reload();
      stats.reload();
    },
  });

  const s = stats.data;
  return (
    <ListPage
      title="Podcast Management"
      subtitle="Manage the podcast's episodes, series and guests"
      icon={<MicIcon />}
      actions={<CreateButton label="New Episode" to="/admin/podcast-episodes/new" />}
      intro={
        <div className="adm-media-stats">
          <StatGrid>
            <StatTile title="Total Episodes" value={s ? s.total : '—'} icon={<MicIcon />} tone="red" note={s ? `${s.published} published · ${s.featured} featured` : undefined} />
            <StatTile title="Total Plays" value={s ? formatCount(s.totalPlays) : '—'} icon={<PlayIcon />} tone="blue" />
            <StatTile title="Downloads" value={s ? formatCount(s.totalDownloads) : '—'} icon={<DownloadIcon />} tone="green" />
            <StatTile title="Avg Rating" value={s ? s.avgRating.toFixed(1) : '—'} icon={<StarIcon />} tone="amber" note="out of 5, rated episodes" />
          </StatGrid>
        </div>
      }
      filters={
        <>
          <SearchBox label="Search podcast episodes" value={episodes.search} onChange={episodes.setSearch} placeholder="Search episodes by title, description or guest..." className="adm-toolbar__grow" />
          <StatusFilter value={filters.status} onChange={(v) => episodes.setFilter('status', v)} />
          <FilterSelect
            label="Filter by series"
            value={filters.series_id}
            onChange={(v) => episodes.setFilter('series_id', v)}
            options={[{ value: '', label: 'All Series' }, ...refs.series.map((x) => ({ value: x.id, label: x.title }))]}
          />
        </>
      }
      states={{
        list,
        loadingText: 'Loading podcast episodes...',
        errorTitle: 'Error loading podcasts',
        errorMessage: 'Failed to fetch podcasts',
        empty: rows.length === 0 && (
          <EmptyState title="No episodes found" text={episodes.filtered ? 'No episodes match your search or filters' : 'Get started by adding the first episode.'} icon={<MicIcon size={28} />}>
            <EmptyListActions filtered={episodes.filtered} onClear={episodes.clearFilters} createLabel="New Episode" createTo="/admin/podcast-episodes/new" />
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={episodes.page} info={episodes.pageInfo} onChange={episodes.setPage} label="Podcast pages" noun="episodes" />}
      after={
        <>
          <ShowDownloadsPanel />
          <PodcastCoverPanel />
          {s && s.topGuests.length > 0 && (
            <HelpBox
              iconSize={20}
              title="Most played guests"
              points={s.topGuests.map((g) => `${g.guest_name}: ${countOf(g.episodes, 'episode')}, ${formatCount(g.plays)} ${nounFor(g.plays, 'play')}`)}
            />
          )}
          <ConfirmDialog
            {...deletion.dialog}
            title="Move to trash?"
            message={
              <>
                "<strong>{deletion.target?.title}</strong>" leaves the site and the podcast feeds at once. It keeps its plays, downloads, likes and comments, and can be restored from the Trash for 30 days.
              </>
            }
            warning={deletion.target?.featured ? 'It is Featured: it leaves that list now, and is offered back if it is restored.' : undefined}
            confirmLabel="Move to trash"
            busyLabel="Moving..."
          />
        </>
      }
    >
      <ul className={`adm-pod-list${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading} aria-label="Podcast episodes">
        {rows.map((p) => (
          // Mouse users click anywhere on the row; the title is the keyboard link.
          <li key={p.id} className="adm-pod-row" onClick={() => navigate(`/admin/podcast/${p.id}`)}>
            <AdminImage src={p.image} alt="" className="adm-pod-row__img" sizes={ADMIN_IMAGE_SIZES.podcastRow} />
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
                  <PlayIcon size={13} /> {formatCount(p.plays)} {nounFor(p.plays, 'play')}
                </span>
                <span>
                  <DownloadIcon size={13} /> {formatCount(p.downloads)} {nounFor(p.downloads, 'download')}
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
              <ReadOnlyNote refusal={refusal(p)} status={p.status} />
            </div>
            {refusal(p) === null && (
              <div className="adm-pod-row__actions">
                <Link to={`/admin/podcast-episodes/${p.id}/edit`} className="adm-icon-btn" aria-label={`Edit ${p.title}`} title="Edit" onClick={(e) => e.stopPropagation()}>
                  <EditIcon size={16} />
                </Link>
                <IconButton
                  danger
                  label={`Delete ${p.title}`}
                  title="Delete"
                  icon={<TrashIcon size={16} />}
                  onClick={(e) => {
                    e.stopPropagation();
                    deletion.ask(p);
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
