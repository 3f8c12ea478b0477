/**
 * What an uploaded picture becomes (sharp, i.e. libvips): decoded once, turned upright by its EXIF
 * orientation, converted to sRGB through its ICC profile, then written as AVIF, WebP and a JPEG
 * (PNG when it has transparency) at each width of shared/responsive-image.ts, never wider than it
 * is. Nothing of the original's metadata is written (sharp keeps none unless asked): no EXIF, GPS,
 * XMP, IPTC or ICC block leaves the server.
 *
 * The work runs in libuv's thread pool, off the event loop, and at most IMAGE_JOBS pictures are
 * processed at once (each encodes its variants in parallel), so a burst of uploads queues instead
 * of eating the box's memory. A file that is not a readable picture, is cut short, or claims more
 * than MAX_INPUT_PIXELS (a decompression bomb: a few KB declaring 30,000 x 30,000) is refused with
 * a 400, the bomb before any pixel is decoded.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { mainFileName, MAX_IMAGE_WIDTH, podcastArtworkName, variantWidths, type FallbackExt } from '../../../shared/responsive-image.ts';
import { badRequest } from '../../errors.ts';
import { groupDigits } from '../../../shared/words.ts';

// One-off pictures: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The largest picture decoded: 50 megapixels (8,660 x 5,773), more than any phone photo under 8 MB. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Pictures processed at once; each uses up to a thread-pool thread per variant. */
const IMAGE_JOBS = 2;

const IMAGE_MESSAGES = {
  unreadable: 'The image could not be read: the file is damaged, incomplete or not really an image',
  tooManyPixels: (w: number, h: number) =>
    `Image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (this one is ${groupDigits(w)} x ${groupDigits(h)} pixels)`,
  artworkTooSmall: (w: number, h: number) => `Podcast artwork must be at least 1400 x 1400 pixels (Apple Podcasts asks for 1400 to 3000); this image is ${w} x ${h}`,
} as const;

export type VariantFormat = 'avif' | 'webp' | FallbackExt;

/**
 * Encoder settings: small files for slow phone networks, tuned by eye on the seed pictures. Up to
 * PHONE_WIDTH a variant is what phones fetch, shown at two or three device pixels per CSS pixel,
 * where compression shows least: a lower quality there (AVIF 34 is about 30% lighter than 44; on
 * a 1.75x-2x screen the difference is fine texture, not the picture).
 */
const PHONE_WIDTH = 800;
const ENCODERS: Record<VariantFormat, (s: Sharp, width: number) => Sharp> = {
  avif: (s, w) => s.avif({ quality: w <= PHONE_WIDTH ? 34 : 44, effort: 2 }),
  webp: (s, w) => s.webp({ quality: w <= PHONE_WIDTH ? 60 : 70, effort: 4 }),
  jpg: (s, w) => s.jpeg({ quality: w <= PHONE_WIDTH ? 68 : 74, mozjpeg: true }),
  png: (s) => s.png({ compressionLevel: 9, adaptiveFiltering: true }),
};

const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Runs `job` when fewer than IMAGE_JOBS are running: first come, first served, except that an
 * urgent job (a reader waiting for a variant) goes before the background work.
 */
async function queued<T>(job: () => Promise<T>, urgent = false): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resolve) => (urgent ? waiting.unshift(resolve) : waiting.push(resolve)));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const refused = (message: string) => badRequest(message, [{ path: 'file', msg: message }]);

export interface ImageFile {
  name: string;
  bytes: Buffer;
}

/** A variant's file name: `640.avif`; the fallback format at the full width is the main file. */
const variantName = (main: MainFile, width: number, format: VariantFormat) =>
  format === main.fallback && width === main.width ? main.name : `${width}.${format}`;

/** The main file of an upload, as named by shared/responsive-image.ts. */
export interface MainFile {
  name: string;
  width: number;
  height: number;
  fallback: FallbackExt;
}

const MAIN_NAME = /^(\d{1,4})x(\d{1,5})(?:-[0-9a-f]{6})?\.(jpg|png)$/;
export function parseMainName(name: string): MainFile | null {
  const m = MAIN_NAME.exec(name);
  return m ? { name, width: Number(m[1]), height: Number(m[2]), fallback: m[3] as FallbackExt } : null;
}

/** Every file an upload's folder holds when complete: its variants at every width, in every format. */
export function allVariants(main: MainFile): Array<{ width: number; format: VariantFormat }> {
  // Largest first: they take longest, so the thread pool stays busy to the end.
  return [...variantWidths(main.width)].reverse().flatMap((width) => (['avif', 'webp', main.fallback] as const).map((format) => ({ width, format })));
}

/** Width and height as displayed, from the header; refuses what cannot be read or is too big. */
async function displayedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // No limit here: metadata() reads only the header, and the check below names the size.
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw refused(IMAGE_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw refused(IMAGE_MESSAGES.unreadable);
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  if (width * height > MAX_INPUT_PIXELS) throw refused(IMAGE_MESSAGES.tooManyPixels(width, height));
  return { width, height };
}

interface Decoded {
  pixels: () => Sharp;
  width: number;
  height: number;
  transparent: boolean;
}

/**
 * The one decode: upright, sRGB (through the embedded profile), `width` wide (JPEG decodes straight
 * at 1/2, 1/4 or 1/8 when that is enough), 8 bits per channel, alpha kept only when it is used.
 */
async function decode(bytes: Buffer, width: number, transparent?: boolean): Promise<Decoded> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, INPUT).rotate().resize({ width, withoutEnlargement: true }).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch {
    throw refused(IMAGE_MESSAGES.unreadable);
  }
  const { data, info } = out;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const hasAlpha = info.channels === 4 && (transparent ?? !(await sharp(data, raw).stats()).isOpaque);
  return {
    pixels: () => (info.channels === 4 && !hasAlpha ? sharp(data, raw).removeAlpha() : sharp(data, raw)),
    width: info.width,
    height: info.height,
    transparent: hasAlpha,
  };
}

const encode = async (decoded: Decoded, width: number, format: VariantFormat, name: string): Promise<ImageFile> => ({
  name,
  bytes: await ENCODERS[format](decoded.pixels().resize({ width }), width).toBuffer(),
});

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

export interface ProcessedImage {
  /** The picture as displayed (after its EXIF rotation), before any resizing. */
  width: number;
  height: number;
  main: MainFile;
  files: ImageFile[];
}

/**
 * The files of a new upload, from its bytes (already sniffed as an image type): the main file and
 * the variants `wanted` picks (all by default).
 */
export function processImage(bytes: Buffer, wanted: (v: { width: number; format: VariantFormat }) => boolean = () => true): Promise<ProcessedImage> {
  return queued(async () => {
    const { width, height } = await displayedSize(bytes);
    // At most MAX_IMAGE_WIDTH on its longer side: a portrait photo is never shown 1920 px wide.
    const decoded = await decode(bytes, Math.max(1, Math.min(width, Math.floor((MAX_IMAGE_WIDTH * width) / Math.max(width, height)))));
    const fallback: FallbackExt = decoded.transparent ? 'png' : 'jpg';
    // The average colour is the placeholder; none under a picture one can see through.
    const colour = decoded.transparent ? null : (await decoded.pixels().stats()).channels.slice(0, 3).map((c) => hex(c.mean)).join('');
    const main: MainFile = { name: mainFileName(decoded.width, decoded.height, colour, fallback), width: decoded.width, height: decoded.height, fallback };
    const jobs = allVariants(main)
      .filter((v) => variantName(main, v.width, v.format) === main.name || wanted(v))
      .map((v) => encode(decoded, v.width, v.format, variantName(main, v.width, v.format)));
    return { width, height, main, files: await Promise.all(jobs) };
  });
}

/** JPEG segments that carry metadata: APP1 to APP15 (EXIF, XMP, ICC, IPTC...) and comments. */
const isMetadataSegment = (marker: number) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;

/** The JPEG without its metadata segments (lossless: the compressed picture is copied as is). */
function stripJpegSegments(bytes: Buffer): Buffer | null {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xda) return Buffer.concat([...kept, bytes.subarray(at)]); // start of scan: the picture follows
    const length = bytes.readUInt16BE(at + 2);
    if (!isMetadataSegment(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return null;
}

/** An ICC profile that only says "this is sRGB" (dropping it changes no colour). */
const isSrgbProfile = (icc: Buffer) => icc.includes('sRGB', 0, 'latin1') || icc.includes(Buffer.from('sRGB', 'utf16le').swap16());

/**
 * The main file of a picture that needs no re-encoding: a JPEG already upright, sRGB (at most an
 * sRGB profile, dropped), no wider or taller than served, is its own main file once its metadata
 * segments are cut out (the seed's pictures: a fresh install starts in a moment). Null otherwise.
 */
export async function mainFileAsIs(bytes: Buffer): Promise<ProcessedImage | null> {
  const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata().catch(() => null);
  if (!meta || meta.format !== 'jpeg' || !meta.width || !meta.height || (meta.orientation ?? 1) !== 1 || meta.space !== 'srgb' || meta.hasAlpha) return null;
  if (Math.max(meta.width, meta.height) > MAX_IMAGE_WIDTH || (meta.icc && !isSrgbProfile(meta.icc))) return null;
  const stripped = stripJpegSegments(bytes);
  if (!stripped) return null;
  // The average colour of a small decode (JPEG shrinks on load): as good for a placeholder.
  const { data, info } = await sharp(stripped).resize({ width: 64 }).raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c++) sums[c] += data[i + c];
  const pixels = data.length / info.channels;
  const main: MainFile = {
    name: mainFileName(meta.width, meta.height, sums.map((sum) => hex(sum / pixels)).join(''), 'jpg'),
    width: meta.width,
    height: meta.height,
    fallback: 'jpg',
  };
  return { width: meta.width, height: meta.height, main, files: [{ name: main.name, bytes: stripped }] };
}

/**
 * Variants of an existing upload missing from its folder, made from its original (decoded once).
 * `onFile` gets each as soon as it is encoded (the others still encoding).
 */
export function renderVariants(
  original: Buffer,
  main: MainFile,
  variants: Array<{ width: number; format: VariantFormat }>,
  options: { urgent?: boolean; onFile?: (file: ImageFile) => Promise<void> } = {},
): Promise<ImageFile[]> {
  if (variants.length === 0) return Promise.resolve([]);
  return queued(async () => {
    const widest = Math.max(...variants.map((v) => v.width));
    const decoded = await decode(original, widest, main.fallback === 'png');
    return Promise.all(
      variants.map(async (v) => {
        const file = await encode(decoded, v.width, v.format, variantName(main, v.width, v.format));
        await options.onFile?.(file);
        return file;
      }),
    );
  }, options.urgent);
}

/**
 * The side of the square artwork a picture of this size (as displayed) makes: 3,000 px when it is
 * that big, else 1,400; null when it is smaller than Apple's minimum. The feed asks it to know,
 * without decoding anything, whether an episode's picture can be episode art.
 */
export function podcastArtworkSize(width: number, height: number): 1400 | 3000 | null {
  const side = Math.min(width, height);
  return side >= 3000 ? 3000 : side >= 1400 ? 1400 : null;
}

/**
 * Square podcast artwork from the original upload (Apple Podcasts: a square JPEG or PNG of 1,400
 * to 3,000 px, RGB): 3,000 px when the picture is that big, else 1,400; cropped to the square
 * around what libvips finds most interesting. Smaller pictures are refused rather than blown up.
 */
export function podcastArtwork(bytes: Buffer): Promise<ImageFile & { size: number }> {
  return queued(async () => {
    const { width, height } = await displayedSize(bytes);
    const size = podcastArtworkSize(width, height);
    if (!size) throw refused(IMAGE_MESSAGES.artworkTooSmall(width, height));
    try {
      const out = await sharp(bytes, INPUT)
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .toColourspace('srgb')
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      return { name: podcastArtworkName(size), bytes: out, size };
    } catch {
      throw refused(IMAGE_MESSAGES.unreadable);
    }
  });
}
