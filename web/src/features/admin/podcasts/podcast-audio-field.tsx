/**
 * The episode's audio on the form's Media tab. Staff choose (or drop) an MP3 / M4A file, which goes
 * to POST /api/podcasts/audio with a progress bar and a Cancel button; the server reads the file and
 * its address lands in `audio_url`, shown with the name, length, size, type and bitrate, a player
 * and Replace / Remove. A refused file shows the server's words under the field. An audio file kept
 * elsewhere can still be pasted as an address (the server does not read those, so its facts stay
 * unknown).
 */
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import type { PodcastAudio } from '../../../../../shared/api/podcasts.ts';
import { AUDIO_ACCEPT, AUDIO_URL_PREFIX } from '../../../../../shared/podcast-audio.ts';
import { formatBytes } from '../lib/media-upload.ts';
import { TextField } from '../components/fields.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { inDisabledForm } from '../components/image-uploads.tsx';
import { CloseIcon, MicIcon, TrashIcon, UploadIcon } from '../components/icons.tsx';
import { audioFactList, type AudioFacts } from '../lib/audio-facts.ts';
import type { useAudioUpload } from './use-audio-upload.ts';

export interface PodcastAudioFieldProps {
  /** The episode's audio_url. */
  value: string;
  onChange: (url: string) => void;
  /** The form's message for audio_url (the server's, or 'still uploading'). */
  error?: string;
  /** What is known about `value` (see audio-facts.ts); null without audio. */
  facts: AudioFacts | null;
  upload: ReturnType<typeof useAudioUpload>;
  onUploaded: (audio: PodcastAudio) => void;
}

export function PodcastAudioField({ value, onChange, error, facts, upload, onUploaded }: PodcastAudioFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [announce, setAnnounce] = useState('');
  const address = value.trim();
  const isUploadedFile = address.startsWith(AUDIO_URL_PREFIX);
  // The form's message belongs under the pasted address when that is what it is about.
  const fieldError = upload.error ?? (isUploadedFile || !address ? error : undefined);

  const send = async (file: File) => {
    setAnnounce(`Uploading ${file.name}`);
    const audio = await upload.upload(file);
    if (!audio) {
      setAnnounce('');
      return;
    }
    onUploaded(audio);
    const list = audioFactList({ name: audio.filename, duration: audio.duration, size: audio.size, type: audio.mime_type, bitrate: audio.bitrate });
    setAnnounce(`Uploaded ${audio.filename}: ${list.map(([label, text]) => `${label} ${text}`).join(', ')}`);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again (after fixing it) fires again
    if (file) void send(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !upload.busy && !inDisabledForm(event)) void send(file);
  };
  const choose = () => fileInput.current?.click();

  return (
    <>
      <div className={`adm-field${fieldError ? ' has-error' : ''}`} role="group" aria-labelledby={labelId} aria-describedby={fieldError ? errorId : undefined}>
        <span id={labelId} className="adm-field__label">
          Audio file
        </span>
        {upload.state.phase !== 'idle' ? (
          <UploadProgress state={upload.state} onCancel={upload.cancel} />
        ) : facts ? (
          <AudioCard src={address} facts={facts} outside={!isUploadedFile} onReplace={choose} onRemove={() => {
            upload.setError(null);
            onChange('');
            setAnnounce('Audio removed');
          }} />
        ) : (
          <div
            className={`adm-audio-drop${dragging ? ' is-dragging' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span className="adm-audio-drop__icon" aria-hidden="true">
              <MicIcon size={22} />
            </span>
            <div className="adm-audio-drop__text">
              <p className="adm-audio-drop__title">Upload the episode's audio</p>
              <p className="adm-muted">
                MP3 or M4A (AAC){upload.limits ? `, up to ${upload.limits.max_mb} MB` : ''}. Its length, size and bitrate are read from the file. You can also drop it
                here.
              </p>
            </div>
            <button type="button" className="adm-btn adm-btn--secondary" onClick={choose}>
              <UploadIcon size={16} /> Choose audio file
            </button>
          </div>
        )}
        {fieldError && (
          <p id={errorId} className="adm-field__error" role="alert">
            {fieldError}
          </p>
        )}
        <p className="adm-sr-only" role="status">
          {announce}
        </p>
        <input ref={fileInput} type="file" accept={AUDIO_ACCEPT} hidden onChange={onPick} data-upload-for="Audio file" />
      </div>
      <TextField
        label="Or paste an audio address"
        type="url"
        placeholder="https://example.com/episode.mp3"
        hint={isUploadedFile ? 'An address typed here replaces the uploaded file' : 'An MP3 or M4A file kept on another server'}
        value={isUploadedFile ? '' : value}
        onChange={(e) => {
          upload.setError(null);
          onChange(e.target.value);
        }}
        error={!isUploadedFile && address ? error : undefined}
      />
    </>
  );
}

function UploadProgress({ state, onCancel }: { state: Exclude<ReturnType<typeof useAudioUpload>['state'], { phase: 'idle' }>; onCancel: () => void }) {
  const sending = state.phase === 'sending';
  const percent = sending ? Math.floor((state.loaded / Math.max(state.total, 1)) * 100) : 100;
  const text = sending ? `${percent}% · ${formatBytes(state.loaded)} of ${formatBytes(state.total)}` : 'Sent. Checking the file...';
  return (
    <div className="adm-audio-card">
      <div className="adm-audio-card__head">
        <span className="adm-audio-card__icon" aria-hidden="true">
          <UploadIcon size={20} />
        </span>
        <div className="adm-audio-card__text">
          <p className="adm-audio-card__name">{state.name}</p>
          <p className="adm-muted">{text}</p>
        </div>
        <div className="adm-audio-card__actions">
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onCancel}>
            <CloseIcon size={15} /> Cancel upload
          </button>
        </div>
      </div>
      <ProgressBar label={`Uploading ${state.name}`} percent={sending ? percent : null} text={text} />
    </div>
  );
}

function AudioCard({ src, facts, outside, onReplace, onRemove }: { src: string; facts: AudioFacts; outside: boolean; onReplace: () => void; onRemove: () => void }) {
  const list = audioFactList(facts);
  return (
    <div className="adm-audio-card">
      <div className="adm-audio-card__head">
        <span className="adm-audio-card__icon" aria-hidden="true">
          <MicIcon size={20} />
        </span>
        <div className="adm-audio-card__text">
          <p className="adm-audio-card__name" title={facts.name}>
            {facts.name}
          </p>
          {list.length > 0 ? (
            <dl className="adm-audio-card__facts">
              {list.map(([label, text]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="adm-muted">{outside ? 'Kept on another server: its length and size are not read' : 'Length and size not known'}</p>
          )}
        </div>
        <div className="adm-audio-card__actions">
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={onReplace}>
            <UploadIcon size={15} /> Replace
          </button>
          <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" onClick={onRemove}>
            <TrashIcon size={15} /> Remove
          </button>
        </div>
      </div>
      <audio className="adm-audio" controls preload="metadata" src={src} aria-label={`Listen to ${facts.name}`} />
    </div>
  );
}
