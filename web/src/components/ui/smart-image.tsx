/**
 * Every content image. An upload of the media library (shared/responsive-image.ts reads its
 * address) becomes a <picture>: AVIF, else WebP, each at every width the upload has, with `sizes`
 * saying how wide the layout shows it at each breakpoint (web/src/lib/image-sizes.ts), so a phone
 * fetches a small file and a desktop a sharp one; the <img> itself holds the full-size JPEG for a
 * browser that reads neither, and the picture's average colour fills the box while it loads. Any
 * other address (a pasted outside URL, a file of the seed folder) is shown as given.
 *
 * Always: explicit width/height (no layout shift), lazy unless it is the page's main picture (then
 * eager and fetched with high priority: the LCP), and a fallback picture when the file fails to
 * load. An image that failed before hydration (its error event fired before React listened) is
 * caught on mount.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { pictureSources } from '../../../../shared/responsive-image.ts';

const FALLBACK_IMAGE = '/fallback-image.svg';

interface SmartImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** How wide the layout shows the image at each breakpoint (web/src/lib/image-sizes.ts). */
  sizes: string;
  className?: string;
  /** The page's main picture (LCP): load at once with high priority. */
  priority?: boolean;
}

export function SmartImage({ src, alt, width, height, className, priority, sizes }: SmartImageProps) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setFailed(!src);
  }, [src]);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && !failed) setFailed(true);
  }, [failed]);

  const common = {
    ref,
    alt,
    width,
    height,
    className,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
    onError: () => setFailed(true),
  };
  const picture = failed ? null : pictureSources(src, { sizes });
  if (!picture) return <img {...common} src={failed || !src ? FALLBACK_IMAGE : src} />;
  const placeholder: CSSProperties | undefined = picture.placeholder ? { background: picture.placeholder } : undefined;
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img {...common} src={picture.src} style={placeholder} />
    </picture>
  );
}
