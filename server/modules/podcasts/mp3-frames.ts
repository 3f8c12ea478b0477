/**
 * The structure of an MP3 file, checked frame by frame: an optional ID3v2 tag, then MPEG audio
 * Layer III frames, each starting with a header that gives its length, then optional trailing tags
 * (ID3v1, APEv2, Lyrics3). A file is an MP3 when a valid frame follows the tag and the next frame
 * starts where the first one ends (a lone 0xFFE sync in text or another format is not enough).
 *
 * Why walk every frame: music-metadata reads an MP3's duration from its Xing/Info (LAME) or VBRI
 * header, which the encoder wrote for the whole file, so a truncated upload still "lasts" as long
 * as the original. Walking the frames says how many are really there and whether the last one is
 * complete; the header, when present, says how many there should be. About half a second for 200 MB.
 */
import type { ByteWindow } from './byte-window.ts';

/** Layer III bitrates (kbit/s) by index: MPEG-1, and MPEG-2 / 2.5. 0 is "free format", refused. */
const BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
/** Sample rates by version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1). */
const SAMPLE_RATES: Record<number, readonly number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

export interface MpegFrame {
  /** Bytes, header included. */
  length: number;
  /** Samples per channel it decodes to. */
  samples: number;
  sampleRate: number;
  /** kbit/s */
  bitrate: number;
  mpeg1: boolean;
  mono: boolean;
}

/** The Layer III frame whose header starts at `b[at]`, or null when those 4 bytes are no valid header. */
export function frameAt(b: Uint8Array, at = 0): MpegFrame | null {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1] & 0xe0) !== 0xe0) return null;
  const version = (b[at + 1] >> 3) & 3;
  const layer = (b[at + 1] >> 1) & 3;
  const bitrateIndex = b[at + 2] >> 4;
  const rateIndex = (b[at + 2] >> 2) & 3;
  const emphasis = b[at + 3] & 3;
  // version 1 and emphasis 2 are reserved; layer 1 is Layer III (MP2 and MP1 are other formats).
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3 || emphasis === 2) return null;
  const mpeg1 = version === 3;
  const bitrate = (mpeg1 ? BITRATES.mpeg1 : BITRATES.mpeg2)[bitrateIndex];
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const padding = (b[at + 2] >> 1) & 1;
  const length = Math.floor(((mpeg1 ? 144_000 : 72_000) * bitrate) / sampleRate) + padding;
  return { length, samples: mpeg1 ? 1152 : 576, sampleRate, bitrate, mpeg1, mono: b[at + 3] >> 6 === 3 };
}

/** Where the audio starts: after any ID3v2 tags (syncsafe size, plus a footer when flagged). */
async function afterId3v2(window: ByteWindow): Promise<number> {
  let at = 0;
  for (;;) {
    const h = await window.bytes(at, 10);
    if (h.length < 10 || h.toString('latin1', 0, 3) !== 'ID3' || h[3] === 0xff || h[4] === 0xff || [6, 7, 8, 9].some((i) => h[i] & 0x80)) return at;
    const size = (h[6] << 21) | (h[7] << 14) | (h[8] << 7) | h[9];
    at += 10 + size + (h[5] & 0x10 ? 10 : 0);
  }
}

/** What ends a stream without being audio: ID3v1, APEv2, Lyrics3 or a second ID3v2 tag. */
async function isTrailer(window: ByteWindow, at: number): Promise<boolean> {
  const text = (await window.bytes(at, 11)).toString('latin1');
  return text.startsWith('TAG') || text.startsWith('APETAGEX') || text.startsWith('LYRICSBEGIN') || text.startsWith('ID3');
}

/** A frame at `at` that the next frame follows (or that ends the file): a real start of audio. */
async function confirmedFrame(window: ByteWindow, at: number): Promise<MpegFrame | null> {
  const frame = frameAt(await window.bytes(at, 4));
  if (!frame) return null;
  const next = at + frame.length;
  if (next === window.size) return frame;
  const following = frameAt(await window.bytes(next, 4));
  return following && following.sampleRate === frame.sampleRate && following.mpeg1 === frame.mpeg1 ? frame : null;
}

/** Bytes searched for the next frame after something that is not one (junk between tag and audio, a damaged stretch). */
const RESYNC_BYTES = 64 * 1024;

async function nextFrame(window: ByteWindow, from: number): Promise<number | null> {
  const end = Math.min(window.size, from + RESYNC_BYTES);
  for (let at = from; at < end; at++) {
    const b = await window.bytes(at, 1);
    if (b[0] === 0xff && (await confirmedFrame(window, at))) return at;
  }
  return null;
}

/**
 * The frame count an encoder wrote into the first frame: a Xing or Info header (LAME, ffmpeg)
 * after the side information, or a VBRI header (Fraunhofer) 32 bytes in. Null when there is none.
 */
async function declaredFrames(window: ByteWindow, at: number, frame: MpegFrame): Promise<number | null> {
  const bytes = await window.bytes(at, frame.length);
  const sideInfo = frame.mpeg1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = 4 + sideInfo;
  const tag = bytes.toString('latin1', xing, xing + 4);
  if ((tag === 'Xing' || tag === 'Info') && bytes.length >= xing + 12) {
    const flags = bytes.readUInt32BE(xing + 4);
    return flags & 1 ? bytes.readUInt32BE(xing + 8) : null;
  }
  if (bytes.toString('latin1', 36, 40) === 'VBRI' && bytes.length >= 36 + 18) return bytes.readUInt32BE(36 + 14);
  return null;
}

export interface Mp3Structure {
  /** Audio frames present and complete (a Xing/Info/VBRI header frame is not audio). */
  frames: number;
  /** Frames the encoder's header says the stream has; null without such a header. */
  declaredFrames: number | null;
  /** The file ends inside a frame. */
  lastFrameCut: boolean;
  /** Seconds of the frames present. */
  seconds: number;
}

/** Walks the MP3 in `window`; null when no MPEG Layer III audio starts within the first bytes after its tags. */
export async function walkMp3(window: ByteWindow): Promise<Mp3Structure | null> {
  const audioStart = await afterId3v2(window);
  const first = await nextFrame(window, audioStart);
  if (first === null) return null;
  const firstFrame = (await confirmedFrame(window, first))!;
  const declared = await declaredFrames(window, first, firstFrame);
  // A header frame (Xing, Info, VBRI) decodes to silence and is not counted by its own figure.
  let at = declared === null ? first : first + firstFrame.length;
  let frames = 0;
  let samples = 0;
  let lastFrameCut = false;
  while (at < window.size) {
    const header = await window.bytes(at, 4);
    const frame = frameAt(header);
    if (frame) {
      if (at + frame.length > window.size) {
        lastFrameCut = true;
        break;
      }
      frames++;
      samples += frame.samples;
      at += frame.length;
      continue;
    }
    // Fewer bytes left than a header: the start of a frame cut short, or stray bytes.
    if (header.length < 4) {
      lastFrameCut = header[0] === 0xff;
      break;
    }
    if (await isTrailer(window, at)) break;
    const resumed = await nextFrame(window, at + 1);
    if (resumed === null) break;
    at = resumed;
  }
  return { frames, declaredFrames: declared, lastFrameCut, seconds: samples / firstFrame.sampleRate };
}

/**
 * Whether the walk shows a file cut short: fewer frames than its header declares (one of slack:
 * encoders disagree on whether the header frame counts itself), or, without such a header, a last
 * frame that the file ends inside.
 */
export function isTruncated(s: Mp3Structure): boolean {
  return s.declaredFrames !== null ? s.frames < s.declaredFrames - 1 : s.lastFrameCut;
}
