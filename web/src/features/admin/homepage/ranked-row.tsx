/** One row of the curated lists (Featured, Editor's Pick, Trending): rank, image, facts, actions. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '../../../../../shared/api/content.ts';
import { formatCount, formatDate } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { CalendarIcon, EyeIcon, UserIcon } from '../components/icons.tsx';
import { Chip } from '../components/status-badge.tsx';

export function RankedRow({ rank, article, extra, actions, showDate }: { rank?: number; article: Article; extra?: ReactNode; actions?: ReactNode; showDate?: boolean }) {
  return (
    <li className="adm-ranked">
      {rank !== undefined && (
        <span className="adm-ranked__rank" aria-label={`Rank ${rank}`}>
          #{rank}
        </span>
      )}
      <AdminImage src={article.featured_image} alt="" className="adm-ranked__img" sizes={ADMIN_IMAGE_SIZES.rowThumb} />
      <div className="adm-ranked__text">
        <Link to={`/admin/article/${article.id}`} className="adm-row-title__link">
          {article.title}
        </Link>
        <p className="adm-ranked__meta">
          <Chip tone="red">{article.category_name}</Chip>
          <span>
            <UserIcon size={14} /> {article.author}
          </span>
          {showDate && (
            <span>
              <CalendarIcon size={14} /> {formatDate(article.publish_date)}
            </span>
          )}
          <span>
            <EyeIcon size={14} /> {formatCount(article.views)} views
          </span>
          {extra}
        </p>
      </div>
      <div className="adm-ranked__actions">
        {actions}
        <Link to={`/admin/article/${article.id}`} className="adm-icon-btn" aria-label={`View ${article.title}`} title="View">
          <EyeIcon size={16} />
        </Link>
      </div>
    </li>
  );
}
