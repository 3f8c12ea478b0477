/**
 * The podcast player's state: which episode, playing or not, where, how fast. One player for the
 * whole site (docked at the bottom of every page by web/src/app/app.tsx), so this is a module-level
 * store rather than a component's state: the play buttons of the podcast pages, the docked bar and
 * the audio engine (audio-engine.ts, which alone writes it) all read the same values, and changing
 * page changes nothing of it.
 *
 * Small on purpose: every page carries it (the docked bar's slot reads it), while the engine and the
 * bar load only with the podcast pages or once something is to be played.
 */
import { useSyncExternalStore } from 'react';

export interface PlayerEpisode {
  id: string;
  title: string;
  /** The episode's page. */
  page: string;
  /** The audio's address (an uploaded file's counted address), or '' when a YouTube recording plays instead. */
  audio: string;
  /** The YouTube video id that plays when there is no audio, else ''. */
  youtube: string;
  image: string;
  /** The series or the podcast's name (the lock screen's second line). */
  series: string;
  /** The whole podcast's name (the lock screen's album): the site's name and "Podcast". */
  show: string;
  /** Seconds, as far as known before the audio says (0: unknown). */
  duration: number;
}

type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface PlayerState {
  episode: PlayerEpisode | null;
  status: PlayerStatus;
  /** Seconds played. */
  current: number;
  duration: number;
  rate: number;
  /** What went wrong, for the bar to say ('' when nothing did). */
  problem: string;
}

const IDLE_PLAYER: PlayerState = { episode: null, status: 'idle', current: 0, duration: 0, rate: 1, problem: '' };

let state: PlayerState = IDLE_PLAYER;
const listeners = new Set<() => void>();

export const playerState = (): PlayerState => state;

/** For the engine: changes some values and tells every reader. */
export function updatePlayer(next: Partial<PlayerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player's state; on the server, and in the first render in the browser, nothing plays. */
export const usePlayer = (): PlayerState => useSyncExternalStore(subscribe, playerState, () => IDLE_PLAYER);

/** Where the episode the reader last listened to is kept (audio-engine.ts), so a reload shows the bar again. */
export const SESSION_KEY = 'player:session';

/** Whether the reader left an episode in the player (the bar comes back, paused, after a reload). */
export function hasPlayerSession(): boolean {
  try {
    return localStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}
