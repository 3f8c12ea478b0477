/**
 * A media file's type from its address, for the places that must name a type the file never told
 * us: a pasted outside picture or audio address in a feed's <enclosure> / <media:content>, the
 * episode page's og:audio:type. Uploads carry their real type; this is the fallback.
 */
const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};

/** Media type from a URL's file extension (query and fragment ignored); undefined when unknown. */
export function mimeFromUrl(url: string): string | undefined {
  const path = url.split(/[?#]/)[0];
  const ext = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase();
  return ext ? MIME_BY_EXTENSION[ext] : undefined;
}
