/**
 * What an uploaded file really is, read from its first bytes (magic numbers). A file's name and the
 * browser's declared type are the uploader's word and can lie (a script renamed photo.jpg); the
 * bytes decide, so what the site serves as image/png really starts like a PNG. SVG is refused on
 * purpose: it can carry script.
 */
import type { UploadMimeType } from '../../../shared/api/media.ts';

export interface ImageType {
  mime: UploadMimeType;
  ext: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The image type of `bytes`, or null when they are not a JPEG, PNG, WebP, GIF or AVIF image. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return { mime: 'image/png', ext: 'png' };
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (isAvif(bytes)) return { mime: 'image/avif', ext: 'avif' };
  return null;
}

/** ISO-BMFF: a leading `ftyp` box whose major or one of its compatible brands is avif/avis. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  if (boxSize < 16) return false;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

const EXT_BY_MIME: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' };
/** The file extension an upload of this type is kept under (its original). */
export const extOfMime = (mime: string): string => EXT_BY_MIME[mime] ?? 'bin';
