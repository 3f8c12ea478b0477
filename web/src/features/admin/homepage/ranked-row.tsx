/**
 * One row of the homepage screens' lists (Featured, Editor's Pick, Trending, and the pickers of Main
 * Articles and Editor's Pick): rank, image, facts, actions. `openOnClick` makes the whole row open
 * the article's details (the pickers' rows, as the spec asks); a click on one of its links or
 * buttons still does only that.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Article } from '../../../../../shared/api/content.ts';
import { formatCount, formatDate } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { CalendarIcon, EyeIcon, UserIcon } from '../components/icons.tsx';
import { Chip } from '../components/status-badge.tsx';
import { nounFor } from '../../../../../shared/words.ts';

interface RankedRowProps {
  rank?: number;
  article: Article;
  extra?: ReactNode;
  actions?: ReactNode;
  showDate?: boolean;
  openOnClick?: boolean;
}

export function RankedRow({ rank, article, extra, actions, showDate, openOnClick }: RankedRowProps) {
  const navigate = useNavigate();
  const detail = `/admin/article/${article.id}`;
  // Keyboard users reach the same page through the title link; the row click is a mouse shortcut.
  const open = (e: MouseEvent) => {
    if (!(e.target as Element).closest('a, button')) navigate(detail);
  };
  return (
    <li className={`adm-ranked${openOnClick ? ' is-clickable' : ''}`} onClick={openOnClick ? open : undefined}>
      {rank !== undefined && (
        <span className="adm-ranked__rank" aria-label={`Rank ${rank}`}>
          #{rank}
        </span>
      )}
      <AdminImage src={article.featured_image} alt="" className="adm-ranked__img" sizes={ADMIN_IMAGE_SIZES.rowThumb} />
      <div className="adm-ranked__text">
        <Link to={detail} className="adm-row-title__link">
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
            <EyeIcon size={14} /> {formatCount(article.views)} {nounFor(article.views, 'view')}
          </span>
          {extra}
        </p>
      </div>
      <div className="adm-ranked__actions">
        {actions}
        <Link to={detail} className="adm-icon-btn" aria-label={`View ${article.title}`} title="View">
          <EyeIcon size={16} />
        </Link>
      </div>
    </li>
  );
}
