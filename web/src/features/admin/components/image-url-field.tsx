/**
 * An image address field with an Upload button: staff paste a URL as before, or pick a photo from
 * their phone or laptop, which goes to the media library (POST /api/media) and puts the returned
 * URL in the field. The browser checks type and size first (the server's own messages); a refused
 * or failed upload shows under the field and as an 'Upload Failed' toast. ImagePreview is the
 * dashed preview box the forms show under it.
 */
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { MediaFile } from '../../../../../shared/api/media.ts';
import { formatBytes, IMAGE_ACCEPT } from '../lib/media-upload.ts';
import { useImageUpload } from '../lib/use-image-upload.ts';
import { AdminImage } from './admin-image.tsx';
import { Field } from './fields.tsx';
import { UploadIcon } from './icons.tsx';
import { Spinner } from './states.tsx';

export interface ImageUrlFieldProps {
  /** The field's label, e.g. 'Featured Image URL'; the button is named 'Upload <label without URL>'. */
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

export function ImageUrlField({ label, value, onChange, error, required, placeholder, hint, alt }: ImageUrlFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, uploading, error: uploadError, clearError } = useImageUpload();
  const [uploaded, setUploaded] = useState<MediaFile | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again (after fixing something) fires again
    if (!file) return;
    const media = await upload(file, alt);
    if (!media) return;
    setUploaded(media);
    onChange({ target: { value: media.url } });
  };

  const name = label.replace(/\s*URL$/i, '');
  const justUploaded = uploaded && uploaded.url === value.trim() ? uploaded : null;
  const shownHint = justUploaded ? (
    <>
      Uploaded {justUploaded.filename}
      {justUploaded.width && justUploaded.height ? ` · ${justUploaded.width}×${justUploaded.height}` : ''} · {formatBytes(justUploaded.size)}
    </>
  ) : (
    hint ?? 'Paste an image address, or upload JPEG, PNG, WebP, GIF or AVIF (up to 8 MB)'
  );

  return (
    <Field label={label} error={uploadError ?? error} hint={shownHint} required={required}>
      {(id, describedBy) => (
        <div className="adm-url-upload">
          <input
            id={id}
            type="url"
            className="adm-input"
            placeholder={placeholder}
            value={value}
            onChange={(e) => {
              clearError();
              onChange(e);
            }}
            aria-invalid={uploadError || error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
          />
          <button
            type="button"
            className="adm-btn adm-btn--secondary adm-url-upload__btn"
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
            aria-busy={uploading || undefined}
            aria-label={uploading ? `Uploading ${name}...` : `Upload ${name}`}
          >
            {uploading ? <Spinner size="sm" /> : <UploadIcon size={16} />}
            {uploading ? 'Uploading...' : 'Upload'}
          </button>
          <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void onPick(e)} data-upload-for={name} />
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
