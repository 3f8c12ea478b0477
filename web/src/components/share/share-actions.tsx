/**
 * Share actions of an item's page (article, video, TV episode, podcast episode). One "Share"
 * button: where the browser has the Web Share API (most phones), it opens the phone's own share
 * sheet; elsewhere it unfolds plain links, WhatsApp first (what most of the site's readers use),
 * then X, Facebook, LinkedIn, Telegram, e-mail, and a Copy link button that says when it copied.
 *
 * A <details> disclosure, so the server's HTML is the same for every reader; the links are written
 * when it opens (share-panel.tsx, a chunk of its own loaded then: a phone with the share sheet
 * never needs it), ordinary addresses of each network's share page: no script, image or request
 * of theirs until the reader taps one.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useAbsoluteUrl } from '../../lib/head.tsx';
import { Svg, type IconProps } from '../ui/icons.tsx';
import { usePreview } from '../../lib/preview.ts';
import './share-actions.css';

// Its chunk failing to come (offline): the panel says nothing rather than breaking the page.
const SharePanel = lazy<ComponentType<{ title: string; url: string }>>(() => import('./share-panel.tsx').catch(() => ({ default: () => null })));

const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </Svg>
);

export interface ShareTarget {
  /** The item's title: the message's first words and the e-mail's subject. */
  title: string;
  /** The item's page, site-relative ('/article/<id>'): shared as an absolute address. */
  path: string;
  /** What the type of item is, for the panel's heading: 'article', 'episode'... */
  noun: string;
}

export function ShareActions({ title, path, noun }: ShareTarget) {
  // A preview (lib/preview.ts) is not the public page: its address is not for sharing.
  const preview = usePreview() !== null;
  const absolute = useAbsoluteUrl();
  const url = absolute(path);
  const details = useRef<HTMLDetailsElement>(null);

  // The phone's share sheet when there is one; the links below otherwise, or when it refuses
  // (a desktop browser may have the function but no target to share to).
  function openShare(event: MouseEvent) {
    if (details.current?.open || typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ title, url }).catch((err: unknown) => {
      if ((err as Error).name !== 'AbortError' && details.current) details.current.open = true;
    });
  }

  // Open, it closes on Escape (the focus back on Share) or a tap anywhere outside it, as menus do.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (refocus: boolean) => {
      if (details.current) details.current.open = false;
      if (refocus) details.current?.querySelector('summary')?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true);
    const onPointer = (e: PointerEvent) => !details.current?.contains(e.target as Node) && close(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (preview) return null;
  return (
    <details className="share" ref={details} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="btn btn--outline share__toggle" onClick={openShare}>
        <ShareIcon size={18} /> Share
      </summary>
      <div className="share__panel">
        <p className="share__heading">Share this {noun}</p>
        {/* Written once the panel opens: seven long addresses are a kilobyte of every item page's
            HTML that most readers never open (and a phone with the share sheet never shows). */}
        {open && (
          <Suspense fallback={null}>
            <SharePanel title={title} url={url} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
