/**
 * The one podcast player of the site. Its <audio> element (or, for an episode with only a YouTube
 * recording, a hidden youtube-nocookie player driven by postMessage) is created once and kept
 * outside React's tree, at the end of <body>, so that no page change can unmount it: the reader
 * browses while it plays. It writes the shared state (player-state.ts) that the docked bar and the
 * podcast pages' buttons show.
 *
 * - Resumes each episode where it was left: the position is kept per episode in localStorage
 *   (every few seconds while playing, on pause, seek and leaving the page), and an episode played
 *   to its end starts again from the beginning.
 * - Skips back 15 s and forward 30 s, seeks, plays at 0.75x to 2x (the speed is kept for next time).
 * - Hands the phone's lock screen and notification its title, artwork and controls (Media Session).
 * - Counts a play once per episode per page session (the API counts one per listener per window).
 * - The episode last listened to is kept too, so a reload shows the bar again, paused where it was.
 *
 * Nothing downloads before the reader presses play (the element's preload is none).
 */
import { imageAtWidth } from '../../../../shared/responsive-image.ts';
import { durationSeconds } from '../../../../shared/format.ts';
import { listenUrl } from '../../../../shared/podcast-episode.ts';
import { youtubeId } from '../../../../shared/youtube.ts';
import { podcastTitle } from '../../../../shared/constants.ts';
import { call } from '../../lib/api-client.ts';
import { playerState, SESSION_KEY, updatePlayer, type PlayerEpisode } from './player-state.ts';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_BACK = 15;
export const SKIP_FORWARD = 30;

const POSITIONS_KEY = 'player:positions';
const RATE_KEY = 'player:rate';
/** Positions kept: the most recently played episodes'. */
const MAX_POSITIONS = 100;
/** Within this many seconds of the end an episode counts as finished: the next play starts it again. */
const FINISHED_WITHIN = 10;
const SAVE_EVERY_MS = 5000;
const YT_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * What the player needs of a podcast episode (a list card or the episode's page); null when it has
 * nothing to play. `siteName`: the site's name, which names the whole podcast.
 */
export function toPlayerEpisode(ep: {
  id: string;
  title: string;
  image: string;
  duration: string;
  audio_url: string;
  audio_type: string;
  youtube_url: string;
  podcast_series: { title: string } | null;
  audio_duration?: number;
}, siteName: string): PlayerEpisode | null {
  const audio = listenUrl(ep);
  const youtube = audio ? '' : (youtubeId(ep.youtube_url) ?? '');
  if (!audio && !youtube) return null;
  return {
    id: ep.id,
    title: ep.title,
    page: `/podcast/${encodeURIComponent(ep.id)}`,
    audio,
    youtube,
    image: ep.image,
    series: ep.podcast_series?.title || podcastTitle(siteName),
    show: podcastTitle(siteName),
    duration: ep.audio_duration || durationSeconds(ep.duration) || 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Browser storage: positions, speed, the episode in the player
// ---------------------------------------------------------------------------------------------

type Positions = Record<string, { t: number; at: number }>;

function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked (private mode): the player works, it just forgets
  }
}

/** Where `id` was left (0: never played, or played to its end). */
export const savedPosition = (id: string): number => readJson<Positions>(POSITIONS_KEY, {})[id]?.t ?? 0;

function savePosition(id: string, seconds: number, duration: number): void {
  const positions = readJson<Positions>(POSITIONS_KEY, {});
  const finished = duration > 0 && seconds >= duration - FINISHED_WITHIN;
  if (finished || seconds < 1) delete positions[id];
  else positions[id] = { t: Math.floor(seconds), at: Date.now() };
  const kept = Object.entries(positions)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, MAX_POSITIONS);
  writeJson(POSITIONS_KEY, Object.fromEntries(kept));
}

const savedRate = (): number => {
  const rate = readJson<number>(RATE_KEY, 1);
  return (SPEEDS as readonly number[]).includes(rate) ? rate : 1;
};

// ---------------------------------------------------------------------------------------------
// The media: an <audio> element, or a hidden YouTube player
// ---------------------------------------------------------------------------------------------

let audio: HTMLAudioElement | null = null;
let frame: HTMLIFrameElement | null = null;
/** Where to start once the media can seek (the resumed position). */
let startAt = 0;
let lastSaved = 0;
const counted = new Set<string>();

function audioElement(): HTMLAudioElement {
  if (audio) return audio;
  const el = document.createElement('audio');
  el.preload = 'none';
  el.hidden = true;
  el.className = 'site-player-media';
  el.addEventListener('loadedmetadata', () => {
    if (Number.isFinite(el.duration)) updatePlayer({ duration: el.duration });
    if (startAt > 0 && startAt < el.duration - 1) el.currentTime = startAt;
    startAt = 0;
    el.playbackRate = playerState().rate;
  });
  el.addEventListener('durationchange', () => Number.isFinite(el.duration) && updatePlayer({ duration: el.duration }));
  el.addEventListener('timeupdate', () => moved(el.currentTime));
  el.addEventListener('playing', () => updatePlayer({ status: 'playing', problem: '' }));
  el.addEventListener('waiting', () => updatePlayer({ status: 'loading' }));
  el.addEventListener('pause', () => {
    if (!el.ended) paused(el.currentTime);
  });
  el.addEventListener('ended', () => ended());
  el.addEventListener('error', () => failed());
  document.body.append(el);
  audio = el;
  return el;
}

function youtubeCommand(func: string, args: unknown[] = []): void {
  frame?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args }), YT_ORIGIN);
}

/** Messages of the YouTube player: its state changes and its time. */
function onYoutubeMessage(event: MessageEvent) {
  if (event.origin !== YT_ORIGIN || typeof event.data !== 'string' || !frame) return;
  let msg: { event?: string; info?: unknown };
  try {
    msg = JSON.parse(event.data) as typeof msg;
  } catch {
    return;
  }
  if (msg.event === 'onStateChange') {
    const code = msg.info as number;
    if (code === 1) updatePlayer({ status: 'playing', problem: '' });
    else if (code === 2) paused(playerState().current);
    else if (code === 3) updatePlayer({ status: 'loading' });
    else if (code === 0) ended();
  } else if (msg.event === 'infoDelivery' && msg.info && typeof msg.info === 'object') {
    const info = msg.info as { currentTime?: number; duration?: number };
    if (info.duration) updatePlayer({ duration: info.duration });
    if (typeof info.currentTime === 'number') moved(info.currentTime);
  }
}

let youtubePoll: ReturnType<typeof setInterval> | undefined;

function youtubeFrame(videoId: string, start: number): void {
  removeYoutube();
  const el = document.createElement('iframe');
  el.className = 'site-player-media';
  el.hidden = true;
  el.title = 'Podcast audio player';
  el.tabIndex = -1;
  el.setAttribute('aria-hidden', 'true');
  el.allow = 'autoplay; encrypted-media';
  const origin = encodeURIComponent(window.location.origin);
  el.src = `${YT_ORIGIN}/embed/${videoId}?enablejsapi=1&autoplay=1&controls=0&playsinline=1&start=${Math.floor(start)}&origin=${origin}`;
  el.addEventListener('load', () => {
    el.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'site-player' }), YT_ORIGIN);
    youtubeCommand('setPlaybackRate', [playerState().rate]);
    youtubeCommand('playVideo');
  });
  window.addEventListener('message', onYoutubeMessage);
  youtubePoll = setInterval(() => {
    if (playerState().status === 'playing') youtubeCommand('getCurrentTime');
  }, 1000);
  document.body.append(el);
  frame = el;
}

function removeYoutube(): void {
  clearInterval(youtubePoll);
  window.removeEventListener('message', onYoutubeMessage);
  frame?.remove();
  frame = null;
}

// ---------------------------------------------------------------------------------------------
// What the media tells: the state, the stored position, the lock screen
// ---------------------------------------------------------------------------------------------

function moved(seconds: number): void {
  const { episode, duration } = playerState();
  updatePlayer({ current: seconds });
  if (episode && Date.now() - lastSaved > SAVE_EVERY_MS) {
    lastSaved = Date.now();
    savePosition(episode.id, seconds, duration);
  }
  lockScreenPosition();
}

function paused(seconds: number): void {
  const { episode, duration } = playerState();
  updatePlayer({ status: 'paused', current: seconds });
  if (episode) savePosition(episode.id, seconds, duration);
  if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'paused';
}

function ended(): void {
  const { episode, duration } = playerState();
  if (episode) savePosition(episode.id, duration, duration);
  updatePlayer({ status: 'ended', current: duration });
  if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'none';
}

function failed(): void {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  updatePlayer({
    status: 'error',
    problem: offline ? 'You are offline: download an episode to listen without a connection.' : 'This episode could not be played. Please try again.',
  });
}

function lockScreenPosition(): void {
  const { duration, current, rate } = playerState();
  if (!('mediaSession' in navigator) || !(duration > 0) || current > duration) return;
  try {
    navigator.mediaSession.setPositionState({ duration, position: current, playbackRate: rate });
  } catch {
    // a browser that refuses a value (a live stream's duration): the lock screen shows no progress
  }
}

/** The lock screen's and notification's title, artwork and buttons (Media Session API). */
function lockScreen(episode: PlayerEpisode): void {
  if (!('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  const artwork = episode.image
    ? [96, 256, 512].map((size) => ({ src: new URL(imageAtWidth(episode.image, size), window.location.href).href, sizes: `${size}x${size}` }))
    : [];
  session.metadata = new MediaMetadata({ title: episode.title, artist: episode.series, album: episode.show, artwork });
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => resume()],
    ['pause', () => pause()],
    ['seekbackward', (d) => skip(-(d.seekOffset ?? SKIP_BACK))],
    ['seekforward', (d) => skip(d.seekOffset ?? SKIP_FORWARD)],
    ['seekto', (d) => d.seekTime !== undefined && seekTo(d.seekTime)],
    ['stop', () => closePlayer()],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // an action this browser does not know
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the buttons do
// ---------------------------------------------------------------------------------------------

/** Loads `episode` into the player at `at` seconds; plays it when `play`. */
function load(episode: PlayerEpisode, at: number, play: boolean): void {
  const previous = playerState();
  if (previous.episode && previous.episode.id !== episode.id) savePosition(previous.episode.id, previous.current, previous.duration);
  const rate = savedRate();
  updatePlayer({ episode, status: play ? 'loading' : 'paused', current: at, duration: episode.duration, rate, problem: '' });
  writeJson(SESSION_KEY, episode);
  lockScreen(episode);
  startAt = at;
  if (episode.audio) {
    removeYoutube();
    const el = audioElement();
    el.src = episode.audio;
    el.defaultPlaybackRate = rate;
    el.playbackRate = rate;
    if (play) start(el);
  } else {
    audio?.pause();
    audio?.removeAttribute('src');
    if (play) youtubeFrame(episode.youtube, at);
  }
}

function start(el: HTMLAudioElement): void {
  el.play().catch((err: unknown) => {
    // Refused before the reader's own press (autoplay rules): shown as paused, one press starts it.
    if ((err as Error).name === 'NotAllowedError') paused(el.currentTime);
    else if ((err as Error).name !== 'AbortError') failed();
  });
}

function countPlay(id: string): void {
  if (counted.has(id)) return;
  counted.add(id);
  call('POST /public/podcasts/:id/play', { params: { id } }).catch(() => {});
}

/** Plays `episode`: from where it was left, or on from where it is when it is already in the player. */
export function playEpisode(episode: PlayerEpisode): void {
  countPlay(episode.id);
  const now = playerState();
  if (now.episode?.id === episode.id && now.status !== 'ended' && (audio?.src || frame)) {
    resume();
    return;
  }
  load(episode, savedPosition(episode.id), true);
}

function resume(): void {
  const { episode, status, current } = playerState();
  if (!episode) return;
  countPlay(episode.id);
  if (episode.audio) {
    const el = audioElement();
    // Restored after a reload, or played to its end: load it (again) first.
    if (!el.getAttribute('src') || status === 'ended' || status === 'error') {
      load(episode, status === 'ended' ? 0 : current, true);
      return;
    }
    start(el);
  } else if (frame && status !== 'ended') {
    youtubeCommand('playVideo');
    updatePlayer({ status: 'playing' });
  } else {
    load(episode, status === 'ended' ? 0 : current, true);
  }
}

function pause(): void {
  if (audio && !audio.paused) audio.pause();
  else if (frame) {
    // The frame reports its state late, or never when YouTube cannot be reached: the press shows at once.
    youtubeCommand('pauseVideo');
    paused(playerState().current);
  }
}

export function togglePlay(): void {
  const { status } = playerState();
  if (status === 'playing' || status === 'loading') pause();
  else resume();
}

export function seekTo(seconds: number): void {
  const { episode, duration } = playerState();
  if (!episode) return;
  const to = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
  if (episode.audio && audio?.getAttribute('src')) {
    if (audio.readyState === 0) startAt = to;
    else audio.currentTime = to;
  } else if (frame) {
    youtubeCommand('seekTo', [to, true]);
  }
  updatePlayer({ current: to, ...(playerState().status === 'ended' ? { status: 'paused' as const } : {}) });
  savePosition(episode.id, to, duration);
  lockScreenPosition();
}

export const skip = (seconds: number): void => seekTo(playerState().current + seconds);

export function setRate(rate: number): void {
  if (!(SPEEDS as readonly number[]).includes(rate)) return;
  writeJson(RATE_KEY, rate);
  if (audio) {
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }
  youtubeCommand('setPlaybackRate', [rate]);
  updatePlayer({ rate });
  lockScreenPosition();
}

/** Stops and hides the player; the episode keeps its position for next time. */
export function closePlayer(): void {
  const { episode, current, duration } = playerState();
  if (episode) savePosition(episode.id, current, duration);
  audio?.pause();
  audio?.removeAttribute('src');
  audio?.load();
  removeYoutube();
  writeJson(SESSION_KEY, null);
  updatePlayer({ episode: null, status: 'idle', current: 0, duration: 0, problem: '' });
  if ('mediaSession' in navigator) {
    navigator.mediaSession.metadata = null;
    navigator.mediaSession.playbackState = 'none';
  }
}

/** After a reload: the episode last in the player, paused where it was left (nothing is fetched). */
export function restoreSession(): void {
  if (playerState().episode) return;
  const episode = readJson<PlayerEpisode | null>(SESSION_KEY, null);
  if (!episode?.id || (!episode.audio && !episode.youtube)) return;
  updatePlayer({ episode, status: 'paused', current: savedPosition(episode.id), duration: episode.duration, rate: savedRate(), problem: '' });
  lockScreen(episode);
}

// Leaving or hiding the page keeps the exact position (the periodic save may be seconds behind).
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    const { episode, current, duration } = playerState();
    if (episode) savePosition(episode.id, current, duration);
  });
}
