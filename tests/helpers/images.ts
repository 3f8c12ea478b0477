/**
 * Small valid images built from their bytes, for upload tests (no image library needed).
 * makePng draws a real, decodable picture; the others are the smallest headers that identify the
 * format and its size, which is all the server reads.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = [number, number, number];
/** A diagonal warm gradient by default (looks like a picture in screenshots). */
const gradient = (w: number, h: number) => (x: number, y: number): Rgb => {
  const t = (x / Math.max(1, w - 1) + y / Math.max(1, h - 1)) / 2;
  return [Math.round(200 - 120 * t), Math.round(90 + 60 * t), Math.round(40 + 150 * t)];
};

/** A truecolour PNG of w x h pixels. */
export function makePng(w: number, h: number, pixel: (x: number, y: number) => Rgb = gradient(w, h)): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1); // filter byte 0, then the pixels
    for (let x = 0; x < w; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG header: SOI, JFIF APP0, a baseline frame header with the size, EOI. */
export function makeJpeg(w: number, h: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, h >> 8, h & 0xff, w >> 8, w & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

/** A GIF89a header with its logical screen size and an empty trailer. */
export function makeGif(w: number, h: number): Buffer {
  return Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([w & 0xff, w >> 8, h & 0xff, h >> 8, 0x00, 0x00, 0x00, 0x3b])]);
}

/** An AVIF file start: an ftyp box with brand avif (no item properties, so no size). */
export function makeAvifStart(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypavif', 4, 'ascii');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1miaf', 16, 'ascii');
  return ftyp;
}

/** A lossless WebP header (VP8L) of w x h. */
export function makeWebp(w: number, h: number): Buffer {
  const bits = (w - 1) | ((h - 1) << 14);
  const vp8l = Buffer.from([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff, 0, 0, 0]);
  const body = Buffer.concat([Buffer.from('WEBPVP8L', 'ascii'), Buffer.alloc(4), vp8l]);
  body.writeUInt32LE(vp8l.length, 8);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
