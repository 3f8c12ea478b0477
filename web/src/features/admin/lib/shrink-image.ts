/**
 * A photo is made smaller in the browser before it is sent: staff upload from phones on slow,
 * metered networks, and a 12 MP photo of 4 to 8 MB takes minutes on 3G while nothing the site shows
 * is wider than 1,920 px. A JPEG, PNG, WebP, AVIF (or HEIC, where the browser can read it) wider or
 * taller than MAX_UPLOAD_SIDE (2,560 px) is decoded upright (its EXIF orientation applied), drawn at most that
 * size and encoded again: JPEG at quality 0.9, or PNG when it has transparent pixels. A smaller
 * file is sent as it is (the server turns it upright and strips its metadata), and so are GIF (it
 * may move) and anything the browser cannot read (the server decides). A file the server would
 * refuse only for its weight (over 8 MB at a small size) is encoded again at its own size.
 *
 * The same file shrunk twice in the same browser gives the same bytes (decoding, scaling and the
 * encoder are deterministic), so the library recognises it the second time.
 */
import { UPLOAD_MAX_BYTES } from '../../../../../shared/media-upload.ts';

/** Longest side sent for a picture: room above the widest variant (1,920 px) for later ones. */
const MAX_UPLOAD_SIDE = 2560;

/**
 * How large a picture is sent: at most so many pixels on its longer side (every picture of the
 * site), or on its shorter side (podcast artwork, cut to a square of up to 3,000 px from it).
 */
export type SideLimit = { longer: number } | { shorter: number };
const DEFAULT_LIMIT: SideLimit = { longer: MAX_UPLOAD_SIDE };
const scaleFor = (size: ImageSize, limit: SideLimit) =>
  Math.min(1, 'longer' in limit ? limit.longer / Math.max(size.width, size.height) : limit.shorter / Math.min(size.width, size.height));
/** JPEG quality of a shrunk photo: no visible loss once the server makes its variants from it. */
const JPEG_QUALITY = 0.9;

const HEIC = /\.(heic|heif)$/i;
/** Types the browser may decode and that are worth encoding again when too big. */
const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];

const HEIC_UNREADABLE =
  'This browser cannot read HEIC photos. Set the camera to "Most Compatible" (JPEG), or open the photo and share or export it as JPEG.';

const isHeic = (file: File) => file.type === 'image/heic' || file.type === 'image/heif' || HEIC.test(file.name);

export interface ImageSize {
  width: number;
  height: number;
}

export interface PreparedImage {
  /** What is sent: the file as picked, or its smaller copy. */
  file: File;
  /** Bytes of the file as picked. */
  originalBytes: number;
  /** The picture's size as picked (upright), when the browser could read it. */
  originalSize: ImageSize | null;
  /** The size sent, when it was shrunk or encoded again. */
  sentSize: ImageSize | null;
}

const asIs = (file: File, size: ImageSize | null = null): PreparedImage => ({ file, originalBytes: file.size, originalSize: size, sentSize: null });

/** A 2D canvas of this size: an OffscreenCanvas where there is one (no element in the page). */
function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return { context: canvas.getContext('2d'), encode: (type: string, quality?: number) => canvas.convertToBlob({ type, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    encode: (type: string, quality?: number) =>
      new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, quality)),
  };
}

/** Whether any pixel of the canvas is not fully opaque. */
function hasTransparency(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, size: ImageSize): boolean {
  const { data } = context.getImageData(0, 0, size.width, size.height);
  for (let i = 3; i < data.length; i += 4) if (data[i] < 255) return true;
  return false;
}

const renamed = (name: string, type: string) => {
  const ext = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^.]+$/, '') || 'image';
  return `${base}.${ext}`;
};

/**
 * The file to send for `file`: shrunk to `limit` (2,560 px on its longer side unless the slot needs
 * another, as podcast artwork does), or as it is. Throws only for a HEIC photo the browser cannot
 * read (the server could not either); any other failure sends the file as it is.
 */
export async function prepareImage(file: File, limit: SideLimit = DEFAULT_LIMIT): Promise<PreparedImage> {
  const heic = isHeic(file);
  if (!heic && !SHRINKABLE.includes(file.type)) return asIs(file);
  if (typeof createImageBitmap !== 'function') {
    if (heic) throw new Error(HEIC_UNREADABLE);
    return asIs(file);
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (heic) throw new Error(HEIC_UNREADABLE);
    return asIs(file);
  }
  const original = { width: bitmap.width, height: bitmap.height };
  try {
    const scale = scaleFor(original, limit);
    if (scale === 1 && !heic && file.size <= UPLOAD_MAX_BYTES) return asIs(file, original);
    const size = { width: Math.max(1, Math.round(original.width * scale)), height: Math.max(1, Math.round(original.height * scale)) };
    const { context, encode } = canvasOf(size.width, size.height);
    if (!context) return asIs(file, original);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    // JPEG has no transparency: a picture one can see through stays PNG (WebP if that is too heavy).
    const transparent = file.type !== 'image/jpeg' && !heic && hasTransparency(context, size);
    let blob = transparent ? await encode('image/png') : await encode('image/jpeg', JPEG_QUALITY);
    if (transparent && blob.size > UPLOAD_MAX_BYTES) {
      const webp = await encode('image/webp', JPEG_QUALITY);
      if (webp.type === 'image/webp') blob = webp;
    }
    const sent = new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
    return { file: sent, originalBytes: file.size, originalSize: original, sentSize: size };
  } catch {
    return asIs(file, original);
  } finally {
    bitmap.close();
  }
}
