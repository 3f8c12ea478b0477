/**
 * Who else has the item open: this editor tells the server every HEARTBEAT_MS (and as soon as its
 * tab is shown again) and hears back the others, and the item's version, so that a save made
 * elsewhere is noticed before this writer's next save runs into it. Closing the editor (or the tab)
 * says so at once; otherwise the server forgets a silent tab after a minute.
 *
 * The tab's id lives in sessionStorage: a reload is the same tab, not a second person.
 */
import { useEffect, useRef, useState } from 'react';
import type { PresenceResponse } from '../../../../../shared/api/editing.ts';
import { useAuth } from '../session/auth-context.tsx';
import { endPresence, sendPresence, type ContentKind } from './api.ts';

const HEARTBEAT_MS = 20_000;
const TAB_KEY = 'insight-editor:tab';

export type OtherEditor = PresenceResponse['data']['editors'][number];

function tabId(): string {
  try {
    const known = sessionStorage.getItem(TAB_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** The others with item `id` open; `onVersion` hears the item's version at each heartbeat. */
export function usePresence(kind: ContentKind, id: string | null, onVersion: (version: number) => void): OtherEditor[] {
  const { request } = useAuth();
  const [editors, setEditors] = useState<OtherEditor[]>([]);
  const onVersionRef = useRef(onVersion);
  onVersionRef.current = onVersion;

  useEffect(() => {
    if (!id) return;
    const tab = tabId();
    let live = true;
    const beat = () => {
      if (document.visibilityState === 'hidden') return;
      sendPresence(request, kind, id, tab).then(
        (answer) => {
          if (!live) return;
          setEditors(answer.editors);
          onVersionRef.current(answer.version);
        },
        () => undefined, // Advisory: a missed heartbeat shows nothing wrong.
      );
    };
    const leave = () => void endPresence(request, kind, id, tab).catch(() => undefined);
    const shown = () => {
      if (document.visibilityState === 'visible') beat();
    };
    beat();
    const every = setInterval(beat, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('pagehide', leave);
    return () => {
      live = false;
      clearInterval(every);
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [kind, id, request]);

  return editors;
}
