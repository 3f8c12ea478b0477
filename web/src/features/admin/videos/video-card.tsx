/**
 * The card of the Magazine Videos and TV episode grids (4 per page): thumbnail with a placeholder
 * when it fails, status badge, duration, NEW badge, category, rating above 0, title, description,
 * views, date, and edit / delete where the member may change it (else why not). Clicking the card
 * (or its title link) opens the detail page.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatCount, formatDate, truncate } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { CalendarIcon, EditIcon, EyeIcon, FilmIcon, StarIcon, TrashIcon } from '../components/icons.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { ReadOnlyNote } from '../components/read-only-note.tsx';
import type { ChangeRefusal } from '../../../../../shared/editorial.ts';
import './videos.css';
import { nounFor } from '../../../../../shared/words.ts';

export interface VideoCardItem {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  status: string;
  duration: string;
  is_new: boolean;
  category: string;
  rating: number;
  views: number;
  upload_date: string;
  created_at: string;
}

export function VideoCard({
  item,
  href,
  label,
  editHref,
  onDelete,
  refusal,
}: {
  item: VideoCardItem;
  href: string;
  /** Extra line such as 'S1E4'. */
  label?: ReactNode;
  /** The editor's page of the item. */
  editHref: string;
  onDelete: () => void;
  /** Why the member may not change it (lib/may-change.ts): Edit and Delete show only on null. */
  refusal: ChangeRefusal | null | undefined;
}) {
  const navigate = useNavigate();
  const open = () => navigate(href);
  const stop = (fn: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  return (
    // The whole card is clickable for the mouse; keyboard and screen-reader users get the title link.
    <article className="adm-media-card is-clickable" onClick={open}>
      <div className="adm-media-card__thumb">
        {item.thumbnail ? (
          <AdminImage src={item.thumbnail} alt="" sizes={ADMIN_IMAGE_SIZES.card} />
        ) : (
          <div className="adm-img-fallback" role="img" aria-label="No thumbnail">
            <FilmIcon size={22} />
            <span>No thumbnail</span>
          </div>
        )}
        <span className="adm-media-card__status">
          <StatusBadge status={item.status} />
        </span>
        {item.duration && <span className="adm-media-card__duration">{item.duration}</span>}
        {item.is_new && <span className="adm-media-card__new">NEW</span>}
      </div>
      <div className="adm-media-card__body">
        <div className="adm-media-card__top">
          <span className="adm-media-card__category">{item.category}</span>
          {item.rating > 0 && (
            <span className="adm-media-card__rating" aria-label={`Rating ${item.rating.toFixed(1)} out of 5`}>
              <StarIcon size={13} /> {item.rating.toFixed(1)}
            </span>
          )}
        </div>
        <h3 className="adm-media-card__title">
          <Link to={href} onClick={(e) => e.stopPropagation()}>
            {item.title}
          </Link>
        </h3>
        <p className="adm-media-card__desc">{truncate(item.description, 110)}</p>
        <div className="adm-media-card__meta">
          <span>
            <EyeIcon size={14} /> {formatCount(item.views)} {nounFor(item.views, 'view')}
          </span>
          {label && <span className="adm-media-card__label">{label}</span>}
          <span>
            <CalendarIcon size={14} /> {formatDate(item.upload_date || item.created_at)}
          </span>
        </div>
        {refusal === null && (
          <div className="adm-media-card__actions">
            <Link to={editHref} className="adm-btn adm-btn--secondary adm-btn--sm" aria-label={`Edit ${item.title}`} onClick={(e) => e.stopPropagation()}>
              <EditIcon size={15} /> Edit
            </Link>
            <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" aria-label={`Delete ${item.title}`} onClick={stop(onDelete)}>
              <TrashIcon size={15} /> Delete
            </button>
          </div>
        )}
        <ReadOnlyNote refusal={refusal} status={item.status} className="adm-media-card__readonly" />
      </div>
    </article>
  );
}
