/**
 * One episode audio upload at a time, with its progress: the browser-side check of the file's name
 * (the server decides from the bytes) and of its size against the server's limit (asked once, so a
 * file too large is refused before minutes of sending), the bytes sent so far for the bar, then 'checking' while
 * the server reads the file, and the server's own words when it refuses one ('Upload Failed' toast
 * plus the text for the field). Closing the form mid-upload cancels the request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioUploadLimits, PodcastAudio } from '../../../../../shared/api/podcasts.ts';
import { AUDIO_MESSAGES } from '../../../../../shared/podcast-audio.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { isStatus, messageOf } from '../lib/errors.ts';
import { getAudioUploadLimits, uploadPodcastAudio } from './api.ts';

/** Picked names the form lets through; a file with another name is refused before sending. */
const AUDIO_NAME = /\.(mp3|m4a|aac)$/i;
const AUDIO_TYPES = ['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/m4a'];

/**
 * The message for a file the server would refuse on its name or size alone (`limits` once known),
 * in the server's own words, or null when it may be sent.
 */
export function checkAudioFile(file: { name: string; type: string; size: number }, limits?: AudioUploadLimits | null): string | null {
  if (file.size === 0) return AUDIO_MESSAGES.noFile;
  // Some systems give no type for .m4a: the name is enough to try, the server reads the content.
  if (!AUDIO_NAME.test(file.name) && !AUDIO_TYPES.includes(file.type)) return AUDIO_MESSAGES.wrongType;
  if (limits && file.size > limits.max_bytes) return AUDIO_MESSAGES.tooLarge(limits.max_mb);
  return null;
}

export type AudioUploadState =
  | { phase: 'idle' }
  /** `total` is the file's size; `loaded` the bytes sent. Once all are sent the server reads the file. */
  | { phase: 'sending'; name: string; loaded: number; total: number }
  | { phase: 'checking'; name: string; total: number };

export function useAudioUpload() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const pending = useRef<AbortController | null>(null);
  const [state, setState] = useState<AudioUploadState>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [limits, setLimits] = useState<AudioUploadLimits | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  useEffect(() => {
    // Without it (an older server, a failed request) the file is sent and the server still refuses it.
    getAudioUploadLimits(request).then(setLimits, () => {});
  }, [request]);

  /** Checks and sends `file`; what the server read from it, or null when refused, failed or cancelled. */
  const upload = useCallback(
    async (file: File): Promise<PodcastAudio | null> => {
      const fail = (message: string) => {
        setError(message);
        toast.error('Upload Failed', message);
        return null;
      };
      const problem = checkAudioFile(file, limits);
      if (problem) return fail(problem);
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setError(null);
      const total = file.size;
      setState({ phase: 'sending', name: file.name, loaded: 0, total });
      // Progress events come every few milliseconds on a fast link: redraw once per whole percent.
      let shown = -1;
      const onProgress = ({ loaded }: { loaded: number }) => {
        const sent = Math.min(loaded, total);
        const percent = Math.floor((sent / total) * 100);
        if (percent === shown) return;
        shown = percent;
        setState(sent >= total ? { phase: 'checking', name: file.name, total } : { phase: 'sending', name: file.name, loaded: sent, total });
      };
      try {
        return await uploadPodcastAudio(request, file, { signal: controller.signal, onProgress });
      } catch (err) {
        if (controller.signal.aborted) return null;
        // A proxy in front may answer 413 with its own HTML page: say it in words, not 'Request failed (413)'.
        const tooLarge = isStatus(err, 413) && /^Request failed/.test(messageOf(err, ''));
        return fail(tooLarge ? 'The audio file is larger than the server accepts' : messageOf(err, 'Upload failed. Please try again.'));
      } finally {
        if (pending.current === controller) {
          pending.current = null;
          setState({ phase: 'idle' });
        }
      }
    },
    [request, toast, limits],
  );

  /** Stops the upload under way; the field keeps what it had (a file the server already stored stays unused). */
  const cancel = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { upload, cancel, state, busy: state.phase !== 'idle', error, setError, limits };
}
