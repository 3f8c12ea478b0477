/**
 * One player for the podcast page. An episode with `audio_url` plays in an <audio> element;
 * otherwise a hidden youtube-nocookie iframe is driven by postMessage (playVideo, pauseVideo,
 * getCurrentTime, getDuration; enablejsapi=1). States: none selected, playing, paused. The
 * button press changes the state at once; player events (playing, paused, ended) then keep it in
 * sync, and progress is polled every second while playing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { youtubeId } from '../../../../shared/youtube.ts';
import { parseDuration } from '../../../../shared/format.ts';
import type { PodcastCardData } from '../../../../shared/page-data.ts';
import { listenUrl } from '../../../../shared/podcast-episode.ts';
import { countPlay } from './api.ts';

const POLL_MS = 1000;
const YT_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Whether the player has anything to play for the episode: its audio, else a YouTube recording
 * it can read. An episode with neither gets no Play button (nothing pretends to play).
 */
export const canPlay = (ep: PodcastCardData): boolean => Boolean(listenUrl(ep)) || youtubeId(ep.youtube_url) !== null;

export interface PlayerState {
  episode: PodcastCardData | null;
  playing: boolean;
  current: number;
  duration: number;
}

export function usePodcastPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<PlayerState>({ episode: null, playing: false, current: 0, duration: 0 });
  const episode = state.episode;
  const useAudio = Boolean(episode?.audio_url);
  const videoId = episode && !useAudio ? youtubeId(episode.youtube_url) : null;

  const command = useCallback((func: string, args: unknown[] = []) => {
    frameRef.current?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args }), YT_ORIGIN);
  }, []);

  // Messages from the YouTube player: state changes and time reports.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== YT_ORIGIN || typeof event.data !== 'string') return;
      let msg: { event?: string; info?: unknown };
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      if (msg.event === 'onStateChange') {
        const code = msg.info as number;
        if (code === 1) setState((s) => ({ ...s, playing: true }));
        else if (code === 2) setState((s) => ({ ...s, playing: false }));
        else if (code === 0) setState({ episode: null, playing: false, current: 0, duration: 0 });
      } else if (msg.event === 'infoDelivery' && msg.info && typeof msg.info === 'object') {
        const info = msg.info as { currentTime?: number; duration?: number; playerState?: number };
        setState((s) => ({
          ...s,
          current: info.currentTime ?? s.current,
          duration: info.duration || s.duration,
        }));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Progress poll, once a second while playing.
  useEffect(() => {
    if (!state.playing) return;
    const timer = setInterval(() => {
      const audio = audioRef.current;
      if (useAudio && audio) {
        setState((s) => ({ ...s, current: audio.currentTime, duration: Number.isFinite(audio.duration) ? audio.duration : s.duration }));
      } else {
        command('getCurrentTime');
        command('getDuration');
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [state.playing, useAudio, command]);

  // Start the newly chosen audio episode from the beginning.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !useAudio || !episode) return;
    audio.currentTime = 0;
    audio.play().catch(() => setState((s) => ({ ...s, playing: false })));
    // Only when the episode changes; play/pause presses are handled in toggle().
  }, [episode?.id, useAudio]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = useCallback(
    (next: PodcastCardData) => {
      if (!canPlay(next)) return;
      if (state.episode?.id === next.id) {
        // The active episode: pause or resume.
        const play = !state.playing;
        setState((s) => ({ ...s, playing: play }));
        if (next.audio_url) {
          const audio = audioRef.current;
          if (audio) (play ? audio.play() : Promise.resolve(audio.pause())).catch(() => setState((s) => ({ ...s, playing: false })));
        } else {
          command(play ? 'playVideo' : 'pauseVideo');
        }
        return;
      }
      // Another episode: reset the position and start it.
      audioRef.current?.pause();
      setState({ episode: next, playing: true, current: 0, duration: parseDuration(next.duration) });
      countPlay(next.id);
    },
    [state.episode?.id, state.playing, command],
  );

  const stop = useCallback(() => {
    audioRef.current?.pause();
    setState({ episode: null, playing: false, current: 0, duration: 0 });
  }, []);

  const onFrameLoad = useCallback(() => {
    // Ask the player to report events, then start (the press that chose it was the visitor's).
    frameRef.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'podcast-player' }), YT_ORIGIN);
    command('playVideo');
  }, [command]);

  const audioEvents = {
    onPlaying: () => setState((s) => ({ ...s, playing: true })),
    onPause: () => setState((s) => ({ ...s, playing: false })),
    onEnded: () => setState({ episode: null, playing: false, current: 0, duration: 0 }),
    onLoadedMetadata: (e: React.SyntheticEvent<HTMLAudioElement>) => {
      const d = e.currentTarget.duration;
      if (Number.isFinite(d)) setState((s) => ({ ...s, duration: d }));
    },
  };

  return { state, toggle, stop, audioRef, frameRef, videoId, useAudio, onFrameLoad, audioEvents, origin: YT_ORIGIN };
}
