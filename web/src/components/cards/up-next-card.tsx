/**
 * The "Up next" card at the end of an episode's page (a TV episode's next episode, a podcast
 * episode's next in its series): its picture, what it is, its title and length. Opens its page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SmartImage } from '../ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import './up-next-card.css';

export function UpNextCard({ to, image, label, title, meta, square = false }: { to: string; image: string; label: string; title: string; meta?: ReactNode; square?: boolean }) {
  return (
    <Link to={to} className={`up-next${square ? ' up-next--square' : ''}`}>
      <span className="up-next__media">
        <SmartImage src={image} alt="" width={320} height={square ? 320 : 180} sizes={IMAGE_SIZES.upNext} />
      </span>
      <span className="up-next__body">
        <span className="eyebrow">{label}</span>
        <span className="up-next__title">{title}</span>
        {meta && <span className="meta">{meta}</span>}
      </span>
    </Link>
  );
}
