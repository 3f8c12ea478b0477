/** A magazine video card: thumbnail with play mark and duration. Opens /video/{id}. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { VideoCardData } from '../../../../shared/page-data.ts';
import { formatDate, formatViews } from '../../../../shared/format.ts';
import { SmartImage } from '../ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { EyeIcon, PlayIcon } from '../ui/icons.tsx';
import { nounFor } from '../../../../shared/words.ts';

/** A card's 16:9 thumbnail with the play mark and the duration; `children`: more badges. */
export function VideoCardMedia({ item, children }: { item: { thumbnail: string; title: string; duration: string }; children?: ReactNode }) {
  return (
    <div className="card__media card__media--video">
      <SmartImage src={item.thumbnail} alt={item.title} width={640} height={360} sizes={IMAGE_SIZES.grid4} />
      <span className="play-mark" aria-hidden="true">
        <PlayIcon size={22} />
      </span>
      {item.duration && <span className="badge badge--duration">{item.duration}</span>}
      {children}
    </div>
  );
}

export function VideoCard({ video }: { video: VideoCardData }) {
  return (
    <article className="card card--video">
      <Link to={`/video/${video.id}`} className="card__link">
        <VideoCardMedia item={video} />
        <div className="card__body">
          <span className="eyebrow">{video.category}</span>
          <h3 className="card__title">{video.title}</h3>
          <p className="meta">
            <span>{formatDate(video.upload_date)}</span>
            <span>
              <EyeIcon size={14} /> {formatViews(video.views)} {nounFor(video.views, 'view')}
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}
