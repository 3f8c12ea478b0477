/**
 * Episode audio as both sides see it: which types an upload may be (the server decides from the
 * file's bytes, the admin form checks the name first with the same words), and the counted
 * enclosure address that feeds and players link to. No typebox here: the web bundle imports this.
 */

/** What Apple Podcasts accepts and the upload takes: MP3, and AAC in an MPEG-4 (M4A) container. */
export const AUDIO_MIME_TYPES = ['audio/mpeg', 'audio/mp4'] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** File extension for each type: the stored file's name and the enclosure address end with it. */
export const AUDIO_EXTENSIONS: Readonly<Record<AudioMimeType, string>> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a' };

/** Names the admin form lets through before the server looks at the content (`accept` attribute). */
export const AUDIO_ACCEPT = '.mp3,.m4a,.aac,audio/mpeg,audio/mp4,audio/x-m4a,audio/aac';

/** Default of AUDIO_UPLOAD_MAX_MB (server/config.ts). */
export const AUDIO_UPLOAD_MAX_MB_DEFAULT = 200;

export const AUDIO_MESSAGES = {
  noFile: 'Choose an audio file to upload',
  wrongType: 'Only MP3 or M4A (AAC) audio can be uploaded',
  unreadable: 'The audio file is truncated or damaged; export it again and upload the whole file',
  tooLarge: (maxMb: number) => `Audio must be at most ${maxMb} MB`,
} as const;

/** Site-relative prefix of stored audio files (served with Range support, not counted). */
export const AUDIO_URL_PREFIX = '/media/audio/';

export function isAudioMimeType(value: string): value is AudioMimeType {
  return (AUDIO_MIME_TYPES as readonly string[]).includes(value);
}

/**
 * The extension for an audio type; an unknown or empty type (an outside address whose type was
 * never read) falls back to the address's own extension when it has a known one, else 'mp3'.
 */
function audioExtension(mime: string, url = ''): string {
  if (isAudioMimeType(mime)) return AUDIO_EXTENSIONS[mime];
  const fromUrl = /\.(mp3|m4a|aac|mp4)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (fromUrl === 'aac' || fromUrl === 'mp4') return 'm4a';
  return fromUrl ?? 'mp3';
}

/**
 * The counted download address of an episode's audio (GET/HEAD /podcast/:id/audio.:ext): the
 * enclosure in feeds points here so each listener's download is counted once a day, then the
 * same bytes (or a redirect to an outside address) are served. Site-relative: prefix the public URL.
 */
export function enclosurePath(id: string, mime: string, url = ''): string {
  return `/podcast/${encodeURIComponent(id)}/audio.${audioExtension(mime, url)}`;
}
