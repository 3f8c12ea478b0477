/**
 * Several pictures uploaded at once (picked together or dropped), each with its own row: shrinking,
 * waiting, the bytes sent so far, then done, reused (the library had the file already) or the
 * reason it failed. Two are sent at a time, so the first ones finish early on a slow link and the
 * server's image queue is not flooded; one is shrunk at a time (a 48 MP photo decoded is 190 MB of
 * pixels, too much twice over on a phone). Closing the screen cancels what is still under way.
 * Used by the Media Library screen, the media picker and every image field's Upload button.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaUploaded } from '../../../../../shared/api/media.ts';
import { UPLOAD_MESSAGES } from '../../../../../shared/media-upload.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { isStatus, messageOf } from './errors.ts';
import { sendImage } from './media-upload.ts';
import type { ImageSize, SideLimit } from './shrink-image.ts';

/** Uploads sent at the same time. */
const AT_ONCE = 2;

type UploadPhase = 'preparing' | 'waiting' | 'sending' | 'processing' | 'done' | 'reused' | 'failed';

export interface UploadItem {
  key: string;
  /** The picked file's name. */
  name: string;
  phase: UploadPhase;
  /** Bytes of the picked file, and of the file sent once known (smaller when shrunk). */
  originalBytes: number;
  sentBytes: number | null;
  originalSize: ImageSize | null;
  sentSize: ImageSize | null;
  /** Bytes sent so far. */
  loaded: number;
  media: MediaUploaded | null;
  error: string | null;
}

export interface UploadQueueOptions {
  /** Alt text stored with each new upload (an image field's alt text). */
  alt?: string;
  limit?: SideLimit;
  /** Each picture once stored (or found in the library), in the order they finish, with its row. */
  onUploaded?: (media: MediaUploaded, item: UploadItem) => void;
}

let nextKey = 0;

/** A proxy in front may answer 413 with its own page: say it in the server's words. */
const failureText = (err: unknown) =>
  isStatus(err, 413) && /^Request failed/.test(messageOf(err, '')) ? UPLOAD_MESSAGES.tooLarge : messageOf(err, 'Upload failed. Please try again.');

export function useUploadQueue({ alt, limit, onUploaded }: UploadQueueOptions = {}) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [items, setItems] = useState<UploadItem[]>([]);
  const waiting = useRef<Array<{ item: UploadItem; file: File }>>([]);
  const running = useRef(0);
  /** The shrinking in progress: the next waits for it. */
  const shrinking = useRef<Promise<unknown>>(Promise.resolve());
  const controller = useRef(new AbortController());
  const latest = useRef({ alt, limit, onUploaded, request, toast });
  latest.current = { alt, limit, onUploaded, request, toast };

  useEffect(() => {
    const current = controller.current;
    return () => current.abort();
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (first: UploadItem, file: File) => {
      const { alt: altText, limit: sideLimit, request: send, onUploaded: done, toast: notify } = latest.current;
      const signal = controller.current.signal;
      const { key } = first;
      let row = first;
      const set = (change: Partial<UploadItem>) => {
        row = { ...row, ...change };
        update(key, change);
      };
      let shown = -1;
      let sentBytes = file.size;
      // One shrink at a time; the upload itself runs beside another.
      let release = () => {};
      const turn = shrinking.current;
      shrinking.current = new Promise<void>((resolve) => (release = resolve));
      try {
        await turn;
        if (signal.aborted) return;
        set({ phase: 'preparing' });
        const media = await sendImage(send, file, {
          alt: altText,
          limit: sideLimit,
          signal,
          onPrepared: (prepared) => {
            release();
            sentBytes = prepared.file.size;
            set({ phase: 'sending', sentBytes, originalSize: prepared.originalSize, sentSize: prepared.sentSize, loaded: 0 });
          },
          onProgress: ({ loaded }) => {
            // Progress comes every few milliseconds on a fast link: redraw once per whole percent.
            const percent = Math.floor((Math.min(loaded, sentBytes) / Math.max(sentBytes, 1)) * 100);
            if (percent === shown) return;
            shown = percent;
            set(loaded >= sentBytes ? { phase: 'processing', loaded: sentBytes } : { loaded });
          },
        });
        if (signal.aborted) return;
        set({ phase: media.reused ? 'reused' : 'done', loaded: sentBytes, media });
        done?.(media, row);
      } catch (err) {
        if (signal.aborted) return;
        const message = failureText(err);
        set({ phase: 'failed', error: message });
        notify.error('Upload Failed', `${file.name}: ${message}`);
      } finally {
        release();
      }
    },
    [update],
  );

  const pump = useCallback(() => {
    while (running.current < AT_ONCE && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      running.current++;
      void run(next.item, next.file).finally(() => {
        running.current--;
        pump();
      });
    }
  }, [run]);

  /** Queues `files` (in the order given) and starts sending. */
  const add = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files).map((file) => ({
        file,
        item: {
          key: `upload-${++nextKey}`,
          name: file.name,
          phase: 'waiting',
          originalBytes: file.size,
          sentBytes: null,
          originalSize: null,
          sentSize: null,
          loaded: 0,
          media: null,
          error: null,
        } satisfies UploadItem as UploadItem,
      }));
      if (added.length === 0) return;
      setItems((list) => [...list, ...added.map((a) => a.item)]);
      waiting.current.push(...added);
      pump();
    },
    [pump],
  );

  /** Drops the rows of finished uploads (done, reused or failed). */
  const clearFinished = useCallback(() => setItems((list) => list.filter((item) => !isFinished(item))), []);

  return { items, add, clearFinished, busy: items.some((item) => !isFinished(item)) };
}

export const isFinished = (item: UploadItem) => item.phase === 'done' || item.phase === 'reused' || item.phase === 'failed';
