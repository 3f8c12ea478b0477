/**
 * Leaving the editor while typed work is not on the server yet asks first, whichever way out: the
 * Back link (the page calls `leave`), the browser's Back and Forward buttons, a reload or a closed
 * tab (the browser's own question). Before asking, what waits is sent (`flush`): when that works
 * nothing would be lost and the way out is taken at once, so the question only comes when the
 * network is down, the server refuses, or two versions wait to be compared.
 *
 * The Back button: the app runs on React Router's <BrowserRouter>, which has no blocker (that needs
 * its data router, whose router code every public page would then download). The browser moves
 * through history before any script hears of it; this guard hears it first, in the capture phase
 * of `popstate` (which runs before React Router's own listener on the window), keeps React Router
 * from seeing it, and moves history back to the editor by the same number of steps (React Router's
 * history keeps its position in `history.state.idx`). If the writer then leaves anyway, it moves
 * again and lets React Router see that one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const positionOf = (state: unknown): number => ((state as { idx?: unknown } | null)?.idx as number | undefined) ?? 0;

export function useLeaveGuard(dirty: boolean, flush: (() => Promise<boolean>) | undefined) {
  /** The way out waiting for the writer's answer. */
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const leaving = useRef(false);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  /** Takes `go` once nothing would be lost, or asks. */
  const leave = useCallback(async (go: () => void) => {
    if (await (flushRef.current?.() ?? Promise.resolve(false))) {
      leaving.current = true;
      go();
    } else setAsking(() => go);
  }, []);

  // A reload or a closed tab: the browser asks (pagehide still sends what it can, use-autosave.ts).
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // The browser's Back and Forward buttons.
  useEffect(() => {
    if (!dirty) return;
    const here = positionOf(window.history.state);
    let returning = false;
    const onPop = (event: PopStateEvent) => {
      if (leaving.current) return;
      if (returning) {
        // The step back to the editor: React Router never moved.
        returning = false;
        event.stopImmediatePropagation();
        return;
      }
      const steps = here - positionOf(event.state);
      if (steps === 0) return;
      event.stopImmediatePropagation();
      returning = true;
      window.history.go(steps);
      void leave(() => window.history.go(-steps));
    };
    window.addEventListener('popstate', onPop, true);
    return () => window.removeEventListener('popstate', onPop, true);
  }, [dirty, leave]);

  return {
    leave,
    /** The question is open. */
    asking: asking !== null,
    /** Leave anyway. */
    confirm: () => {
      const go = asking;
      setAsking(null);
      leaving.current = true;
      go?.();
    },
    /** Stay and keep editing. */
    cancel: () => setAsking(null),
  };
}
