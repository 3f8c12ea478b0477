/**
 * The one dialog that chooses a picture from the Media Library, for every image field (featured
 * image, author photo, gallery, video and TV thumbnails, podcast covers, the podcast artwork) and
 * the body editor's pictures. The library newest first, searched by file name, alt text or the
 * title of an item that shows the picture, 24 at a time with more loaded as the list scrolls
 * (or with the Load more button); thumbnails from the uploads' small variants. Pictures are
 * uploaded from the same dialog (several at once, picked or dropped anywhere on it), and the
 * first to arrive is chosen.
 *
 * Keyboard and screen readers: the grid is a radio group (one Tab stop; arrow keys, Home and End
 * move and choose; Enter or a double click uses the chosen picture), and a status line says how
 * many pictures are shown.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MediaFile, MediaUploaded } from '../../../../../shared/api/media.ts';
import { countOf } from '../../../../../shared/words.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useDebounced } from '../lib/use-debounced.ts';
import { formatBytes, listMedia } from '../lib/media-upload.ts';
import { messageOf } from '../lib/errors.ts';
import type { SideLimit } from '../lib/shrink-image.ts';
import { useUploadQueue } from '../lib/use-upload-queue.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from './admin-image.tsx';
import { SearchBox } from './fields.tsx';
import { ImageDropZone, UPLOAD_HINT, UploadList, useFileDrop } from './image-uploads.tsx';
import { Modal } from './modal.tsx';
import { Spinner } from './states.tsx';

const PAGE_SIZE = 24;

/** The library's pictures for a search, page after page. */
function useLibraryPages(open: boolean, q: string) {
  const { request } = useAuth();
  const [items, setItems] = useState<MediaFile[]>([]);
  const [page, setPage] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  const load = useCallback(
    (nextPage: number) => {
      const mine = ++seq.current;
      setLoading(true);
      listMedia(request, { page: nextPage, limit: PAGE_SIZE, ...(q ? { q } : {}) })
        .then((res) => {
          if (mine !== seq.current) return;
          setItems((old) => {
            const list = nextPage === 1 ? [] : old;
            const known = new Set(list.map((m) => m.id));
            return [...list, ...res.data.filter((m) => !known.has(m.id))];
          });
          setPage(nextPage);
          setTotal(res.pagination.total);
          setError(null);
        })
        .catch((err: unknown) => mine === seq.current && setError(messageOf(err, 'Could not load the media library')))
        .finally(() => mine === seq.current && setLoading(false));
    },
    [request, q],
  );

  useEffect(() => {
    if (open) load(1);
    else {
      seq.current++;
      setItems([]);
      setPage(0);
      setTotal(null);
    }
  }, [open, load]);

  const more = total !== null && items.length < total;
  return {
    items,
    total,
    loading,
    error,
    more,
    loadMore: () => !loading && more && load(page + 1),
    /** Puts a picture just uploaded (or found in the library) first. */
    addFirst: (media: MediaUploaded) => {
      setItems((old) => [media, ...old.filter((m) => m.id !== media.id)]);
      if (!media.reused) setTotal((t) => (t === null ? t : t + 1));
    },
  };
}

export interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  /** The picture to use: the dialog closes after. */
  onChoose: (media: MediaFile) => void;
  title?: string;
  subtitle?: ReactNode;
  confirmLabel?: string;
  /** Alt text stored with pictures uploaded here (the field's alt text, when it has one). */
  uploadAlt?: string;
  /** How large a picture uploaded here is sent (lib/shrink-image.ts; podcast artwork needs more). */
  limit?: SideLimit;
  /** Under the grid once a picture is chosen, instead of its facts (the body editor's alt text and caption). */
  details?: (chosen: MediaFile) => ReactNode;
  /** Told of each choice in the grid (before Use): the body editor fills the alt text from it. */
  onSelect?: (media: MediaFile) => void;
}

export function MediaPicker({
  open,
  onClose,
  onChoose,
  title = 'Choose an image',
  subtitle = 'From the Media Library, or upload new ones',
  confirmLabel = 'Use this image',
  uploadAlt,
  limit,
  details,
  onSelect,
}: MediaPickerProps) {
  const [query, setQuery] = useState('');
  const typed = useDebounced(query.trim(), 300);
  // An emptied box (and a picker opened again, whose box close() emptied) lists everything at once,
  // never the last search's pictures for the debounce's moment.
  const q = query.trim() ? typed : '';
  const library = useLibraryPages(open, q);
  const [chosen, setChosen] = useState<MediaFile | null>(null);
  const choose = useCallback(
    (media: MediaFile) => {
      setChosen(media);
      onSelect?.(media);
    },
    [onSelect],
  );
  const now = useRef({ chosen, open });
  now.current = { chosen, open };
  const uploads = useUploadQueue({
    alt: uploadAlt,
    limit,
    // An upload finishing after the dialog was closed is in the library for next time, not chosen.
    onUploaded: (media: MediaUploaded) => {
      if (!now.current.open) return;
      library.addFirst(media);
      if (!now.current.chosen) choose(media);
    },
  });
  const drop = useFileDrop(uploads.add, open);

  const close = () => {
    setChosen(null);
    setQuery('');
    uploads.clearFinished();
    onClose();
  };
  const use = (media: MediaFile | null = chosen) => {
    if (!media) return;
    onChoose(media);
    close();
  };

  if (!open) return null;
  // Into the back office's root: a field may sit in a panel that is a size container, which would
  // otherwise hold the fixed dialog inside it.
  return createPortal(
    <Modal
      open={open}
      title={title}
      subtitle={subtitle}
      onClose={close}
      size="lg"
      className="adm-picker-modal"
      footer={(requestClose) => (
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={requestClose}>
            Cancel
          </button>
          <button type="button" className="adm-btn adm-btn--primary" disabled={!chosen} onClick={() => use()}>
            {confirmLabel}
          </button>
        </>
      )}
    >
      <div className={`adm-picker${drop.dragging ? ' is-dragging' : ''}`} {...drop.handlers}>
        <ImageDropZone onFiles={uploads.add} uploadFor="Media picker" text={UPLOAD_HINT} />
        <UploadList items={uploads.items} />
        <SearchBox label="Search the media library" value={query} onChange={setQuery} placeholder="Search by file name, alt text or where it is used..." />
        <p className="adm-picker__count" role="status">
          {library.total === null ? 'Loading the media library...' : library.total === 0 ? (q ? `No images match "${q}"` : 'The library has no images yet') : `${countOf(library.total, 'image')}${q ? ` match "${q}"` : ''}, newest first`}
        </p>
        {library.error && <p className="adm-field__error">{library.error}</p>}
        <PickerGrid items={library.items} chosen={chosen} onChoose={choose} onUse={use} busy={library.loading} />
        {library.more && <MoreLoader loading={library.loading} onMore={library.loadMore} />}
        {chosen && (details ? details(chosen) : <ChosenFacts media={chosen} />)}
      </div>
    </Modal>,
    document.querySelector('.adm-root') ?? document.body,
  );
}

/** The library's pictures as a radio group: one Tab stop, arrow keys move the choice. */
function PickerGrid({ items, chosen, onChoose, onUse, busy }: { items: MediaFile[]; chosen: MediaFile | null; onChoose: (m: MediaFile) => void; onUse: (m: MediaFile) => void; busy: boolean }) {
  const list = useRef<HTMLDivElement>(null);
  const focusIndex = Math.max(0, chosen ? items.findIndex((m) => m.id === chosen.id) : 0);

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onUse(items[at]);
      return;
    }
    // Items per row, from where they are laid out (the grid's columns follow its width).
    const columns = Math.max(1, buttons.filter((b) => b.offsetTop === buttons[0].offsetTop).length);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, ArrowDown: at + columns, ArrowUp: at - columns, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.min(buttons.length - 1, Math.max(0, next));
    buttons[target].focus();
    onChoose(items[target]);
  };

  if (items.length === 0) return busy ? <Spinner /> : null;
  return (
    <div ref={list} className={`adm-picker__grid${busy ? ' is-busy' : ''}`} role="radiogroup" aria-label="Images in the media library" onKeyDown={onKeyDown}>
      {items.map((m, i) => {
        const checked = chosen?.id === m.id;
        return (
          <button
            key={m.id}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={i === focusIndex ? 0 : -1}
            className={`adm-picker__item${checked ? ' is-chosen' : ''}`}
            aria-label={[m.filename, m.width && m.height ? `${m.width} by ${m.height}` : null, m.alt || null].filter(Boolean).join(', ')}
            onClick={() => onChoose(m)}
            onDoubleClick={() => onUse(m)}
          >
            <AdminImage src={m.url} alt="" sizes={ADMIN_IMAGE_SIZES.rowThumb} />
            <span className="adm-picker__name" aria-hidden="true">
              {m.filename}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** Loads the next page when its line scrolls into view, or when pressed. */
function MoreLoader({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && more.current(), { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="adm-picker__more">
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onMore} disabled={loading} aria-busy={loading || undefined}>
        {loading ? <Spinner size="sm" /> : null} {loading ? 'Loading...' : 'Load more images'}
      </button>
    </div>
  );
}

/** What a field needs to know of the chosen picture before using it. */
function ChosenFacts({ media }: { media: MediaFile }) {
  return (
    <div className="adm-picker__chosen">
      <AdminImage src={media.url} alt={media.alt || media.filename} sizes={ADMIN_IMAGE_SIZES.cover} className="adm-picker__preview" />
      <dl className="adm-picker__facts">
        <div>
          <dt>File</dt>
          <dd>{media.filename}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{[media.width && media.height ? `${media.width}×${media.height}` : null, formatBytes(media.size)].filter(Boolean).join(' · ')}</dd>
        </div>
        <div>
          <dt>Alt text</dt>
          <dd>{media.alt || 'None'}</dd>
        </div>
        <div>
          <dt>Used in</dt>
          <dd>{media.used_by.length ? media.used_by.map((u) => u.title).join(', ') : 'Not used yet'}</dd>
        </div>
      </dl>
    </div>
  );
}
