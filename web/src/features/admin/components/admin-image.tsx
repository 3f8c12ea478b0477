/** An image that turns into a grey 'Image not found' placeholder when it fails, so a broken link never shows the browser's broken-image icon. */
import { useEffect, useState } from 'react';
import { ImageIcon } from './icons.tsx';

export function AdminImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
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
  return <img src={src} alt={alt} className={`adm-img ${className ?? ''}`} loading="lazy" onError={() => setFailed(true)} />;
}
