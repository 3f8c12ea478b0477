/**
 * What an episode audio file really is, decided from its content, never its name or the browser's
 * declared type (a text file renamed episode.mp3 is refused): MP3 (MPEG audio Layer III, after an
 * optional ID3v2 tag) or M4A (an MPEG-4 file, `ftyp` first, with one sound track in AAC), the two
 * formats Apple Podcasts and every podcast app take. Then whether it is whole: its structure is
 * walked to the last byte (mp3-frames.ts, mp4-boxes.ts), since an upload cut short still carries
 * the full duration in its headers. Duration and bitrate are read by music-metadata. The file is
 * read from disk in pieces, never held in memory.
 */
import { open } from 'node:fs/promises';
import { parseFile, type IAudioMetadata } from 'music-metadata';
import { AUDIO_EXTENSIONS, AUDIO_MESSAGES, type AudioMimeType } from '../../../shared/podcast-audio.ts';
import { badRequest } from '../../errors.ts';
import { ByteWindow } from './byte-window.ts';
import { frameAt, isTruncated, walkMp3, type Mp3Structure } from './mp3-frames.ts';
import { hasAudioBrand, walkMp4 } from './mp4-boxes.ts';

export interface AudioFacts {
  mime: AudioMimeType;
  /** The extension its stored name gets. */
  ext: string;
  /** Bytes. */
  size: number;
  /** Whole seconds (at least 1). */
  duration: number;
  /** kbit/s, rounded. */
  bitrate: number;
}

const refused = (message: string) => badRequest(message, [{ path: 'file', msg: message }]);

/** The type the first bytes announce; the walk that follows confirms it. */
function sniff(head: Buffer): AudioMimeType | null {
  if (hasAudioBrand(head)) return 'audio/mp4';
  if (head.toString('latin1', 0, 3) === 'ID3' || frameAt(head)) return 'audio/mpeg';
  return null;
}

/** Whether the file is whole, by its structure; an MP3's walk is kept for its duration. */
async function checkStructure(window: ByteWindow, mime: AudioMimeType): Promise<Mp3Structure | null> {
  if (mime === 'audio/mpeg') {
    const mp3 = await walkMp3(window);
    if (!mp3 || mp3.frames === 0) throw refused(AUDIO_MESSAGES.wrongType);
    if (isTruncated(mp3)) throw refused(AUDIO_MESSAGES.unreadable);
    return mp3;
  }
  const mp4 = await walkMp4(window);
  if (!mp4.complete) throw refused(AUDIO_MESSAGES.unreadable);
  return null;
}

/** An M4A must hold sound, in AAC (plain, HE or HE v2), and no picture track: a video is not an episode's audio. */
const isAacOnly = (format: IAudioMetadata['format']) => format.hasAudio !== false && !format.hasVideo && /\bAAC\b/i.test(format.codec ?? '');

/** Checks the file at `path` and reads its facts; a 400 naming `file` when it is not whole MP3 or M4A audio. */
export async function checkAudioFile(path: string): Promise<AudioFacts> {
  const file = await open(path, 'r');
  let mime: AudioMimeType;
  let mp3: Mp3Structure | null;
  let size: number;
  try {
    size = (await file.stat()).size;
    if (size === 0) throw refused(AUDIO_MESSAGES.noFile);
    const window = new ByteWindow(file, size);
    const found = sniff(Buffer.from(await window.bytes(0, 64)));
    if (!found) throw refused(AUDIO_MESSAGES.wrongType);
    mime = found;
    mp3 = await checkStructure(window, mime);
  } finally {
    await file.close();
  }

  let meta: IAudioMetadata;
  try {
    // Without an encoder's frame count an MP3's duration is measured over all its frames.
    meta = await parseFile(path, { duration: mp3?.declaredFrames === null, skipCovers: true });
  } catch {
    throw refused(AUDIO_MESSAGES.unreadable);
  }
  if (mime === 'audio/mp4' && !isAacOnly(meta.format)) throw refused(AUDIO_MESSAGES.wrongType);
  const seconds = meta.format.duration ?? mp3?.seconds ?? 0;
  if (!(seconds > 0)) throw refused(AUDIO_MESSAGES.unreadable);
  const bitrate = meta.format.bitrate ?? (size * 8) / seconds;
  return { mime, ext: AUDIO_EXTENSIONS[mime], size, duration: Math.max(1, Math.round(seconds)), bitrate: Math.round(bitrate / 1000) };
}
