/**
 * The two dialogs of the body's toolbar. Picture: upload one from the device or pick one of the
 * media library (newest first, searchable), give it alt text and a caption, and it goes where the
 * cursor was. YouTube video: a watch, youtu.be, shorts or embed link and the video's title, shown
 * in the site's click-to-load player.
 */
import { useRef, useState } from 'react';
import type { MediaFile } from '../../../../../shared/api/media.ts';
import { ALT_MAX } from '../../../../../shared/media-upload.ts';
import { youtubeId, youtubeThumbnailUrl } from '../../../../../shared/youtube.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useDebounced } from '../lib/use-debounced.ts';
import { useImageUpload } from '../lib/use-image-upload.ts';
import { useLoad } from '../lib/use-load.ts';
import { IMAGE_ACCEPT, listMedia } from '../lib/media-upload.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { SearchBox, TextField } from '../components/fields.tsx';
import { UploadIcon } from '../components/icons.tsx';
import { Modal } from '../components/modal.tsx';
import { Spinner } from '../components/states.tsx';

export interface FigureChoice {
  src: string;
  alt: string;
  caption: string;
}

const LIBRARY_PAGE = 12;

export function PictureDialog({ open, onClose, onInsert }: { open: boolean; onClose: () => void; onInsert: (figure: FigureChoice) => void }) {
  const { request } = useAuth();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<MediaFile | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, uploading, error } = useImageUpload();
  const search = useDebounced(query, 300);
  const library = useLoad(
    () => (open ? listMedia(request, { page: 1, limit: LIBRARY_PAGE, ...(search.trim() ? { q: search.trim() } : {}) }).then((r) => r.data) : Promise.resolve([])),
    [open, search],
    'Could not load the media library',
  );

  const choose = (media: MediaFile) => {
    setChosen(media);
    if (!alt.trim()) setAlt(media.alt);
  };
  const close = () => {
    setChosen(null);
    setAlt('');
    setCaption('');
    setQuery('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Insert a picture"
      subtitle="It goes where the cursor is in the text"
      onClose={close}
      size="lg"
      busy={uploading}
      footer={(requestClose) => (
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={requestClose}>
            Cancel
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--primary"
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              onInsert({ src: chosen.url, alt: alt.trim(), caption: caption.trim() });
              close();
            }}
          >
            Insert picture
          </button>
        </>
      )}
    >
      <div className="ed-picker">
        <div className="ed-picker__upload">
          <button type="button" className="adm-btn adm-btn--secondary" onClick={() => fileInput.current?.click()} disabled={uploading} data-autofocus>
            {uploading ? <Spinner size="sm" /> : <UploadIcon size={16} />}
            {uploading ? 'Uploading...' : 'Upload from this device'}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            data-upload-for="Body picture"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const media = await upload(file, alt);
              if (media) {
                choose(media);
                library.reload();
              }
            }}
          />
          <span className="adm-muted">JPEG, PNG, WebP, GIF or AVIF, up to 8 MB</span>
          {error && <p className="adm-field__error">{error}</p>}
        </div>
        <SearchBox label="Search the media library" value={query} onChange={setQuery} placeholder="Search the media library by name or alt text..." />
        {library.error ? (
          <p className="adm-field__error">{library.error}</p>
        ) : (
          <ul className="ed-picker__grid" aria-label="Media library" aria-busy={library.loading}>
            {(library.data ?? []).map((m) => (
              <li key={m.id}>
                <button type="button" className={`ed-picker__item${chosen?.id === m.id ? ' is-chosen' : ''}`} aria-pressed={chosen?.id === m.id} onClick={() => choose(m)}>
                  <AdminImage src={m.url} alt={m.alt || m.filename} sizes={ADMIN_IMAGE_SIZES.rowThumb} />
                  <span className="ed-picker__name">{m.filename}</span>
                </button>
              </li>
            ))}
            {library.data?.length === 0 && <li className="adm-muted">No pictures found.</li>}
          </ul>
        )}
        {chosen && (
          <div className="ed-picker__details">
            <TextField
              label="Alt text"
              value={alt}
              maxLength={ALT_MAX}
              onChange={(e) => setAlt(e.target.value)}
              hint="What the picture shows, for readers who cannot see it"
              placeholder="Pupils reading the weather station's rain gauge"
            />
            <TextField label="Caption" value={caption} onChange={(e) => setCaption(e.target.value)} hint="Shown under the picture (optional)" />
          </div>
        )}
      </div>
    </Modal>
  );
}

export function VideoDialog({ open, onClose, onInsert }: { open: boolean; onClose: () => void; onInsert: (figure: FigureChoice) => void }) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState('');
  const id = youtubeId(url);
  const close = () => {
    setUrl('');
    setTitle('');
    setCaption('');
    setError('');
    onClose();
  };
  const insert = () => {
    if (!id) {
      setError('Paste a YouTube link: youtube.com/watch?v=..., youtu.be/..., shorts or embed');
      return;
    }
    onInsert({ src: `https://www.youtube.com/watch?v=${id}`, alt: title.trim(), caption: caption.trim() });
    close();
  };
  return (
    <Modal
      open={open}
      title="Insert a YouTube video"
      subtitle="Readers see its picture and a play button; YouTube loads only when they press play"
      onClose={close}
      size="md"
      footer={(requestClose) => (
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={requestClose}>
            Cancel
          </button>
          <button type="button" className="adm-btn adm-btn--primary" onClick={insert}>
            Insert video
          </button>
        </>
      )}
    >
      <TextField
        label="YouTube link"
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setError('');
        }}
        error={error || undefined}
        placeholder="https://www.youtube.com/watch?v=..."
        data-autofocus
      />
      <TextField label="Video title" value={title} onChange={(e) => setTitle(e.target.value)} hint="Read out on the play button by screen readers" />
      <TextField label="Caption" value={caption} onChange={(e) => setCaption(e.target.value)} hint="Shown under the video (optional)" />
      {id && (
        <div className="embed ed-video-preview">
          <img className="embed__poster" src={youtubeThumbnailUrl(id)} alt="" />
          <span className="embed__play" aria-hidden="true" />
        </div>
      )}
    </Modal>
  );
}
