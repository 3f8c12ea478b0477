/**
 * Detail pages of a magazine video (/admin/video/{id}) and a TV episode (/admin/tvshow/{id}): the
 * thumbnail with Play, which swaps in the youtube-nocookie player (16:9, never autoplaying: the page
 * must not make noise on its own), the facts, YouTube / View Live / Manage / View Public Page links,
 * and side panels (info, tags, SEO description, analytics). Not found: a message with Go Back.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TvEpisode, Video } from '../../../../../shared/api/content.ts';
import { youtubeId } from '../../../../../shared/youtube.ts';
import { useChangeRule } from '../lib/may-change.ts';
import { useDetailItem, useGoBack } from '../lib/use-detail.ts';
import { formatCount, formatDate, formatDateTime, splitTags } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { CollapsibleTags, DetailError, DetailTopBar, ExpandableText, Fact, SeoDescriptionPanel } from '../components/detail-parts.tsx';
import { CalendarIcon, ClockIcon, ExternalLinkIcon, EyeIcon, FilmIcon, ImageIcon, PlayIcon, StarIcon } from '../components/icons.tsx';
import { Panel } from '../components/page-header.tsx';
import { LoadingState } from '../components/states.tsx';
import { Chip, StatusBadge } from '../components/status-badge.tsx';
import { tvEpisodeApi, videoApi } from './api.ts';
import { episodeLabel, type VideoKind } from './video-form.ts';
import './videos.css';
import { nounFor, sectionLabel } from '../../../../../shared/words.ts';

type Item = Video | TvEpisode;

const TEXT = {
  video: {
    api: videoApi,
    notFound: 'Video not found',
    loadFailed: 'Failed to load video',
    loading: 'Loading video...',
    play: 'Play Video',
    live: (id: string) => `/video/${id}`,
    manage: '/admin/magazine/videos',
    manageLabel: 'Manage Videos',
    defaultSection: 'Magazine',
    infoTitle: 'Video Info',
    edit: (id: string) => `/admin/videos/${id}/edit`,
    missing: "The video you're looking for doesn't exist or has been removed.",
  },
  tv: {
    api: tvEpisodeApi,
    notFound: 'TV show episode not found',
    loadFailed: 'Failed to load TV show episode',
    loading: 'Loading episode...',
    play: 'Play Episode',
    live: (id: string) => `/tvshow/${id}`,
    manage: '/admin/tv-show',
    manageLabel: 'Manage TV Shows',
    defaultSection: 'TV Show',
    infoTitle: 'Episode Info',
    edit: (id: string) => `/admin/tv-episodes/${id}/edit`,
    missing: "The episode you're looking for doesn't exist or has been removed.",
  },
} as const;

export function VideoDetailPage() {
  return <VideoDetail kind="video" />;
}

export function TvEpisodeDetailPage() {
  return <VideoDetail kind="tv" />;
}

function VideoDetail({ kind }: { kind: VideoKind }) {
  const t = TEXT[kind];
  const { id = '' } = useParams();
  const [playing, setPlaying] = useState(false);
  const item = useDetailItem<Item>(t.api.get, id, { notFound: t.notFound, failed: () => t.loadFailed });
  const goBack = useGoBack(t.manage);
  const changeRule = useChangeRule();

  if (item.loading && !item.data) return <LoadingState text={t.loading} />;
  if (item.error || !item.data) return <DetailError title={item.error ?? t.notFound} message={t.missing} onBack={goBack} />;

  const v = item.data;
  const tv = kind === 'tv' ? (v as TvEpisode) : null;
  const ytId = youtubeId(v.youtube_url);
  const tags = splitTags(v.tags);
  const thumb = v.thumbnail || (ytId ? `https://i.ytimg.com/vi/${ytId}/hqdefault.jpg` : '');
  const label = tv ? episodeLabel(tv) : '';

  return (
    <div className="adm-page">
      <DetailTopBar
        onBack={goBack}
        liveHref={t.live(v.id)}
        preview={v.status === 'published' ? null : { kind: kind === 'tv' ? 'tvshows' : 'videos', id: v.id }}
        manage={{ to: t.manage, icon: <FilmIcon size={16} />, label: t.manageLabel }}
        editLabel="Edit"
        editHref={t.edit(v.id)}
        refusal={changeRule(v)}
        status={v.status}
      />

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
                <AdminImage src={thumb} alt={`Thumbnail of ${v.title}`} className="adm-player__thumb" sizes={ADMIN_IMAGE_SIZES.wide} />
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
                <EyeIcon size={15} /> {formatCount(v.views)} {nounFor(v.views, 'view')}
              </span>
              {v.rating > 0 && (
                <span>
                  <StarIcon size={15} /> {v.rating.toFixed(1)}/5
                </span>
              )}
            </p>
            <h2 className="adm-section-title">Description</h2>
            <ExpandableText text={v.description} max={200} className="adm-detail__content" />
          </Panel>
        </div>

        <aside className="adm-detail__side">
          <Panel title={t.infoTitle}>
            <dl className="adm-facts">
              <Fact label="Category">{v.category}</Fact>
              <Fact label="Section">{sectionLabel(v.section || t.defaultSection)}</Fact>
              {tv && (
                <>
                  <Fact label="Season">{tv.season_number !== null ? `Season ${tv.season_number}` : '—'}</Fact>
                  <Fact label="Episode">{tv.episode_number ?? '—'}</Fact>
                </>
              )}
              <Fact label="Creator">{v.creator || '—'}</Fact>
            </dl>
          </Panel>
          <Panel title="Tags">
            <CollapsibleTags tags={tags} moreLabel={(hidden) => `+${hidden} more`} empty={<p className="adm-muted">No tags</p>} />
          </Panel>
          <SeoDescriptionPanel text={v.meta_description} />
          <Panel title="Analytics">
            <dl className="adm-facts">
              <Fact label="Views">{formatCount(v.views)}</Fact>
              <Fact label="Status"><StatusBadge status={v.status} /></Fact>
              <Fact label="Created">{formatDateTime(v.created_at)}</Fact>
              <Fact label="Updated">{formatDateTime(v.updated_at)}</Fact>
              <Fact label="Published">{formatDateTime(v.upload_date)}</Fact>
            </dl>
            <a href={t.live(v.id)} target="_blank" rel="noreferrer" className="adm-link adm-link--with-icon">
              <ExternalLinkIcon size={14} /> View Public Page
            </a>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
