/**
 * When the editor sends what the writer typed (the sending itself is use-editor-form's `send`):
 *
 * - after IDLE_MS without a keystroke, and at least every MAX_WAIT_MS while typing goes on;
 * - at once when the tab is hidden (another tab, the phone's home screen), and as the page goes
 *   away (pagehide: a reload, a closed tab, the Back button out of the app), then with fetch's
 *   `keepalive`, which outlives the page;
 * - again when the connection comes back (`online`), and after a failure at growing intervals
 *   (5 s, 10 s, 20 s... at most a minute), while the changes wait in the browser (local-backup.ts);
 * - one request at a time: changes made while one is on its way go in the next.
 *
 * `state` is what the top bar says: saved, saving, offline, or why not saved.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const IDLE_MS = 2_000;
const MAX_WAIT_MS = 10_000;
const RETRY_MS = [5_000, 10_000, 20_000, 40_000, 60_000];

export type SyncState =
  /** Nothing typed yet (a new item). */
  | { kind: 'idle' }
  | { kind: 'saved'; at: number }
  | { kind: 'saving' }
  /** No connection: kept in this browser, sent when it comes back. */
  | { kind: 'offline' }
  /** The server refused or failed for now; tried again later. */
  | { kind: 'failed'; message: string }
  /** Cannot be saved as it is (a draft with no title); saved once that changes. */
  | { kind: 'invalid'; message: string }
  /** Someone else saved first: the writer chooses (the conflict dialog). */
  | { kind: 'conflict' };

/** What one send came to; `retry` asks for another try later (network down, server failing). */
export interface SendOutcome {
  state: SyncState;
  retry?: boolean;
}

interface AutosaveOptions {
  /** Something typed is not on the server yet (as of this render). */
  unsynced: boolean;
  /** The same, as of now (read between renders, after a send). */
  isUnsynced: () => boolean;
  /** Changes whenever the values change (their identity): restarts the idle wait. */
  values: unknown;
  /** False while nothing may be sent (the editor still loading, a conflict being resolved, a save running). */
  enabled: boolean;
  send: (keepalive: boolean) => Promise<SendOutcome>;
  initial: SyncState;
}

export function useAutosave({ unsynced, isUnsynced, values, enabled, send, initial }: AutosaveOptions) {
  const [state, setState] = useState<SyncState>(initial);
  const latest = useRef({ isUnsynced, enabled, send });
  latest.current = { isUnsynced, enabled, send };
  const timers = useRef<{ idle?: ReturnType<typeof setTimeout>; max?: ReturnType<typeof setTimeout>; retry?: ReturnType<typeof setTimeout> }>({});
  const running = useRef<Promise<void> | null>(null);
  const failures = useRef(0);

  const clearTimers = () => {
    clearTimeout(timers.current.idle);
    clearTimeout(timers.current.max);
    clearTimeout(timers.current.retry);
    timers.current = {};
  };

  const run = useCallback((keepalive = false): Promise<void> => {
    if (running.current) return running.current;
    const { isUnsynced: pending, enabled: may } = latest.current;
    if (!may || !pending()) return Promise.resolve();
    clearTimers();
    setState({ kind: 'saving' });
    const attempt = latest.current
      .send(keepalive)
      .then((outcome) => {
        setState(outcome.state);
        if (outcome.retry) {
          const wait = RETRY_MS[Math.min(failures.current, RETRY_MS.length - 1)];
          failures.current++;
          timers.current.retry = setTimeout(() => void run(), wait);
        } else failures.current = 0;
      })
      .finally(() => {
        running.current = null;
      });
    running.current = attempt;
    return attempt;
  }, []);

  // A change: wait for a pause in the typing (or the longest wait) before sending.
  useEffect(() => {
    if (!enabled) return;
    if (!unsynced) {
      clearTimeout(timers.current.idle);
      clearTimeout(timers.current.max);
      setState((s) => (s.kind === 'saving' && !running.current ? { kind: 'saved', at: Date.now() } : s));
      return;
    }
    // Waiting for a refusal to be fixed (or a conflict) shows as it is; otherwise the change is on its way.
    setState((s) => (s.kind === 'saved' || s.kind === 'idle' || s.kind === 'invalid' ? { kind: 'saving' } : s));
    clearTimeout(timers.current.idle);
    timers.current.idle = setTimeout(() => void run(), IDLE_MS);
    timers.current.max ??= setTimeout(() => void run(), MAX_WAIT_MS);
  }, [values, unsynced, enabled, run]);

  // Hidden, going away, back online: send now.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') void run(true);
    };
    const leaving = () => void run(true);
    const online = () => {
      failures.current = 0;
      void run();
    };
    const offline = () => {
      if (latest.current.isUnsynced()) setState({ kind: 'offline' });
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [run]);

  useEffect(() => () => clearTimers(), []);

  /** Sends now whatever waits, and waits for it (and for one already on its way). */
  const flush = useCallback(async () => {
    if (running.current) await running.current;
    await run();
  }, [run]);

  /** Waits for a send already on its way; stops the timers (an explicit save takes over). */
  const settle = useCallback(async () => {
    clearTimers();
    if (running.current) await running.current;
  }, []);

  return { state, setState, flush, settle };
}
