/**
 * The top-level structure of an M4A (ISO base media file): a run of boxes, each starting with its
 * size and four-letter type, that must tile the file exactly. The first is `ftyp`, naming the
 * brands the file follows; `moov` holds the tracks and `mdat` the sound. A file cut short leaves
 * its last box claiming more bytes than remain (or loses `moov` or `mdat` altogether), which is
 * how an incomplete upload is told from a whole one: music-metadata reads the duration from `moov`
 * and would not notice the missing sound.
 */
import type { ByteWindow } from './byte-window.ts';

/**
 * ftyp brands of audio in an MPEG-4 container: iTunes audio and audiobooks (M4A, M4B), and the
 * generic MP4 brands ffmpeg, phones and editors write for them. Whether there is sound, and only
 * sound, is decided from the tracks (music-metadata) afterwards.
 */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'iso4', 'iso5', 'iso6', 'dash', 'MSNV', 'F4A ']);

/** Whether `head` (the file's first bytes) starts with an `ftyp` box naming an audio-capable brand. */
export function hasAudioBrand(head: Uint8Array): boolean {
  if (head.length < 16) return false;
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = bytes.readUInt32BE(0);
  if (size < 16) return false;
  const end = Math.min(size, bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => AUDIO_BRANDS.has(brand));
}

export interface Mp4Structure {
  /** The boxes tile the file: none runs past its end. */
  complete: boolean;
  /** Top-level box types in order. */
  boxes: string[];
}

/** Walks the top-level boxes (headers only: a few bytes read per box, whatever the file's size). */
export async function walkMp4(window: ByteWindow): Promise<Mp4Structure> {
  const boxes: string[] = [];
  let at = 0;
  while (at < window.size) {
    const header = await window.bytes(at, 16);
    if (header.length < 8) return { complete: false, boxes };
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (size === 1) {
      if (header.length < 16) return { complete: false, boxes };
      size = Number(header.readBigUInt64BE(8));
    } else if (size === 0) {
      size = window.size - at; // "to the end of the file": only the last box may say so
    }
    if (size < 8 || at + size > window.size) return { complete: false, boxes };
    boxes.push(type);
    at += size;
  }
  return { complete: boxes.includes('moov') && boxes.includes('mdat'), boxes };
}
