/**
 * What every place that uploads pictures shows (the Media Library, the media picker, each image
 * field): a drop zone with its button (several files at once, by picking or dropping), and one row
 * per file with its own progress bar, the size before and after the browser made it smaller, and
 * how it ended (uploaded, already in the library and reused, or why it failed). The rows are
 * lib/use-upload-queue.ts's; a status line tells screen readers how each file ended.
 */
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { formatBytes, IMAGE_ACCEPT } from '../lib/media-upload.ts';
import { isFinished, type UploadItem } from '../lib/use-upload-queue.ts';
import type { ImageSize } from '../lib/shrink-image.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from './admin-image.tsx';
import { AlertIcon, CheckCircleIcon, CloseIcon, ImageIcon, UploadIcon } from './icons.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { Spinner } from './states.tsx';

/**
 * Whether a drop zone sits in a disabled fieldset (a read-only editor page): like the fields
 * around it, it then takes nothing.
 */
export const inDisabledForm = (e: DragEvent): boolean => (e.currentTarget as Element).closest('fieldset:disabled') !== null;

/** Drag-and-drop of files onto an element: its handlers and whether files are over it. */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [dragging, setDragging] = useState(false);
  const hasFiles = (e: DragEvent) => enabled && !inDisabledForm(e) && Array.from(e.dataTransfer.types).includes('Files');
  return {
    dragging,
    handlers: {
      onDragOver: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      },
      onDragLeave: (e: DragEvent) => {
        // Leaving for one of its own children is not leaving.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        // A drop zone inside another (the picker's own, inside the dialog) takes the files once.
        e.stopPropagation();
        setDragging(false);
        onFiles(Array.from(e.dataTransfer.files));
      },
    },
  };
}

/** The hidden file input and the button that opens it. */
export function PickImagesButton({
  onFiles,
  multiple = true,
  label,
  ariaLabel,
  uploadFor,
  className = 'adm-btn adm-btn--secondary',
  busy,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  label: ReactNode;
  ariaLabel?: string;
  /** Names the input for tests and scripts (`data-upload-for`). */
  uploadFor: string;
  className?: string;
  /** An upload of this button's is under way: it waits (a field takes one picture). */
  busy?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()} aria-label={ariaLabel} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner size="sm" /> : <UploadIcon size={16} />} {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hidden
        data-upload-for={uploadFor}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = ''; // picking the same files again (after fixing something) fires again
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}

/**
 * A dashed area files can be dropped on; with `uploadFor`, the button for those who pick instead
 * (a screen whose title row has that button already leaves it out).
 */
export function ImageDropZone({ onFiles, uploadFor, text }: { onFiles: (files: File[]) => void; uploadFor?: string; text: ReactNode }) {
  const drop = useFileDrop(onFiles);
  return (
    <div className={`adm-dropzone${drop.dragging ? ' is-dragging' : ''}${uploadFor ? '' : ' adm-dropzone--bare'}`} {...drop.handlers}>
      <span className="adm-dropzone__icon" aria-hidden="true">
        <ImageIcon size={22} />
      </span>
      <div className="adm-dropzone__text">
        <p className="adm-dropzone__title">Drop images here to upload them</p>
        <p className="adm-muted">{text}</p>
      </div>
      {uploadFor && <PickImagesButton onFiles={onFiles} label="Upload images" uploadFor={uploadFor} />}
    </div>
  );
}

/** What the upload areas say of the files they take. */
export const UPLOAD_HINT = 'Several at once: JPEG, PNG, WebP, GIF, AVIF or HEIC. Photos are made smaller (2,560 px at most) before sending.';

const dims = (s: ImageSize) => `${s.width}×${s.height}`;

/** '4000×3000 → 2560×1920 · 8.1 MB → 1.4 MB', or the one size sent as picked. */
export function sizeLine(item: UploadItem): string {
  const bytes = item.sentBytes !== null && item.sentBytes !== item.originalBytes ? `${formatBytes(item.originalBytes)} → ${formatBytes(item.sentBytes)}` : formatBytes(item.originalBytes);
  if (item.originalSize && item.sentSize) return `${dims(item.originalSize)} → ${dims(item.sentSize)} · ${bytes}`;
  if (item.originalSize) return `${dims(item.originalSize)} · ${bytes}`;
  return bytes;
}

/** Where the row's file is, in words (and, while bytes go, the share sent). */
function statusOf(item: UploadItem): { text: string; percent: number | null } {
  const sent = item.sentBytes ?? item.originalBytes;
  const percent = Math.floor((item.loaded / Math.max(sent, 1)) * 100);
  switch (item.phase) {
    case 'waiting':
      return { text: 'Waiting...', percent: 0 };
    case 'preparing':
      return { text: 'Making it smaller for sending...', percent: null };
    case 'sending':
      return { text: `${percent}% · ${formatBytes(item.loaded)} of ${formatBytes(sent)}`, percent };
    case 'processing':
      return { text: 'Sent. Making its sizes for the site...', percent: null };
    case 'done':
      return { text: 'Uploaded', percent: 100 };
    case 'reused':
      return { text: 'Already in the library: reused', percent: 100 };
    case 'failed':
      return { text: item.error ?? 'Upload failed', percent: 0 };
  }
}

/** How a finished upload ended, for the status line screen readers hear. */
const announcement = (item: UploadItem) =>
  item.phase === 'failed' ? `${item.name}: ${item.error}` : item.phase === 'reused' ? `${item.name}: already in the library, reused` : `${item.name} uploaded`;

export function UploadList({ items, onClear }: { items: UploadItem[]; /** Removes the finished rows. */ onClear?: () => void }) {
  if (items.length === 0) return null;
  const finished = items.filter(isFinished);
  return (
    <div className="adm-uploads">
      <ul className="adm-uploads__list" aria-label="Uploads">
        {items.map((item) => {
          const status = statusOf(item);
          return (
            <li key={item.key} className={`adm-upload is-${item.phase}`}>
              <span className="adm-upload__thumb" aria-hidden="true">
                {item.media ? <AdminImage src={item.media.url} alt="" sizes={ADMIN_IMAGE_SIZES.tableThumb} /> : <ImageIcon size={18} />}
              </span>
              <div className="adm-upload__body">
                <p className="adm-upload__name" title={item.name}>
                  {item.name}
                </p>
                <p className="adm-upload__meta">{sizeLine(item)}</p>
                <ProgressBar label={`Uploading ${item.name}`} percent={status.percent} text={status.text} />
                <p className={`adm-upload__status${item.phase === 'failed' ? ' adm-field__error' : ''}`}>
                  {item.phase === 'failed' ? <AlertIcon size={14} /> : isFinished(item) ? <CheckCircleIcon size={14} /> : null} {status.text}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="adm-sr-only" role="status">
        {finished.map(announcement).join('. ')}
      </p>
      {onClear && finished.length > 0 && finished.length === items.length && (
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm adm-uploads__clear" onClick={onClear}>
          <CloseIcon size={14} /> Clear the list
        </button>
      )}
    </div>
  );
}
