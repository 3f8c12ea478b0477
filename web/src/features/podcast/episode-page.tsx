/**
 * /podcast/{id}: one episode. Its cover, series, number, title, guest and facts; the player (the
 * audio, through the counted address for an uploaded file, and the YouTube recording 16:9 when
 * there is one, or a plain note when there is neither); the show notes; the guest's record; the
 * transcript, folded; and a panel of details and places to listen. Server-rendered with its share
 * tags and schema.org PodcastEpisode JSON-LD; loading, not-found and error states like the other
 * detail pages.
 */
import '../../styles/inner-pages.css';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_KEYS, type PodcastEpisodeItem } from '../../../../shared/page-data.ts';
import { formatClock, formatDate, formatViews, splitTags, truncate } from '../../../../shared/format.ts';
import { PRODUCT_NAME } from '../../../../shared/constants.ts';
import { audioTypeOf, listenUrl, readableTranscript, transcriptFormat, transcriptPath } from '../../../../shared/podcast-episode.ts';
import { podcastShow } from '../../../../shared/podcast-feeds.ts';
import { youtubeId } from '../../../../shared/youtube.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { YouTubeEmbed } from '../../components/ui/youtube-embed.tsx';
import { DetailStates, useDetailItem, type DetailNoun } from '../../components/ui/detail-states.tsx';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, MicIcon, PlayIcon, UserIcon } from '../../components/ui/icons.tsx';
import { TagLinks } from '../../components/ui/tag-links.tsx';
import { countPlay, fetchEpisode } from './api.ts';
import { episodeJsonLd } from './episode-json-ld.ts';
import { nounFor } from '../../../../shared/words.ts';
import './podcast.css';

/** The length as staff wrote it, else as read from the uploaded file. */
const lengthOf = (ep: PodcastEpisodeItem) => ep.duration || (ep.audio_duration > 0 ? formatClock(ep.audio_duration) : '');

/** The native player: nothing downloads until the listener presses play (preload none); the first play counts one. */
function AudioPlayer({ episode, src }: { episode: PodcastEpisodeItem; src: string }) {
  const counted = useRef(false);
  return (
    <audio
      className="podcast-episode__audio"
      controls
      preload="none"
      src={src}
      aria-label={`Listen: ${episode.title}`}
      onPlay={() => {
        if (counted.current) return;
        counted.current = true;
        countPlay(episode.id);
      }}
    >
      <a href={src}>Download the episode</a>
    </audio>
  );
}

function Guest({ episode }: { episode: PodcastEpisodeItem }) {
  const { guest } = episode;
  const name = guest?.full_name || episode.guest_name;
  if (!name) return null;
  const role = [guest?.title, guest?.organization].filter(Boolean).join(', ');
  return (
    <section className="author-box" aria-labelledby="guest-heading">
      <div className="comment__avatar" aria-hidden="true">
        {name.charAt(0)}
      </div>
      <div>
        <h2 id="guest-heading" className="author-box__name">
          About {name}
        </h2>
        {role && <p className="podcast-episode__guest-role">{role}</p>}
        {guest?.bio && <p className="muted">{guest.bio}</p>}
      </div>
    </section>
  );
}

/** Outside podcast apps staff linked, and the feed of its show (its series', else the whole podcast's) any app can follow. */
function ListenLinks({ episode }: { episode: PodcastEpisodeItem }) {
  const links = [
    ['Apple Podcasts', episode.apple_url],
    ['Spotify', episode.spotify_url],
    ['Google Podcasts', episode.google_url],
  ].filter(([, url]) => /^https?:\/\//i.test(url));
  return (
    <ul className="tags podcast-episode__listen">
      {links.map(([label, url]) => (
        <li key={label}>
          <a href={url} rel="noopener noreferrer">
            {label}
          </a>
        </li>
      ))}
      <li>
        <a href={podcastShow(episode.podcast_series).feed} type="application/rss+xml">
          RSS feed
        </a>
      </li>
    </ul>
  );
}

function EpisodeView({ episode }: { episode: PodcastEpisodeItem }) {
  const audio = listenUrl(episode);
  const video = youtubeId(episode.youtube_url);
  const length = lengthOf(episode);
  const tags = splitTags(episode.tags);
  const notes = episode.description.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const guestName = episode.guest?.full_name || episode.guest_name;
  return (
    <article className="podcast-episode">
      <header className="podcast-episode__hero">
        <div className="podcast-episode__cover">
          <SmartImage src={episode.image} alt={episode.title} width={480} height={480} sizes={IMAGE_SIZES.episodeCover} priority />
        </div>
        <div className="podcast-episode__intro">
          <p className="eyebrow">{episode.podcast_series?.title || `${PRODUCT_NAME} Podcast`}</p>
          {episode.episode_number !== null && (
            <div className="badges">
              <span className="badge badge--accent">EP {episode.episode_number}</span>
            </div>
          )}
          <h1 className="article__title">{episode.title}</h1>
          {guestName && (
            <p className="episode__guest">
              <UserIcon size={16} /> With {guestName}
            </p>
          )}
          <p className="meta meta--lg">
            <span>
              <CalendarIcon size={16} /> {formatDate(episode.publish_date)}
            </span>
            {length && (
              <span>
                <ClockIcon size={16} /> {length}
              </span>
            )}
            <span>
              <PlayIcon size={14} /> {formatViews(episode.plays)} {nounFor(episode.plays, 'play')}
            </span>
          </p>
          {audio ? (
            <AudioPlayer episode={episode} src={audio} />
          ) : (
            !video && (
              <p className="podcast-episode__unavailable" role="note">
                <MicIcon size={18} /> This episode is not available to play yet.
              </p>
            )
          )}
        </div>
      </header>

      <div className="video-detail__grid">
        <div>
          {video && (
            <section className="podcast-episode__video" aria-labelledby="watch-heading">
              <h2 id="watch-heading">Watch the episode</h2>
              <YouTubeEmbed url={episode.youtube_url} title={episode.title} thumbnail={episode.image} posterSizes={IMAGE_SIZES.episodePlayer} />
            </section>
          )}
          {notes.length > 0 && (
            <section aria-labelledby="notes-heading">
              <h2 id="notes-heading">Show notes</h2>
              <div className="prose podcast-episode__notes">
                {notes.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            </section>
          )}
          <TagLinks tags={tags} />
          <Guest episode={episode} />
          {episode.transcript && (
            <details className="transcript">
              <summary>Transcript</summary>
              <p className="transcript__text">{readableTranscript(episode.transcript)}</p>
              <a className="transcript__file" href={transcriptPath(episode.id, episode.transcript)}>
                Transcript file (.{transcriptFormat(episode.transcript).ext})
              </a>
            </details>
          )}
        </div>
        <aside className="panel" aria-labelledby="episode-details-heading">
          <h2 id="episode-details-heading">Episode Details</h2>
          <dl className="facts">
            {episode.podcast_series && (
              <>
                <dt>Series</dt>
                <dd>{episode.podcast_series.title}</dd>
              </>
            )}
            <dt>Episode</dt>
            <dd>{episode.episode_number ?? '—'}</dd>
            <dt>Length</dt>
            <dd>{length || '—'}</dd>
            <dt>Published</dt>
            <dd>{formatDate(episode.publish_date)}</dd>
            {guestName && (
              <>
                <dt>Guest</dt>
                <dd>{guestName}</dd>
              </>
            )}
          </dl>
          <div className="panel__block podcast-episode__listen-block">
            <h3>Listen on</h3>
            <ListenLinks episode={episode} />
          </div>
        </aside>
      </div>
    </article>
  );
}

const NOUN: DetailNoun = { text: 'episode', title: 'Episode' };

export function EpisodePage() {
  const result = useDetailItem(PAGE_KEYS.podcastEpisode, fetchEpisode, NOUN, (episode, absolute) => {
    const audio = listenUrl(episode);
    return {
      title: episode.title,
      description: episode.meta_description || truncate(episode.description, 160),
      image: episode.image,
      // 'website', not 'music.song': Open Graph's music types describe songs (album, musician).
      type: 'website',
      audio: audio ? { url: audio, type: audioTypeOf(episode) } : undefined,
      jsonLd: episodeJsonLd(episode, absolute),
    };
  });
  return (
    <div className="container page">
      <Link to="/podcast" className="back-button">
        <ArrowLeftIcon size={18} /> All episodes
      </Link>
      <DetailStates result={result} noun={NOUN} icon={<MicIcon size={40} />} back={{ to: '/podcast', label: 'Back to the Podcast' }}>
        {(item) => <EpisodeView episode={item} />}
      </DetailStates>
    </div>
  );
}
