/**
 * A count for the menu's badges (comments to moderate, items to review): asked when the shell
 * opens, on every page change, every minute, and at once when `event` is announced (the screen
 * that changed the queue announces it). Not asked at all when `enabled` is false (a role that may
 * not see the queue: the API would refuse it).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

const EVERY_MS = 60_000;

export function usePolledCount(load: () => Promise<number>, event: string, enabled: boolean): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const ask = () =>
      load()
        .then((n) => live && setCount(n))
        .catch(() => undefined); // a badge is no reason to interrupt anyone
    void ask();
    const timer = setInterval(ask, EVERY_MS);
    window.addEventListener(event, ask);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(event, ask);
    };
    // `load` is a new function each render; what it asks for changes only with the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event, enabled, pathname]);
  return enabled ? count : 0;
}
