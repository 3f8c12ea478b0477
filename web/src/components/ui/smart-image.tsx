/**
 * Every content image: lazy by default, explicit width/height (no layout shift), and a fallback
 * picture when the file fails to load. An image that failed before hydration (its error event
 * fired before React listened) is caught on mount.
 */
import { useEffect, useRef, useState } from 'react';

const FALLBACK_IMAGE = '/fallback-image.svg';

interface SmartImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The page's main picture (LCP): load at once with high priority. */
  priority?: boolean;
  sizes?: string;
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

  return (
    <img
      ref={ref}
      src={failed || !src ? FALLBACK_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      sizes={sizes}
      onError={() => setFailed(true)}
    />
  );
}
