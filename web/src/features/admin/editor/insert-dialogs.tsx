/**
 * The two dialogs of the body's toolbar. Picture: the media picker every image field uses (upload
 * from the device or pick from the media library, newest first, searchable), with the picture's
 * alt text and caption, and it goes where the cursor was. YouTube video: a watch, youtu.be, shorts
 * or embed link and the video's title, shown in the site's click-to-load player.
 */
import { useState } from 'react';
import { ALT_MAX } from '../../../../../shared/media-upload.ts';
import { youtubeId, youtubeThumbnailUrl } from '../../../../../shared/youtube.ts';
import { TextField } from '../components/fields.tsx';
import { MediaPicker } from '../components/media-picker.tsx';
import { Modal } from '../components/modal.tsx';

export interface FigureChoice {
  src: string;
  alt: string;
  caption: string;
}

export function PictureDialog({ open, onClose, onInsert }: { open: boolean; onClose: () => void; onInsert: (figure: FigureChoice) => void }) {
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  return (
    <MediaPicker
      open={open}
      title="Insert a picture"
      subtitle="It goes where the cursor is in the text"
      confirmLabel="Insert picture"
      uploadAlt={alt}
      onClose={() => {
        setAlt('');
        setCaption('');
        onClose();
      }}
      // The library's alt text, unless the writer has typed one.
      onSelect={(media) => setAlt((typed) => (typed.trim() ? typed : media.alt))}
      onChoose={(media) => onInsert({ src: media.url, alt: alt.trim(), caption: caption.trim() })}
      details={() => (
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
    />
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
