/**
 * The site's name as administrators set it (Site settings), for the back office's places that name
 * the site: the brand (sidebar and sign-in card), the recovery codes file, the editor's Google
 * result preview and tab title, the comment screen's "Reply as". Known from the first render (the
 * server writes the site's settings into the back office's shell, as into every page: useSite);
 * fetched afresh each time such a screen opens (the public, cached /api/public/site), so a rename
 * by another administrator shows without a reload; and set at once by this tab's own Site settings
 * save (siteRenamed), which every place showing it follows.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useSite } from '../../../lib/site.tsx';
import { useAuth } from '../session/auth-context.tsx';

/** The latest name this tab heard of (null: none yet, the shell's holds). */
let latest: string | null = null;
/** Saves made in this tab: a fetch that started before one may bring the name it replaced. */
let saves = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => latest;

function publish(name: string): void {
  if (name === latest) return;
  latest = name;
  for (const listener of listeners) listener();
}

/** Site settings saved with this name: every brand, preview and title of the back office shows it at once. */
export function siteRenamed(name: string): void {
  saves += 1;
  publish(name);
}

export function useSiteName(): string {
  const { request } = useAuth();
  const shell = useSite().site.site_name;
  const name = useSyncExternalStore(subscribe, snapshot, snapshot) ?? shell;
  useEffect(() => {
    const savesBefore = saves;
    request('GET /public/site').then(
      (res) => savesBefore === saves && publish(res.data.site_name),
      () => {}, // the last known name stays
    );
  }, [request]);
  return name;
}
