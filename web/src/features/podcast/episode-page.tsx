/**
 * /podcast/{id}: one episode. Its cover, series, number, title, guest and facts; Play, which plays
 * the audio (through the counted address for an uploaded file) in the site's one player, docked at
 * the bottom of every page and playing on while the reader browses; the YouTube recording 16:9 when
 * there is one, or a plain note when there is neither; Share; the show notes; the guest's record;
 * the transcript, folded; a panel of details and places to listen; and the next episode of its
 * series. Server-rendered with its share tags and schema.org PodcastEpisode JSON-LD; loading,
 * not-found and error states like the other detail pages.
 */
import '../../styles/inner-pages.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_KEYS, listHref, type PodcastEpisodeItem } from '../../../../shared/page-data.ts';
import { formatClock, formatDate, formatViews, splitTags, truncate } from '../../../../shared/format.ts';
import { podcastTitle } from '../../../../shared/constants.ts';
import { audioTypeOf, episodePagePath, listenUrl, readableTranscript, transcriptFormat, transcriptPath } from '../../../../shared/podcast-episode.ts';
import { podcastShow } from '../../../../shared/podcast-feeds.ts';
import { youtubeId } from '../../../../shared/youtube.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { YouTubeEmbed } from '../../components/ui/youtube-embed.tsx';
import { DetailStates, useDetailItem, type DetailNoun } from '../../components/ui/detail-states.tsx';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, MicIcon, PauseIcon, PlayIcon, UserIcon } from '../../components/ui/icons.tsx';
import { TagLinks } from '../../components/ui/tag-links.tsx';
import { ShareActions } from '../../components/share/share-actions.tsx';
import { SaveOfflineButton } from '../../components/offline/save-offline-button.tsx';
import { UpNextCard } from '../../components/cards/up-next-card.tsx';
import { usePlayer } from '../../components/player/player-state.ts';
import { playEpisode, savedPosition, togglePlay, toPlayerEpisode } from '../../components/player/audio-engine.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { fetchEpisode, fetchPodcastNext } from './api.ts';
import { episodeJsonLd } from './episode-json-ld.ts';
import { nounFor } from '../../../../shared/words.ts';
import { usePreview } from '../../lib/preview.ts';
import { useSiteName } from '../../lib/site.tsx';
import './podcast.css';

/** The length as staff wrote it, else as read from the uploaded file. */
const lengthOf = (ep: PodcastEpisodeItem) => ep.duration || (ep.audio_duration > 0 ? formatClock(ep.audio_duration) : '');

/**
 * Play (or Resume from where the reader left it, or Pause): the episode plays in the site's docked
 * player (components/player), the same one every page shows, so it plays on while the reader moves
 * to other pages. Nothing downloads before the press. A preview (lib/preview.ts) writes nothing: it
 * plays in a plain player on the page, counting no play and leaving the docked player alone.
 */
function ListenButton({ episode }: { episode: PodcastEpisodeItem }) {
  const player = usePlayer();
  const preview = usePreview() !== null;
  const playable = toPlayerEpisode(episode, useSiteName());
  // Where the reader left it, known in the browser only (after hydration: the HTML is everyone's).
  const [leftAt, setLeftAt] = useState(0);
  useEffect(() => setLeftAt(savedPosition(episode.id)), [episode.id, player.status]);
  if (!playable) return null;
  if (preview) {
    // The stored file itself: its counted address (a download) is for public episodes.
    return episode.audio_url ? (
      <audio className="podcast-episode__audio" controls preload="none" src={episode.audio_url} aria-label={`Listen: ${episode.title}`}>
        <a href={episode.audio_url}>Download the episode</a>
      </audio>
    ) : null;
  }
  const active = player.episode?.id === episode.id;
  const playing = active && (player.status === 'playing' || player.status === 'loading');
  const label = playing ? 'Pause' : active && player.status === 'paused' ? 'Resume' : leftAt > 0 ? `Resume from ${formatClock(leftAt)}` : 'Play episode';
  return (
    <button type="button" className="btn btn--primary podcast-episode__play" onClick={() => (active ? togglePlay() : playEpisode(playable))}>
      {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />} {label}
    </button>
  );
}

/** The end of the page: the next episode of its series, and the way to the series' list. */
function NextInSeries({ episode }: { episode: PodcastEpisodeItem }) {
  const loaded = useLoader(PAGE_KEYS.podcastNext(episode.id), (signal) => fetchPodcastNext(episode.id, signal));
  if (!loaded.data) return null;
  const { next, series } = loaded.data;
  if (!next && !series) return null;
  return (
    <section className="next-reads" aria-labelledby="next-episode-heading">
      <h2 id="next-episode-heading">{series ? `Next in ${series.title}` : 'Next episode'}</h2>
      {next ? (
        <UpNextCard
          to={episodePagePath(next.id)}
          image={next.image}
          square
          label={next.episode_number !== null ? `Episode ${next.episode_number}` : 'Next episode'}
          title={next.title}
          meta={[next.guest_name && `With ${next.guest_name}`, next.duration].filter(Boolean).join(' · ') || undefined}
        />
      ) : (
        <p className="muted">This is the latest episode of the series.</p>
      )}
      {series && (
        <p className="podcast-episode__series-link">
          <Link to={listHref('/podcast', 1, { series: series.slug })}>All {series.episodes} episodes of {series.title}</Link>
        </p>
      )}
    </section>
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
  const siteName = useSiteName();
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
        <a href={podcastShow(episode.podcast_series, siteName).feed} type="application/rss+xml">
          RSS feed
        </a>
      </li>
    </ul>
  );
}

function EpisodeView({ episode }: { episode: PodcastEpisodeItem }) {
  // A preview plays the stored file itself: its counted address (a download) is for public episodes.
  const audio = usePreview() ? episode.audio_url : listenUrl(episode);
  const video = youtubeId(episode.youtube_url);
  const length = lengthOf(episode);
  const tags = splitTags(episode.tags);
  const notes = episode.description.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const guestName = episode.guest?.full_name || episode.guest_name;
  const siteName = useSiteName();
  return (
    <article className="podcast-episode">
      <header className="podcast-episode__hero">
        <div className="podcast-episode__cover">
          <SmartImage src={episode.image} alt={episode.title} width={480} height={480} sizes={IMAGE_SIZES.episodeCover} priority />
        </div>
        <div className="podcast-episode__intro">
          <p className="eyebrow">{episode.podcast_series?.title || podcastTitle(siteName)}</p>
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
          {!audio && !video && (
            <p className="podcast-episode__unavailable" role="note">
              <MicIcon size={18} /> This episode is not available to play yet.
            </p>
          )}
          <div className="item-actions">
            {audio && <ListenButton episode={episode} />}
            <ShareActions title={episode.title} path={episodePagePath(episode.id)} noun="episode" />
            {/* An uploaded file (served here, its size known): the ones a phone can keep. */}
            {audio && episode.audio_size > 0 && audio.startsWith('/') && (
              <SaveOfflineButton
                kind="episode"
                id={episode.id}
                title={episode.title}
                path={episodePagePath(episode.id)}
                image={episode.image}
                root={() => document.querySelector('.podcast-episode__cover')}
                audio={{ url: audio, bytes: episode.audio_size }}
              />
            )}
          </div>
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
      <NextInSeries episode={episode} />
    </article>
  );
}

const NOUN: DetailNoun = { text: 'episode', title: 'Episode' };

export function EpisodePage() {
  const siteName = useSiteName();
  const result = useDetailItem(PAGE_KEYS.podcastEpisode, fetchEpisode, NOUN, (episode, absolute) => {
    const audio = listenUrl(episode);
    return {
      title: episode.title,
      description: episode.meta_description || truncate(episode.description, 160),
      image: episode.image,
      // 'website', not 'music.song': Open Graph's music types describe songs (album, musician).
      type: 'website',
      audio: audio ? { url: audio, type: audioTypeOf(episode) } : undefined,
      jsonLd: episodeJsonLd(episode, absolute, siteName),
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
