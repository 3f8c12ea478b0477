/**
 * An image field: staff paste an address as before, choose a picture of the Media Library (the
 * media picker, which uploads too), or upload one straight from their phone or laptop (made smaller
 * in the browser first, sent with a progress bar, recognised when the library has it already).
 * Either way the picture's address goes in the field. A refused or failed upload shows under the
 * field and as an 'Upload Failed' toast. ImagePreview is the dashed preview box the forms show
 * under it.
 */
import { useState, type ReactNode } from 'react';
import type { MediaFile, MediaUploaded } from '../../../../../shared/api/media.ts';
import { formatBytes } from '../lib/media-upload.ts';
import { useUploadQueue, type UploadItem } from '../lib/use-upload-queue.ts';
import { AdminImage } from './admin-image.tsx';
import { Field } from './fields.tsx';
import { ImageIcon } from './icons.tsx';
import { PickImagesButton, sizeLine, UploadList } from './image-uploads.tsx';
import { MediaPicker } from './media-picker.tsx';

export interface ImageUrlFieldProps {
  /** The field's label, e.g. 'Featured Image URL'; the buttons are named after it without 'URL'. */
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  /** Alt text stored with the upload in the media library (the form's alt field, when it has one). */
  alt?: string;
}

/** What the hint says of the picture just put in the field. */
function placedHint(placed: { media: MediaFile; item?: UploadItem; reused: boolean }): string {
  const { media, item } = placed;
  const facts = item ? sizeLine(item) : [media.width && media.height ? `${media.width}×${media.height}` : null, formatBytes(media.size)].filter(Boolean).join(' · ');
  if (!item) return `From the library: ${media.filename} · ${facts}`;
  return placed.reused ? `Already in the library: reused · ${media.filename} · ${facts}` : `Uploaded ${media.filename} · ${facts}`;
}

export function ImageUrlField({ label, value, onChange, error, required, placeholder, hint, alt }: ImageUrlFieldProps) {
  const name = label.replace(/\s*URL$/i, '');
  const [placed, setPlaced] = useState<{ media: MediaFile; item?: UploadItem; reused: boolean } | null>(null);
  const [picking, setPicking] = useState(false);
  const put = (media: MediaFile, item?: UploadItem) => {
    setPlaced({ media, item, reused: Boolean((media as Partial<MediaUploaded>).reused) });
    onChange({ target: { value: media.url } });
  };
  const uploads = useUploadQueue({ alt, onUploaded: (media, item) => put(media, item) });
  const last = uploads.items.at(-1);
  const uploadError = last?.phase === 'failed' ? last.error ?? undefined : undefined;
  const showing = placed && placed.media.url === value.trim() ? placed : null;

  return (
    <Field
      label={label}
      error={uploadError ?? error}
      hint={showing ? placedHint(showing) : hint ?? 'Paste an image address, choose one from the library, or upload a photo'}
      required={required}
    >
      {(id, describedBy) => (
        <div className="adm-url-upload">
          <input
            id={id}
            type="url"
            className="adm-input"
            placeholder={placeholder}
            value={value}
            onChange={(e) => {
              uploads.clearFinished();
              onChange(e);
            }}
            aria-invalid={uploadError || error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
          />
          <div className="adm-url-upload__actions">
            <button type="button" className="adm-btn adm-btn--secondary adm-url-upload__btn" onClick={() => setPicking(true)} aria-label={`Choose ${name} from the Media Library`}>
              <ImageIcon size={16} /> Library
            </button>
            <PickImagesButton
              multiple={false}
              className="adm-btn adm-btn--secondary adm-url-upload__btn"
              label={uploads.busy ? 'Uploading...' : 'Upload'}
              ariaLabel={uploads.busy ? `Uploading ${name}...` : `Upload ${name}`}
              busy={uploads.busy}
              uploadFor={name}
              onFiles={(files) => {
                uploads.clearFinished();
                uploads.add(files.slice(0, 1));
              }}
            />
          </div>
          {uploads.busy && <UploadList items={uploads.items.filter((i) => i.phase !== 'failed')} />}
          <MediaPicker open={picking} onClose={() => setPicking(false)} onChoose={(media) => put(media)} title={`Choose the ${name.toLowerCase()}`} uploadAlt={alt} />
        </div>
      )}
    </Field>
  );
}

/** The dashed preview box under an image field: the image (or 'Image not found'), else a line. */
export function ImagePreview({ src, alt, empty, className }: { src: string; alt: string; empty: string; className?: string }) {
  return (
    <div className={`adm-image-preview ${className ?? ''}`}>
      {src.trim() ? <AdminImage src={src.trim()} alt={alt} /> : <p className="adm-muted">{empty}</p>}
    </div>
  );
}
