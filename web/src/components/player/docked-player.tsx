/**
 * The podcast player docked at the bottom of every page while an episode is in it (the app renders
 * it above the routes: web/src/app/player-slot.tsx). Play and pause, back 15 s and forward 30 s, a
 * real seek slider (a range input: arrow keys, Page Up and Down, Home and End), the time played and
 * the time left, the speed, the episode's title linking to its page, and Close. Says Now Playing or
 * Paused, and what went wrong when the audio cannot play.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatClock } from '../../../../shared/format.ts';
import { SmartImage } from '../ui/smart-image.tsx';
import { CloseIcon, PauseIcon, PlayIcon, Svg, type IconProps } from '../ui/icons.tsx';
import { usePlayer } from './player-state.ts';
import { closePlayer, restoreSession, seekTo, setRate, skip, SKIP_BACK, SKIP_FORWARD, SPEEDS, togglePlay } from './audio-engine.ts';
import './docked-player.css';

const BackIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Svg>
);
const ForwardIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </Svg>
);

const speedLabel = (rate: number) => `${rate}x`;

export default function DockedPlayer() {
  const { episode, status, current, duration, rate, problem } = usePlayer();
  // The episode left in the player before a reload: back in the bar, paused.
  useEffect(() => restoreSession(), []);
  if (!episode) return null;
  const playing = status === 'playing' || status === 'loading';
  const total = duration > 0 ? duration : 0;
  const shown = total ? Math.min(current, total) : current;
  const left = total ? Math.max(0, total - shown) : 0;
  return (
    <section className="player" aria-label="Podcast player">
      <div className="player__inner">
        <button type="button" className="player__play" onClick={togglePlay} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
        </button>
        <div className="player__what">
          <span className="player__cover" aria-hidden="true">
            <SmartImage src={episode.image} alt="" width={96} height={96} sizes="48px" />
          </span>
          <div className="player__text">
            <p className="player__status" aria-live="polite">
              {status === 'error' ? problem : status === 'ended' ? 'Finished' : playing ? 'Now Playing' : 'Paused'}
            </p>
            <Link to={episode.page} className="player__title">
              {episode.title}
            </Link>
          </div>
        </div>
        <button type="button" className="icon-button player__close" onClick={closePlayer} aria-label="Close player" title="Close player">
          <CloseIcon size={18} />
        </button>
        <div className="player__controls">
          <button type="button" className="icon-button player__skip" onClick={() => skip(-SKIP_BACK)} aria-label={`Back ${SKIP_BACK} seconds`} title={`Back ${SKIP_BACK} seconds`}>
            <BackIcon size={20} />
            <span aria-hidden="true">{SKIP_BACK}</span>
          </button>
          <span className="player__time" aria-hidden="true">
            {formatClock(shown)}
          </span>
          <input
            type="range"
            className="player__seek"
            min={0}
            max={Math.max(1, Math.floor(total))}
            step={1}
            value={Math.floor(shown)}
            disabled={!total}
            onChange={(e) => seekTo(Number(e.target.value))}
            aria-label="Seek"
            aria-valuetext={`${formatClock(shown)} of ${formatClock(total)}`}
          />
          <span className="player__time player__time--left" aria-hidden="true">
            -{formatClock(left)}
          </span>
          <button type="button" className="icon-button player__skip" onClick={() => skip(SKIP_FORWARD)} aria-label={`Forward ${SKIP_FORWARD} seconds`} title={`Forward ${SKIP_FORWARD} seconds`}>
            <ForwardIcon size={20} />
            <span aria-hidden="true">{SKIP_FORWARD}</span>
          </button>
          <label className="player__speed">
            <span className="sr-only">Playback speed</span>
            <select value={rate} onChange={(e) => setRate(Number(e.target.value))}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {speedLabel(s)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </section>
  );
}
