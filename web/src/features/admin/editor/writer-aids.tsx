/**
 * What a writer checks before publishing, live from the form: the word count and read time (the
 * rule the public page uses, shared/read-time.ts), the result Google will show, the cards WhatsApp
 * and X will show when the link is shared (from the same title, description and picture the page
 * puts in its share tags), and the checklist of what is missing.
 */
import { readTime } from '../../../../../shared/read-time.ts';
import { truncate } from '../../../../../shared/format.ts';
import { siteInitials } from '../../../../../shared/site.ts';
import { useSiteName } from '../lib/site-name.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '../components/icons.tsx';

const wordsIn = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

/** '1,240 words · 7 min read'. */
export function WritingStats({ text }: { text: string }) {
  const words = wordsIn(text);
  return (
    <p className="ed-stats" aria-live="polite">
      <ClockIcon size={14} /> {words.toLocaleString('en')} {words === 1 ? 'word' : 'words'} · {words ? `${readTime(text)} min read` : 'N/A'}
    </p>
  );
}

/** How the page is shared: what its head's title, description and og:image will say. */
export interface ShareCard {
  title: string;
  description: string;
  image: string;
  /** The page's path on the site ('/article/<id>'), or '' before the first save. */
  path: string;
}

const host = () => (typeof location === 'undefined' ? 'insightmedia.africa' : location.host);

/** Google's result: the site, the address as breadcrumbs, the title (about 60 characters) and the description (about 160). */
export function SearchPreview({ card }: { card: ShareCard }) {
  const siteName = useSiteName();
  const crumbs = [host(), ...card.path.split('/').filter(Boolean).slice(0, 1)].join(' › ');
  return (
    <figure className="ed-preview">
      <figcaption className="ed-preview__label">Google result</figcaption>
      <div className="ed-serp">
        <p className="ed-serp__site">
          <span className="ed-serp__icon" aria-hidden="true">
            {siteInitials(siteName)}
          </span>
          <span>
            <span className="ed-serp__name">{siteName}</span>
            <span className="ed-serp__url">{crumbs}</span>
          </span>
        </p>
        <p className="ed-serp__title">{truncate(card.title || 'Untitled', 60)}</p>
        <p className="ed-serp__text">{card.description ? truncate(card.description, 160) : <em>Add a meta description or an excerpt: Google otherwise picks a sentence itself.</em>}</p>
      </div>
    </figure>
  );
}

export function ShareCards({ card }: { card: ShareCard }) {
  const title = card.title || 'Untitled';
  return (
    <>
      <figure className="ed-preview">
        <figcaption className="ed-preview__label">WhatsApp</figcaption>
        <div className="ed-whatsapp">
          <div className="ed-whatsapp__card">
            {card.image ? <AdminImage src={card.image} alt="" className="ed-whatsapp__img" sizes={ADMIN_IMAGE_SIZES.rowThumb} /> : <div className="ed-whatsapp__img ed-share__noimg" />}
            <div className="ed-whatsapp__text">
              <p className="ed-whatsapp__title">{truncate(title, 80)}</p>
              <p className="ed-whatsapp__desc">{truncate(card.description, 90)}</p>
              <p className="ed-whatsapp__host">{host()}</p>
            </div>
          </div>
          <p className="ed-whatsapp__link">https://{host()}{card.path || '/...'}</p>
        </div>
      </figure>
      <figure className="ed-preview">
        <figcaption className="ed-preview__label">X (Twitter)</figcaption>
        <div className="ed-xcard">
          <div className="ed-xcard__media">
            {card.image ? <AdminImage src={card.image} alt="" className="ed-xcard__img" sizes={ADMIN_IMAGE_SIZES.panel} /> : <div className="ed-xcard__img ed-share__noimg">No picture: the card shows as a plain link</div>}
            <span className="ed-xcard__title">{truncate(title, 70)}</span>
          </div>
          <p className="ed-xcard__host">From {host()}</p>
        </div>
      </figure>
    </>
  );
}

export interface CheckItem {
  label: string;
  done: boolean;
  /** The field to go to when it is not done. */
  field?: string;
}

export function Checklist({ items, onGo }: { items: CheckItem[]; onGo: (field: string) => void }) {
  return (
    <ul className="ed-checklist">
      {items.map((item) => (
        <li key={item.label} className={item.done ? 'is-done' : 'is-missing'}>
          {item.done ? <CheckCircleIcon size={16} /> : <AlertIcon size={16} />}
          <span className="ed-checklist__label">{item.label}</span>
          <span className="adm-sr-only">{item.done ? ': done' : ': missing'}</span>
          {!item.done && item.field && (
            <button type="button" className="adm-link ed-checklist__go" onClick={() => onGo(item.field as string)}>
              Fix
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

