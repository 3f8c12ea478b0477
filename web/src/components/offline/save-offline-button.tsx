/**
 * Save for offline (an article) or Download (a podcast episode), with the size shown before anything
 * is fetched ("Download episode · 3.2 MB"; an article's is reckoned from what this screen shows:
 * "about 240 KB"), the progress of an episode's download (which can be cancelled), and once kept,
 * the size it takes and Remove. Nothing is fetched until the reader presses it.
 *
 * The server's HTML has the plain button (the same for every reader); whether this phone holds
 * the item, and the sizes, are filled in after hydration.
 */
import { useEffect, useRef, useState } from 'react';
import { formatBytes } from '../../../../shared/format.ts';
import { Svg, type IconProps } from '../ui/icons.tsx';
import { canSave, estimateSize, findSaved, onSavedChange, removeSaved, type SavedItem } from './saved-index.ts';
import type { SavedKind } from './offline-names.ts';
import { usePreview } from '../../lib/preview.ts';
import './save-offline-button.css';

const DownloadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </Svg>
);
const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m5 12 5 5 9-10" />
  </Svg>
);

interface Props {
  kind: SavedKind;
  id: string;
  title: string;
  path: string;
  image: string;
  /** The element holding the item's pictures on this page (read when saving). */
  root: () => Element | null;
  /** An episode's audio and its size in bytes. */
  audio?: { url: string; bytes: number };
}

type State = { is: 'idle' } | { is: 'saving'; done: number; total: number } | { is: 'saved'; item: SavedItem } | { is: 'failed'; message: string };

export function SaveOfflineButton({ kind, id, title, path, image, root, audio }: Props) {
  // A preview (lib/preview.ts) keeps nothing: an unpublished item is not for reading offline.
  const preview = usePreview() !== null;
  const [state, setState] = useState<State>({ is: 'idle' });
  const [available, setAvailable] = useState(true);
  const [estimate, setEstimate] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const rootRef = useRef(root);
  rootRef.current = root;

  useEffect(() => {
    if (!canSave()) {
      setAvailable(false);
      return;
    }
    let live = true;
    const refresh = () =>
      void findSaved(id).then((item) => {
        if (!live) return;
        setState((s) => (item ? { is: 'saved', item } : s.is === 'saved' ? { is: 'idle' } : s));
      });
    refresh();
    const stop = onSavedChange(refresh);
    // The page's size is reckoned once it has settled (pictures in place), from nothing but what is here.
    const timer = setTimeout(() => live && setEstimate(estimateSize(rootRef.current())), 1500);
    return () => {
      live = false;
      stop();
      clearTimeout(timer);
    };
  }, [id]);

  if (!available || preview) return null;
  const noun = kind === 'episode' ? 'episode' : 'article';

  async function save() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ is: 'saving', done: 0, total: audio?.bytes ?? 0 });
    try {
      // The saving itself is a chunk of its own: most readers never press the button.
      const { saveForOffline } = await import('./saved-store.ts');
      const item = await saveForOffline({
        id,
        kind,
        title,
        path,
        image,
        root: rootRef.current(),
        audio,
        signal: controller.signal,
        onProgress: (done, total) => setState({ is: 'saving', done, total }),
      });
      setState({ is: 'saved', item });
    } catch (err) {
      setState(controller.signal.aborted ? { is: 'idle' } : { is: 'failed', message: (err as Error).message });
    } finally {
      abort.current = null;
    }
  }

  if (state.is === 'saved') {
    return (
      <div className="save-offline save-offline--saved">
        <span className="save-offline__done" role="status">
          <CheckIcon size={18} /> {kind === 'episode' ? 'Downloaded' : 'Saved for offline'} · {formatBytes(state.item.bytes)}
        </span>
        <button type="button" className="btn btn--ghost save-offline__remove" onClick={() => void removeSaved(id)} aria-label={`Remove the saved copy of this ${noun}`}>
          Remove
        </button>
      </div>
    );
  }

  if (state.is === 'saving') {
    const percent = state.total > 0 ? Math.min(100, Math.round((state.done / state.total) * 100)) : 0;
    return (
      <div className="save-offline" role="status">
        <span className="save-offline__progress">
          {kind === 'episode' ? 'Downloading' : 'Saving'}
          {state.total > 0 ? ` ${percent}%` : '...'}
          {state.total > 0 && <progress max={100} value={percent} aria-label={`Download of this ${noun}`} />}
        </span>
        <button type="button" className="btn btn--ghost" onClick={() => abort.current?.abort()}>
          Cancel
        </button>
      </div>
    );
  }

  // An episode's audio is most of it, its size exact: the page's few KB are added without an "about".
  const size = audio ? formatBytes(audio.bytes + estimate) : estimate ? `about ${formatBytes(estimate)}` : '';
  return (
    <div className="save-offline">
      <button type="button" className="btn btn--outline" onClick={() => void save()}>
        <DownloadIcon size={18} />
        {kind === 'episode' ? 'Download episode' : 'Save for offline'}
        {/* There from the first paint, its width kept for the size reckoned after it: nothing moves. */}
        <span className="save-offline__size">{size && ` · ${size}`}</span>
      </button>
      {state.is === 'failed' && (
        <p className="save-offline__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
