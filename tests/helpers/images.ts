/**
 * Small images for upload tests. makePng draws a real, decodable picture from its bytes; the
 * sharp-made ones are real photos' stand-ins (EXIF with GPS and a rotation, XMP, other formats);
 * pngClaiming is a decompression bomb's header; the others are the smallest headers that identify
 * a format and its size (not decodable).
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

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

/**
 * A PNG whose header claims w x h pixels (30,000 x 30,000 is 900 megapixels, 3.6 GB decoded) with
 * a few bytes of image data: what a decompression bomb looks like to a server reading its header.
 */
export function pngClaiming(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A phone photo as cameras store it: w x h pixels stored sideways with EXIF orientation 6 (shown
 * rotated 90° clockwise: h x w), the left half red and the right half blue (so shown upright the
 * top is red), EXIF with a GPS position and the camera, an XMP block, and a Display P3 profile.
 */
export async function phonePhoto(w: number, h: number): Promise<Buffer> {
  const half = Math.floor(w / 2);
  const red = await sharp({ create: { width: half, height: h, channels: 3, background: '#d02020' } }).png().toBuffer();
  return sharp({ create: { width: w, height: h, channels: 3, background: '#2030c0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Reporter 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 3/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Reporter</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
    .toBuffer();
}

/** A picture in another format (a plain gradient), e.g. `encodeAs('webp', 300, 200)`. */
export async function encodeAs(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif', w: number, h: number, options: { alpha?: boolean } = {}): Promise<Buffer> {
  const base = sharp(makePng(w, h));
  const pixels = options.alpha ? base.ensureAlpha(0.5) : base;
  return pixels.toFormat(format).toBuffer();
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

/**
 * A camera's photo at full size: w x h pixels of fine grain (Gaussian noise of `sigma`, which JPEG
 * cannot squeeze: a 4000 x 3000 one at quality 92 weighs about 5 MB with sigma 14, like a 12 MP
 * phone photo), stored sideways with EXIF orientation 6 like phonePhoto, its stored left half
 * tinted red, so shown upright (h x w) its top half is red.
 */
export async function cameraPhoto(w: number, h: number, sigma = 14): Promise<Buffer> {
  const grain = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 110, sigma } } }).raw().toBuffer();
  const redHalf = { create: { width: Math.floor(w / 2), height: h, channels: 4 as const, background: { r: 230, g: 20, b: 20, alpha: 0.7 } } };
  return sharp(grain, { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: redHalf, left: 0, top: 0 }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
