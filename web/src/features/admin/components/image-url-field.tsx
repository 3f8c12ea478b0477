/**
 * An image address field with an Upload button: staff paste a URL as before, or pick a photo from
 * their phone or laptop, which goes to the media library (POST /api/media) and puts the returned
 * URL in the field. The browser checks type and size first (the server's own messages); a refused
 * or failed upload shows under the field and as an 'Upload Failed' toast. ImagePreview is the
 * dashed preview box the forms show under it.
 */
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { MediaFile } from '../../../../../shared/api/media.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { messageOf } from '../lib/errors.ts';
import { checkImageFile, formatBytes, IMAGE_ACCEPT, uploadImage } from '../lib/media-upload.ts';
import { AdminImage } from './admin-image.tsx';
import { useAdminToast } from './admin-toast.ts';
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
  const { request } = useAuth();
  const toast = useAdminToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<MediaFile | null>(null);
  // Closing the form mid-upload drops the answer instead of setting state on a gone component.
  useEffect(() => () => pending.current?.abort(), []);

  const fail = (message: string) => {
    setUploadError(message);
    toast.error('Upload Failed', message);
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again (after fixing something) fires again
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return fail(problem);
    setUploadError(null);
    setUploading(true);
    const controller = new AbortController();
    pending.current = controller;
    try {
      const media = await uploadImage(request, file, alt, controller.signal);
      setUploaded(media);
      onChange({ target: { value: media.url } });
    } catch (err) {
      if (!controller.signal.aborted) fail(messageOf(err, 'Upload failed. Please try again.'));
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
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
              setUploadError(null);
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
