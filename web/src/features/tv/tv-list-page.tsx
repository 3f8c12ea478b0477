/**
 * /tv-show: every episode, newest first, 12 a page with real page addresses (?page=2), under the
 * heading of its season; `?season=<number or id>` shows one season (the season links). The empty
 * state keeps its three buttons; a season with no public episode is a not-found page (404).
 */
import '../../styles/inner-pages.css';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_KEYS, findSeason, listHref, readFilter, readPage, type TvCardData, type TvSeasonItem } from '../../../../shared/page-data.ts';
import { formatDate, formatViews, truncate } from '../../../../shared/format.ts';
import { countOf, nounFor } from '../../../../shared/words.ts';
import { useSiteName } from '../../lib/site.tsx';
import { useLoader } from '../../lib/page-data.tsx';
import { HOME_CRUMB, useListHead } from '../../lib/list-head.ts';
import { VideoCardMedia } from '../../components/cards/video-card.tsx';
import { StatePanel } from '../../components/ui/state-panel.tsx';
import { Breadcrumbs } from '../../components/browse/breadcrumbs.tsx';
import { FilterLinks } from '../../components/browse/filter-links.tsx';
import { ListStates } from '../../components/browse/list-states.tsx';
import { Pagination, useTopOnListChange } from '../../components/browse/pagination.tsx';
import { CalendarIcon, EyeIcon, StarIcon, TvIcon } from '../../components/ui/icons.tsx';
import { fetchTvList, fetchTvSeasons } from './api.ts';

const PATH = '/tv-show';
const description = (siteName: string) => `Watch the ${siteName} TV show: full episodes, Mind Battles, Pitch Perfect and stories of young African innovators.`;

const seasonName = (s: Pick<TvSeasonItem, 'season_number' | 'title'>) => (s.title ? `Season ${s.season_number}: ${s.title}` : `Season ${s.season_number}`);

function TvCard({ show }: { show: TvCardData }) {
  const place = [show.season_number && `S${show.season_number}`, show.episode_number && `E${show.episode_number}`].filter(Boolean).join(' ');
  return (
    <article className="card card--tv">
      <Link to={`/tvshow/${show.id}`} className="card__link">
        <VideoCardMedia item={show}>{show.is_new && <span className="badge badge--new">NEW</span>}</VideoCardMedia>
        <div className="card__body">
          <span className="eyebrow">{place ? `${place} · ${show.category}` : show.category}</span>
          <h3 className="card__title">{show.title}</h3>
          <p className="card__text">{truncate(show.description, 140)}</p>
          <p className="meta">
            <span>
              <EyeIcon size={14} /> {formatViews(show.views)} {nounFor(show.views, 'view')}
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

/** The page's episodes in runs of one season each (newest first, so a season's run is together). */
function bySeason(shows: TvCardData[]): Array<{ seasonId: string | null; seasonNumber: number | null; shows: TvCardData[] }> {
  const groups: Array<{ seasonId: string | null; seasonNumber: number | null; shows: TvCardData[] }> = [];
  for (const show of shows) {
    const last = groups[groups.length - 1];
    if (last && last.seasonId === show.season_id) last.shows.push(show);
    else groups.push({ seasonId: show.season_id, seasonNumber: show.season_number, shows: [show] });
  }
  return groups;
}

function EmptyState() {
  return (
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
  );
}

export function TvListPage() {
  const [params] = useSearchParams();
  const seasonParam = readFilter(params, 'season');
  const page = readPage(params);
  const key = PAGE_KEYS.tvList(seasonParam, page);
  const seasons = useLoader(PAGE_KEYS.tvSeasons, fetchTvSeasons);
  const list = useLoader(key, (signal) => fetchTvList(seasonParam, page, signal));
  useTopOnListChange(key);
  const season = seasons.data && seasonParam ? findSeason(seasons.data, seasonParam) : undefined;
  // A ?season= that names no season with public episodes (the server answers 404 and no list).
  const unknownSeason = Boolean(seasonParam) && seasons.status === 'ready' && !season;
  const href = (n: number) => listHref(PATH, n, { season: seasonParam });
  const siteName = useSiteName();
  const crumbs = [HOME_CRUMB, { name: 'TV Show', path: PATH }, ...(season ? [{ name: seasonName(season), path: listHref(PATH, 1, { season: seasonParam }) }] : [])];
  useListHead({
    title: season ? `TV Show: ${seasonName(season)}` : 'TV Show',
    description: description(siteName),
    image: list.data?.tvShows[0]?.thumbnail,
    path: href(page),
    crumbs,
    pagination: list.data?.pagination,
  });
  const titleOf = (seasonId: string | null, seasonNumber: number | null) => {
    const known = seasons.data?.find((s) => s.id === seasonId);
    if (known) return seasonName(known);
    return seasonNumber ? `Season ${seasonNumber}` : 'More episodes';
  };

  return (
    <div className="container page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-header">
        <p className="eyebrow">{siteName} TV</p>
        <h1>TV Show</h1>
        <p className="page-header__lead">Episodes about learning, building and leading, filmed across Africa.</p>
      </header>
      {seasons.data && seasons.data.length > 0 && (
        <FilterLinks
          label="Seasons"
          links={[
            { to: PATH, label: 'All seasons', current: !seasonParam },
            ...seasons.data.map((s) => ({
              to: listHref(PATH, 1, { season: String(s.season_number) }),
              label: seasonName(s),
              count: s.episodes,
              current: s.id === season?.id,
            })),
          ]}
        />
      )}
      {unknownSeason ? (
        <StatePanel icon={<TvIcon size={40} />} title="Season Not Found" text="The TV show has no season by that name.">
          <Link to={PATH} className="btn btn--primary">
            All episodes
          </Link>
        </StatePanel>
      ) : (
        <ListStates result={list} noun="episodes" skeletons={{ className: 'grid grid--4', count: 4 }} firstPage={href(1)}>
          {({ tvShows, pagination }) =>
            tvShows.length === 0 ? (
              <EmptyState />
            ) : (
              <>
                <p className="muted browse__count">{countOf(pagination.total, 'episode')}</p>
                {bySeason(tvShows).map((group, i) => (
                  <section key={`${group.seasonId}-${i}`} className="browse" aria-labelledby={`season-${i}`}>
                    <div className="section-heading">
                      <h2 id={`season-${i}`}>{titleOf(group.seasonId, group.seasonNumber)}</h2>
                    </div>
                    <div className="grid grid--4">
                      {group.shows.map((s) => (
                        <TvCard key={s.id} show={s} />
                      ))}
                    </div>
                  </section>
                ))}
                <Pagination pagination={pagination} href={href} />
              </>
            )
          }
        </ListStates>
      )}
    </div>
  );
}
