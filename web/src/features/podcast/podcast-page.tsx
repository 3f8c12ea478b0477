/**
 * /podcast: the first 4 episodes with EP numbers (total minus index), one hidden player for the
 * page, Play/Pause on each episode and a Now Playing / Paused bar.
 */
import { Link } from 'react-router-dom';
import { PAGE_KEYS, type PodcastItem } from '../../../../shared/page-data.ts';
import { formatClock, formatDate, truncate } from '../../../../shared/format.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { useHead } from '../../lib/head.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { CardSkeleton, StatePanel } from '../../components/ui/state-panel.tsx';
import { ClockIcon, CloseIcon, MicIcon, PauseIcon, PlayIcon, UserIcon } from '../../components/ui/icons.tsx';
import { fetchPodcasts } from './api.ts';
import { usePodcastPlayer } from './use-podcast-player.ts';

function EpisodeCard({
  episode,
  number,
  active,
  playing,
  onToggle,
}: {
  episode: PodcastItem;
  number: number;
  active: boolean;
  playing: boolean;
  onToggle: () => void;
}) {
  const isPlaying = active && playing;
  return (
    <article className={`episode${active ? ' episode--active' : ''}`}>
      <div className="episode__media">
        <SmartImage src={episode.image} alt={episode.title} width={320} height={320} sizes={IMAGE_SIZES.episode} />
      </div>
      <div className="episode__body">
        <p className="episode__top">
          <span className="badge badge--accent">EP {number}</span>
          {episode.duration && (
            <span className="muted">
              <ClockIcon size={14} /> {episode.duration}
            </span>
          )}
          <span className="muted">{formatDate(episode.publish_date)}</span>
        </p>
        <h2 className="episode__title">{episode.title}</h2>
        {episode.guest_name && (
          <p className="episode__guest">
            <UserIcon size={14} /> With {episode.guest_name}
          </p>
        )}
        <p className="episode__text">{truncate(episode.description, 220)}</p>
        <button
          type="button"
          className={`btn ${isPlaying ? 'btn--outline' : 'btn--primary'}`}
          onClick={onToggle}
          aria-label={`${isPlaying ? 'Pause' : 'Play'} episode ${number}: ${episode.title}`}
        >
          {isPlaying ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          {isPlaying ? 'Pause' : 'Play'}
        </button>
      </div>
    </article>
  );
}

export function PodcastPage() {
  const list = useLoader(PAGE_KEYS.podcastList, fetchPodcasts);
  const player = usePodcastPlayer();
  const { state } = player;
  useHead({
    title: 'The Podcast',
    description: 'Listen to the Insight Media podcast: conversations with the people shaping education and innovation in Africa.',
    image: list.data?.podcasts[0]?.image,
  });
  const total = list.status === 'ready' ? Math.max(list.data.total, list.data.podcasts.length) : 0;
  const progress = state.duration > 0 ? Math.min(100, (state.current / state.duration) * 100) : 0;

  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Insight Media Podcast</p>
        <h1>The Podcast</h1>
        <p className="page-header__lead">Conversations with students, teachers, founders and researchers building Africa's future.</p>
      </header>

      {list.status !== 'ready' ? (
        <div className="episodes">
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : list.data.podcasts.length === 0 ? (
        <StatePanel icon={<MicIcon size={40} />} title="No Podcast Episodes Available Yet" text="The first conversations are being recorded. Stay tuned!">
          <Link to="/magazine" className="btn btn--primary">
            Browse Articles
          </Link>
          <Link to="/tv-show" className="btn btn--outline">
            Watch TV Shows
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => window.location.reload()}>
            Refresh
          </button>
        </StatePanel>
      ) : (
        <div className="episodes">
          {list.data.podcasts.slice(0, 4).map((ep, index) => (
            <EpisodeCard
              key={ep.id}
              episode={ep}
              number={total - index}
              active={state.episode?.id === ep.id}
              playing={state.playing}
              onToggle={() => player.toggle(ep)}
            />
          ))}
        </div>
      )}

      {state.episode && (
        <div className="now-playing" role="region" aria-label="Podcast player">
          <div className="now-playing__inner">
            <button
              type="button"
              className="now-playing__toggle"
              onClick={() => player.toggle(state.episode!)}
              aria-label={state.playing ? 'Pause' : 'Play'}
            >
              {state.playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
            </button>
            <div className="now-playing__info">
              <p className="now-playing__status" aria-live="polite">
                {state.playing ? 'Now Playing' : 'Paused'}
              </p>
              <p className="now-playing__title">{state.episode.title}</p>
              <div className="now-playing__progress" aria-hidden="true">
                <span style={{ width: `${progress}%` }} />
              </div>
            </div>
            <p className="now-playing__time">
              {formatClock(state.current)} / {formatClock(state.duration)}
            </p>
            <button type="button" className="icon-button" onClick={player.stop} aria-label="Close player">
              <CloseIcon size={18} />
            </button>
          </div>
        </div>
      )}

      {/* The one player of the page, kept out of sight. */}
      {player.useAudio && state.episode ? (
        <audio
          ref={player.audioRef}
          src={state.episode.audio_url}
          preload="auto"
          className="hidden-player"
          {...player.audioEvents}
        />
      ) : null}
      {player.videoId ? (
        <iframe
          key={player.videoId}
          ref={player.frameRef}
          className="hidden-player"
          title="Podcast audio player"
          src={`${player.origin}/embed/${player.videoId}?enablejsapi=1&autoplay=1&controls=0&playsinline=1&origin=${encodeURIComponent(
            typeof window === 'undefined' ? '' : window.location.origin,
          )}`}
          allow="autoplay; encrypted-media"
          onLoad={player.onFrameLoad}
          tabIndex={-1}
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
}
