/**
 * A back-office image. An upload of the media library becomes a <picture> (AVIF, WebP, JPEG at its
 * widths, `sizes` from the slot it fills, its average colour while it loads), so lists of thumbnails
 * stay light; any other address is shown as given. When it fails it turns into a grey 'Image not
 * found' placeholder, so a broken link never shows the browser's broken-image icon.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { pictureSources } from '../../../../../shared/responsive-image.ts';
import { ImageIcon } from './icons.tsx';

/** `sizes` of the back office's image slots (admin.css and the screens' stylesheets). */
export const ADMIN_IMAGE_SIZES = {
  /** Table thumbnails (.adm-thumb, 3.5rem). */
  tableThumb: '56px',
  /** Ranked and latest rows, gallery rows (5 to 5.5rem). */
  rowThumb: '88px',
  /** Podcast rows (7.5rem, 4.5rem on phones). */
  podcastRow: '(max-width: 700px) 72px, 120px',
  /** The podcast artwork in Settings and on the podcast screen (.adm-cover__img). */
  cover: '160px',
  /** Cards of a grid: the media library, videos, galleries. */
  card: '(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw',
  /** A picture across a form, dialog or detail column. */
  panel: '(min-width: 960px) 640px, 100vw',
  /** The main picture of a detail page (player poster, homepage slot). */
  wide: '(min-width: 960px) 800px, 100vw',
} as const;

export function AdminImage({ src, alt, className, sizes = ADMIN_IMAGE_SIZES.panel }: { src: string | null | undefined; alt: string; className?: string; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) {
    return (
      <div className={`adm-img-fallback ${className ?? ''}`} role="img" aria-label={alt || 'Image not found'}>
        <ImageIcon size={20} />
        <span>Image not found</span>
      </div>
    );
  }
  const img = { alt, className: `adm-img ${className ?? ''}`, loading: 'lazy' as const, decoding: 'async' as const, onError: () => setFailed(true) };
  const picture = pictureSources(src, { sizes });
  if (!picture) return <img src={src} {...img} />;
  const placeholder: CSSProperties | undefined = picture.placeholder ? { background: picture.placeholder } : undefined;
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img src={picture.src} width={picture.width} height={picture.height} style={placeholder} {...img} />
    </picture>
  );
}
