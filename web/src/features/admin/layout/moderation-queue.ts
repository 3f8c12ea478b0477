/**
 * The number of comments waiting in the moderation queue, for the menu's badge: asked when the
 * shell opens, on every page change, every minute, and at once after a moderator decides (the
 * comments screen announces it).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../session/auth-context.tsx';

const MODERATED_EVENT = 'admin:comments-moderated';
const EVERY_MS = 60_000;

/** Tells the shell that the queue changed. */
export const announceModeration = () => window.dispatchEvent(new Event(MODERATED_EVENT));

export function usePendingComments(): number {
  const { request } = useAuth();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      request('GET /comments/pending-count')
        .then((r) => live && setPending(r.data.pending))
        .catch(() => undefined); // a badge is no reason to interrupt anyone
    void load();
    const timer = setInterval(load, EVERY_MS);
    window.addEventListener(MODERATED_EVENT, load);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(MODERATED_EVENT, load);
    };
  }, [request, pathname]);
  return pending;
}
