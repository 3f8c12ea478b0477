/**
 * Where the podcast player docks: after every public page, above the routes, so that moving from
 * page to page (a client-side navigation, whatever the layout) never unmounts it and the audio plays
 * on. The bar and its engine are a chunk of their own, loaded once an episode is played (with the
 * podcast pages, which start it) or when the reader left one in the player before a reload; the
 * server renders nothing here, so every reader still gets the same HTML.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { hasPlayerSession, usePlayer } from '../components/player/player-state.ts';

// Its chunk failing to come (offline, and not kept): no bar rather than a broken page.
const DockedPlayer = lazy(() => import('../components/player/docked-player.tsx').catch(() => ({ default: () => null })));

export function PlayerSlot() {
  const { episode } = usePlayer();
  const { pathname } = useLocation();
  const [leftOne, setLeftOne] = useState(false);
  useEffect(() => setLeftOne(hasPlayerSession()), []);
  if (pathname === '/admin' || pathname.startsWith('/admin/') || (!episode && !leftOne)) return null;
  return (
    <Suspense fallback={null}>
      <DockedPlayer />
    </Suspense>
  );
}
