/**
 * Uploaded images as the site serves them, read from their address alone.
 *
 * An upload (server/modules/media) is one folder of files, /media/uploads/YYYY/MM/<uuid>/:
 *   <W>x<H>-<rrggbb>.jpg   the address content stores: the picture at its display size (at
 *                          most 1920 px on its longer side), upright, metadata stripped, sRGB;
 *                          `rrggbb` is its average colour, the placeholder shown while it loads.
 *                          `.png` and no colour when the picture has transparency (a colour
 *                          behind it would show through).
 *   <w>.avif, <w>.webp     for every width w of variantWidths(W), W included;
 *   <w>.jpg (or .png)      for every such w below W (W is the main file);
 *   cover-1400.jpg         the square podcast artwork, when this upload is it (or cover-3000.jpg).
 * So anything holding the address (a page's data, an API answer, a search result, an admin list)
 * can build the <picture> without asking the server, and one HTML serves every reader. Any other
 * address (a pasted outside URL, a seed file, an upload from before variants) has no variants and
 * is shown as given.
 *
 * Imported by the web bundle: no dependencies.
 */

/**
 * Widths served: close steps where phones land, since a browser takes the first width at least as
 * wide as the slot's device pixels (a full-width card fills 656 px on a 360 px phone at DPR 2, 665
 * on a 412 px Android at DPR 1.75, 716 on a 390 px phone at DPR 2, 760 on a 412 px one), and
 * where desktop cards land (271, 371, 380 px at DPR 1), then wider steps.
 */
export const IMAGE_WIDTHS = [320, 400, 480, 640, 680, 720, 800, 960, 1280, 1600, 1920] as const;
/**
 * Widths below those, for the slots narrower than 320 px (a writer's 64 px portrait, 96-260 px
 * podcast covers, 200 px search results on a desktop): at DPR 1, 1.75, 2 or 3 each lands on one
 * within 1.5x the pixels it fills (64 -> 64, 112 -> 128, 176 -> 200, 260 -> 280), where the 320 px
 * file was 2 to 25 times them. Only those slots list them (pictureSources, hasSmallSlot): every
 * other picture's srcset, and so every page's HTML, stays as it was.
 */
const SMALL_IMAGE_WIDTHS = [64, 128, 160, 200, 240, 280] as const;
export const MAX_IMAGE_WIDTH = 1920;
/** The formats of the <source> elements, best first. */
type SourceFormat = 'avif' | 'webp';
export type FallbackExt = 'jpg' | 'png';

/** The widths an image `width` px wide is served at: the ladder below it (not within 10%), then its own. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MAX_IMAGE_WIDTH);
  const below: number[] = [...SMALL_IMAGE_WIDTHS, ...IMAGE_WIDTHS].filter((w) => w < top * 0.9);
  return [...below, top];
}

/**
 * Whether a picture's `sizes` has a slot the standard ladder serves too large: a fixed width where
 * even its smallest file, at DPR 1, carries over 1.5 times the pixels the slot fills (under 261 px;
 * a 273 px desktop card takes the 320 px file, 1.37 times). `calc()` and `vw` slots scale with the
 * screen and are never that narrow on one that shows them.
 */
function hasSmallSlot(sizes: string): boolean {
  const smallest = IMAGE_WIDTHS[0] / Math.sqrt(1.5);
  return sizes.split(',').some((entry) => {
    const px = /^(\d+(?:\.\d+)?)px$/.exec(entry.replace(/^\s*\([^)]*\)/, '').trim());
    return px !== null && Number(px[1]) < smallest;
  });
}

/** The widths a srcset lists: the small ones only for a slot narrower than the standard ladder. */
const listedWidths = (image: UploadedImage, small: boolean) => (small ? image.widths : image.widths.filter((w) => w >= IMAGE_WIDTHS[0] || w === image.width));

/** The main file's name: `1200x675-3a5f7c.jpg`, or `640x640.png` for a picture with transparency. */
export function mainFileName(width: number, height: number, colour: string | null, ext: FallbackExt): string {
  return `${width}x${height}${colour ? `-${colour}` : ''}.${ext}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An upload's main file, as a site path or an absolute URL on any host. */
const MAIN_FILE = new RegExp(`^((?:https?://[^/?#]+)?/media/uploads/\\d{4}/\\d{2}/${UUID})/(\\d{1,4})x(\\d{1,5})(?:-([0-9a-f]{6}))?\\.(jpg|png)$`);

export interface UploadedImage {
  /** The upload's folder, without the trailing slash. */
  folder: string;
  width: number;
  height: number;
  /** '#rrggbb', or null for a picture with transparency. */
  placeholder: string | null;
  fallback: FallbackExt;
  widths: number[];
}

/** What the address of an upload's main file says about it; null for any other address. */
export function parseUploadedImage(url: string | null | undefined): UploadedImage | null {
  const m = url ? MAIN_FILE.exec(url) : null;
  if (!m) return null;
  const width = Number(m[2]);
  const height = Number(m[3]);
  if (width < 1 || height < 1 || width > MAX_IMAGE_WIDTH) return null;
  return { folder: m[1], width, height, placeholder: m[4] ? `#${m[4]}` : null, fallback: m[5] as FallbackExt, widths: variantWidths(width) };
}

/** The address of one variant of an upload. */
function variantUrl(image: UploadedImage, width: number, format: FallbackExt | SourceFormat): string {
  if (format === image.fallback && width === image.width) return `${image.folder}/${mainFileName(image.width, image.height, image.placeholder?.slice(1) ?? null, image.fallback)}`;
  return `${image.folder}/${width}.${format}`;
}

/**
 * One file of an image for a place that takes a single address and no srcset (the lock screen's
 * artwork of the podcast player): an upload's smallest WebP variant at least `width` px wide (its
 * widest when none is), any other address as it is.
 */
export function imageAtWidth(url: string, width: number): string {
  const image = parseUploadedImage(url);
  if (!image) return url;
  return variantUrl(image, image.widths.find((w) => w >= width) ?? image.width, 'webp');
}

export interface PictureSources {
  /**
   * The main file: what a browser with neither AVIF nor WebP shows (none current; the JPEG
   * variants stay for such a browser opening a variant's address).
   */
  src: string;
  width: number;
  height: number;
  placeholder: string | null;
  /** <source> elements, best format first. */
  sources: Array<{ type: 'image/avif' | 'image/webp'; srcset: string }>;
}

/**
 * Everything a <picture> of an upload needs; null for an address with no variants. `sizes`: the
 * slot's own `sizes`; when it is narrow somewhere (hasSmallSlot), the small widths are offered too.
 */
export function pictureSources(url: string | null | undefined, { sizes }: { sizes?: string } = {}): PictureSources | null {
  const image = parseUploadedImage(url);
  if (!image) return null;
  const small = sizes !== undefined && hasSmallSlot(sizes);
  const srcset = (format: SourceFormat) =>
    listedWidths(image, small)
      .map((w) => `${variantUrl(image, w, format)} ${w}w`)
      .join(', ');
  return {
    src: variantUrl(image, image.width, image.fallback),
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    sources: [
      { type: 'image/avif', srcset: srcset('avif') },
      { type: 'image/webp', srcset: srcset('webp') },
    ],
  };
}

/**
 * `sizes` of a picture across an article's column (`.container--narrow`: 812 px of content from
 * 860 px, the viewport less its padding below): the featured picture and pictures in the body.
 */
export const ARTICLE_COLUMN_SIZES = '(min-width:860px) 812px,(min-width:768px) calc(100vw - 48px),calc(100vw - 32px)';

/**
 * What an <img> in an article body gets for an upload: WebP variants by width (an <img> cannot say
 * which formats it offers, and every current browser reads WebP), the column's sizes, and the
 * picture's width and height; nothing for any other address.
 */
export function bodyImageAttributes(url: string | null | undefined): { srcset: string; sizes: string; width: string; height: string } | null {
  const image = parseUploadedImage(url);
  if (!image) return null;
  return {
    srcset: listedWidths(image, false)
      .map((w) => `${variantUrl(image, w, 'webp')} ${w}w`)
      .join(', '),
    sizes: ARTICLE_COLUMN_SIZES,
    width: String(image.width),
    height: String(image.height),
  };
}

/** Square podcast artwork made from an upload (Apple: 1,400 to 3,000 px, JPEG or PNG): cover-1400.jpg or cover-3000.jpg. */
export const podcastArtworkName = (size: number) => `cover-${size}.jpg`;
