/**
 * Detail pages of a magazine video (/admin/video/{id}) and a TV episode (/admin/tvshow/{id}): the
 * thumbnail with Play, which swaps in the youtube-nocookie player (16:9, never autoplaying: the page
 * must not make noise on its own), the facts, YouTube / View Live / Manage / View Public Page links,
 * and side panels (info, tags, SEO description, analytics). Not found: a message with Go Back.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TvEpisode, TvSeason, Video } from '../../../../../shared/api/content.ts';
import { youtubeId } from '../../../../../shared/youtube.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { isStatus } from '../lib/errors.ts';
import { formatCount, formatDate, formatDateTime, splitTags, truncate } from '../lib/format.ts';
import {
  AdminImage,
  ArrowLeftIcon,
  CalendarIcon,
  Chip,
  ClockIcon,
  EditIcon,
  ErrorState,
  ExternalLinkIcon,
  EyeIcon,
  FilmIcon,
  ImageIcon,
  LoadingState,
  Panel,
  PlayIcon,
  StarIcon,
  StatusBadge,
  useAdminToast,
} from '../components/index.ts';
import { MediaFormModal } from './media-form-modal.tsx';
import { episodeLabel, type MediaKind } from './media-form.ts';
import { useSeasons } from './tv-show-page.tsx';
import './media.css';

type Item = Video | TvEpisode;

const TEXT = {
  video: {
    path: '/videos',
    notFound: 'Video not found',
    loadFailed: 'Failed to load video',
    loading: 'Loading video...',
    play: 'Play Video',
    live: (id: string) => `/video/${id}`,
    manage: '/admin/magazine/videos',
    manageLabel: 'Manage Videos',
    defaultSection: 'Magazine',
    infoTitle: 'Video Info',
    updated: 'Video updated successfully!',
    missing: "The video you're looking for doesn't exist or has been removed.",
  },
  tv: {
    path: '/tvshows',
    notFound: 'TV show episode not found',
    loadFailed: 'Failed to load TV show episode',
    loading: 'Loading episode...',
    play: 'Play Episode',
    live: (id: string) => `/tvshow/${id}`,
    manage: '/admin/tv-show',
    manageLabel: 'Manage TV Shows',
    defaultSection: 'TV Show',
    infoTitle: 'Episode Info',
    updated: 'TV show episode updated successfully!',
    missing: "The episode you're looking for doesn't exist or has been removed.",
  },
} as const;

export function VideoDetailPage() {
  return <MediaDetail kind="video" />;
}

export function TvEpisodeDetailPage() {
  const { seasons, add } = useSeasons();
  return <MediaDetail kind="tv" seasons={seasons} onSeasonAdded={add} />;
}

function MediaDetail({ kind, seasons, onSeasonAdded }: { kind: MediaKind; seasons?: TvSeason[]; onSeasonAdded?: (s: TvSeason) => void }) {
  const t = TEXT[kind];
  const { id = '' } = useParams();
  const { request } = useAuth();
  const navigate = useNavigate();
  const toast = useAdminToast();
  const [playing, setPlaying] = useState(false);
  const [fullText, setFullText] = useState(false);
  const [allTags, setAllTags] = useState(false);
  const [editing, setEditing] = useState(false);
  const item = useLoad(
    () =>
      request<{ data: Item }>(`${t.path}/${encodeURIComponent(id)}`)
        .then((r) => r.data)
        .catch((err) => {
          if (isStatus(err, 404) || isStatus(err, 400)) throw new Error(t.notFound);
          throw new Error(t.loadFailed);
        }),
    [request, id, kind],
  );

  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(t.manage));

  if (item.loading && !item.data) return <LoadingState text={t.loading} />;
  if (item.error || !item.data) {
    return (
      <div className="adm-page">
        <ErrorState title={item.error ?? t.notFound} message={t.missing}>
          <button type="button" className="adm-btn adm-btn--primary" onClick={goBack}>
            <ArrowLeftIcon size={16} /> Go Back
          </button>
        </ErrorState>
      </div>
    );
  }

  const v = item.data;
  const tv = kind === 'tv' ? (v as TvEpisode) : null;
  const ytId = youtubeId(v.youtube_url);
  const tags = splitTags(v.tags);
  const shownTags = allTags ? tags : tags.slice(0, 3);
  const long = v.description.length > 200;
  const thumb = v.thumbnail || (ytId ? `https://i.ytimg.com/vi/${ytId}/hqdefault.jpg` : '');
  const label = tv ? episodeLabel(tv) : '';

  return (
    <div className="adm-page">
      <div className="adm-detail-top">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={goBack}>
          <ArrowLeftIcon size={16} /> Back
        </button>
        <div className="adm-detail-top__actions">
          <a href={t.live(v.id)} target="_blank" rel="noreferrer" className="adm-btn adm-btn--secondary adm-btn--sm">
            <ExternalLinkIcon size={16} /> View Live
          </a>
          <Link to={t.manage} className="adm-btn adm-btn--secondary adm-btn--sm">
            <FilmIcon size={16} /> {t.manageLabel}
          </Link>
          <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={() => setEditing(true)}>
            <EditIcon size={16} /> Edit
          </button>
        </div>
      </div>

      <div className="adm-detail">
        <div className="adm-detail__main">
          <Panel>
            <div className="adm-player">
              {playing && ytId ? (
                <iframe
                  className="adm-player__frame"
                  // No autoplay parameter: the player waits for its own play button.
                  src={`https://www.youtube-nocookie.com/embed/${ytId}?rel=0`}
                  title={`YouTube player: ${v.title}`}
                  allow="encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              ) : (
                <AdminImage src={thumb} alt={`Thumbnail of ${v.title}`} className="adm-player__thumb" />
              )}
            </div>
            <div className="adm-player__actions">
              {ytId ? (
                <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
                  {playing ? <ImageIcon size={16} /> : <PlayIcon size={16} />} {playing ? 'Show Thumbnail' : t.play}
                </button>
              ) : (
                <span className="adm-muted">Video not available: no YouTube link</span>
              )}
              {ytId && (
                <a href={`https://www.youtube.com/watch?v=${ytId}`} target="_blank" rel="noreferrer" className="adm-btn adm-btn--secondary adm-btn--sm">
                  <ExternalLinkIcon size={16} /> Watch on YouTube
                </a>
              )}
            </div>

            <div className="adm-preview__chips">
              <Chip tone="red">{v.category}</Chip>
              <StatusBadge status={v.status} />
              {v.is_new && <Chip tone="green">New</Chip>}
              {v.featured && <Chip tone="amber">Featured</Chip>}
              {label && <Chip tone="blue">{label}</Chip>}
            </div>
            <h1 className="adm-detail__title">{v.title}</h1>
            <p className="adm-detail__meta">
              <span>
                <CalendarIcon size={15} /> {formatDate(v.upload_date)}
              </span>
              {v.duration && (
                <span>
                  <ClockIcon size={15} /> {v.duration}
                </span>
              )}
              <span>
                <EyeIcon size={15} /> {formatCount(v.views)} views
              </span>
              {v.rating > 0 && (
                <span>
                  <StarIcon size={15} /> {v.rating.toFixed(1)}/5
                </span>
              )}
            </p>
            <h2 className="adm-section-title">Description</h2>
            <p className="adm-detail__content">{fullText || !long ? v.description : truncate(v.description, 200)}</p>
            {long && (
              <button type="button" className="adm-link" onClick={() => setFullText((s) => !s)} aria-expanded={fullText}>
                {fullText ? 'Show less' : 'Show more'}
              </button>
            )}
          </Panel>
        </div>

        <aside className="adm-detail__side">
          <Panel title={t.infoTitle}>
            <dl className="adm-facts">
              <div>
                <dt>Category</dt>
                <dd>{v.category}</dd>
              </div>
              <div>
                <dt>Section</dt>
                <dd>{v.section || t.defaultSection}</dd>
              </div>
              {tv && (
                <>
                  <div>
                    <dt>Season</dt>
                    <dd>{tv.season_number !== null ? `Season ${tv.season_number}` : '—'}</dd>
                  </div>
                  <div>
                    <dt>Episode</dt>
                    <dd>{tv.episode_number ?? '—'}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>Creator</dt>
                <dd>{v.creator || '—'}</dd>
              </div>
            </dl>
          </Panel>
          <Panel title="Tags">
            {tags.length === 0 ? (
              <p className="adm-muted">No tags</p>
            ) : (
              <div className="adm-tags">
                {shownTags.map((tag) => (
                  <Chip key={tag}>#{tag}</Chip>
                ))}
                {tags.length > 3 && (
                  <button type="button" className="adm-link" onClick={() => setAllTags((s) => !s)} aria-expanded={allTags}>
                    {allTags ? 'Show less' : `+${tags.length - 3} more`}
                  </button>
                )}
              </div>
            )}
          </Panel>
          <Panel title="SEO Description">
            <p>{v.meta_description ? truncate(v.meta_description, 120) : <span className="adm-muted">No meta description</span>}</p>
          </Panel>
          <Panel title="Analytics">
            <dl className="adm-facts">
              <div>
                <dt>Views</dt>
                <dd>{formatCount(v.views)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={v.status} />
                </dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{formatDateTime(v.created_at)}</dd>
              </div>
              <div>
                <dt>Updated</dt>
                <dd>{formatDateTime(v.updated_at)}</dd>
              </div>
              <div>
                <dt>Published</dt>
                <dd>{formatDateTime(v.upload_date)}</dd>
              </div>
            </dl>
            <a href={t.live(v.id)} target="_blank" rel="noreferrer" className="adm-link adm-link--with-icon">
              <ExternalLinkIcon size={14} /> View Public Page
            </a>
          </Panel>
        </aside>
      </div>

      <MediaFormModal<Item>
        kind={kind}
        open={editing}
        item={v}
        seasons={seasons}
        onSeasonAdded={onSeasonAdded}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          item.setData(saved);
          toast.success(t.updated);
        }}
      />
    </div>
  );
}
