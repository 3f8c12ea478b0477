/** /tv-show: the first 4 episodes as cards, or the empty state with its three buttons. */
import { Link } from 'react-router-dom';
import { PAGE_KEYS, type TvItem } from '../../../../shared/page-data.ts';
import { formatDate, formatViews, truncate } from '../../../../shared/format.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { useHead } from '../../lib/head.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { CardSkeleton, StatePanel } from '../../components/ui/state-panel.tsx';
import { CalendarIcon, EyeIcon, PlayIcon, StarIcon, TvIcon } from '../../components/ui/icons.tsx';
import { fetchTvShows } from './api.ts';

function TvCard({ show }: { show: TvItem }) {
  return (
    <article className="card card--tv">
      <Link to={`/tvshow/${show.id}`} className="card__link">
        <div className="card__media card__media--video">
          <SmartImage src={show.thumbnail} alt={show.title} width={640} height={360} sizes={IMAGE_SIZES.grid4} />
          <span className="play-mark" aria-hidden="true">
            <PlayIcon size={22} />
          </span>
          {show.duration && <span className="badge badge--duration">{show.duration}</span>}
          {show.is_new && <span className="badge badge--new">NEW</span>}
        </div>
        <div className="card__body">
          <span className="eyebrow">{show.category}</span>
          <h2 className="card__title">{show.title}</h2>
          <p className="card__text">{truncate(show.description, 140)}</p>
          <p className="meta">
            <span>
              <EyeIcon size={14} /> {formatViews(show.views)} views
            </span>
            {show.rating > 0 && (
              <span className="rating">
                <StarIcon size={14} /> {show.rating.toFixed(1)}
              </span>
            )}
            <span>
              <CalendarIcon size={14} /> {formatDate(show.upload_date)}
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}

export function TvListPage() {
  const shows = useLoader(PAGE_KEYS.tvList, fetchTvShows);
  useHead({
    title: 'TV Show',
    description: 'Watch the Insight Media TV show: full episodes, Mind Battles, Pitch Perfect and stories of young African innovators.',
    image: shows.data?.[0]?.thumbnail,
  });
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Insight Media TV</p>
        <h1>TV Show</h1>
        <p className="page-header__lead">Episodes about learning, building and leading, filmed across Africa.</p>
      </header>
      {shows.status !== 'ready' ? (
        <div className="grid grid--4">
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : shows.data.length === 0 ? (
        <StatePanel icon={<TvIcon size={40} />} title="No TV Shows Available Yet" text="New episodes are in production. Come back soon!">
          <Link to="/magazine" className="btn btn--primary">
            Browse Articles
          </Link>
          <Link to="/podcast" className="btn btn--outline">
            Check Podcasts
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => window.location.reload()}>
            Refresh
          </button>
        </StatePanel>
      ) : (
        <div className="grid grid--4">
          {shows.data.slice(0, 4).map((s) => (
            <TvCard key={s.id} show={s} />
          ))}
        </div>
      )}
    </div>
  );
}
