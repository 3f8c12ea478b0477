/**
 * /podcast: every episode, newest first, 12 a page with real page addresses (?page=2), and
 * `?series=<slug or id>` for one series (the series links). Each episode links to its page, shows
 * its EP number (its own, else total minus its place) and plays in the site's one player, docked at
 * the bottom of every page with Now Playing / Paused (components/player), which goes on playing
 * while the reader browses. An episode with neither audio nor a video has no Play button: it says it
 * is not available yet. An uploaded file plays through its counted address
 * (shared/podcast-episode.ts). A series with no public episode is a not-found page (404). Each
 * page offers its show's feed to subscribe to (Subscribe / RSS, and in the head): a series' page its
 * own feed, /podcast the whole podcast's (shared/podcast-feeds.ts).
 */
import '../../styles/inner-pages.css';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_KEYS, findSeries, listHref, readFilter, readPage, type PodcastCardData } from '../../../../shared/page-data.ts';
import { formatDate, truncate } from '../../../../shared/format.ts';
import { episodePagePath } from '../../../../shared/podcast-episode.ts';
import { podcastShow } from '../../../../shared/podcast-feeds.ts';
import { podcastSeriesJsonLd } from '../../../../shared/structured-data.ts';
import { countOf } from '../../../../shared/words.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { useAbsoluteUrl } from '../../lib/head.tsx';
import { useSiteName } from '../../lib/site.tsx';
import { podcastTitle } from '../../../../shared/constants.ts';
import { HOME_CRUMB, useListHead } from '../../lib/list-head.ts';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { StatePanel } from '../../components/ui/state-panel.tsx';
import { Breadcrumbs } from '../../components/browse/breadcrumbs.tsx';
import { FilterLinks } from '../../components/browse/filter-links.tsx';
import { ListStates } from '../../components/browse/list-states.tsx';
import { Pagination, useTopOnListChange } from '../../components/browse/pagination.tsx';
import { ClockIcon, MicIcon, PauseIcon, PlayIcon, RssIcon, UserIcon } from '../../components/ui/icons.tsx';
import { usePlayer } from '../../components/player/player-state.ts';
import { playEpisode, togglePlay, toPlayerEpisode } from '../../components/player/audio-engine.ts';
import { fetchPodcastList, fetchPodcastSeries } from './api.ts';
import './podcast.css';

const PATH = '/podcast';
const description = (siteName: string) => `Listen to the ${siteName} podcast: conversations with the people shaping education and innovation in Africa.`;

function EpisodeCard({ episode, number }: { episode: PodcastCardData; number: number }) {
  const player = usePlayer();
  const playable = toPlayerEpisode(episode, useSiteName());
  const active = player.episode?.id === episode.id;
  const isPlaying = active && (player.status === 'playing' || player.status === 'loading');
  return (
    <article className={`episode${active ? ' episode--active' : ''}`}>
      <div className="episode__media">
        <SmartImage src={episode.image} alt={episode.title} width={320} height={320} sizes={IMAGE_SIZES.episode} />
      </div>
      <div className="episode__body">
        <p className="episode__top">
          <span className="badge badge--accent">EP {number}</span>
          {episode.duration && (
            <span className="muted">
              <ClockIcon size={14} /> {episode.duration}
            </span>
          )}
          <span className="muted">{formatDate(episode.publish_date)}</span>
        </p>
        {episode.podcast_series && <p className="episode__series">{episode.podcast_series.title}</p>}
        <h2 className="episode__title">
          <Link to={episodePagePath(episode.id)}>{episode.title}</Link>
        </h2>
        {episode.guest_name && (
          <p className="episode__guest">
            <UserIcon size={14} /> With {episode.guest_name}
          </p>
        )}
        <p className="episode__text">{truncate(episode.description, 220)}</p>
        {playable ? (
          <button
            type="button"
            className={`btn ${isPlaying ? 'btn--outline' : 'btn--primary'}`}
            onClick={() => (active ? togglePlay() : playEpisode(playable))}
            aria-label={`${isPlaying ? 'Pause' : 'Play'} episode ${number}: ${episode.title}`}
          >
            {isPlaying ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
            {isPlaying ? 'Pause' : 'Play'}
          </button>
        ) : (
          <p className="episode__unavailable">
            <MicIcon size={16} /> Not available yet
          </p>
        )}
      </div>
    </article>
  );
}

function EmptyState() {
  return (
    <StatePanel icon={<MicIcon size={40} />} title="No Podcast Episodes Available Yet" text="The first conversations are being recorded. Stay tuned!">
      <Link to="/magazine" className="btn btn--primary">
        Browse Articles
      </Link>
      <Link to="/tv-show" className="btn btn--outline">
        Watch TV Shows
      </Link>
      <button type="button" className="btn btn--ghost" onClick={() => window.location.reload()}>
        Refresh
      </button>
    </StatePanel>
  );
}

export function PodcastPage() {
  const [params] = useSearchParams();
  const seriesParam = readFilter(params, 'series');
  const page = readPage(params);
  const key = PAGE_KEYS.podcastList(seriesParam, page);
  const allSeries = useLoader(PAGE_KEYS.podcastSeries, fetchPodcastSeries);
  const list = useLoader(key, (signal) => fetchPodcastList(seriesParam, page, signal));
  useTopOnListChange(key);
  const absolute = useAbsoluteUrl();
  const siteName = useSiteName();
  const series = allSeries.data && seriesParam ? findSeries(allSeries.data, seriesParam) : undefined;
  // A ?series= that names no series with public episodes (the server answers 404 and no list).
  const unknownSeries = Boolean(seriesParam) && allSeries.status === 'ready' && !series;
  const href = (n: number) => listHref(PATH, n, { series: seriesParam });
  const crumbs = [HOME_CRUMB, { name: 'Podcast', path: PATH }, ...(series ? [{ name: series.title, path: listHref(PATH, 1, { series: seriesParam }) }] : [])];
  const show = podcastShow(series, siteName);
  useListHead({
    title: series ? `The Podcast: ${series.title}` : 'The Podcast',
    description: series?.description || description(siteName),
    image: list.data?.podcasts[0]?.image,
    path: href(page),
    crumbs,
    pagination: list.data?.pagination,
    jsonLd: [podcastSeriesJsonLd(absolute, siteName, { show, description: series?.description || description(siteName) })],
    // The whole podcast's feed is in every page's head already (server/ssr/document.ts).
    feed: series ? { title: `${series.title} (podcast feed)`, path: show.feed } : undefined,
  });

  return (
    <div className="container page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-header">
        <p className="eyebrow">{podcastTitle(siteName)}</p>
        <h1>The Podcast</h1>
        <p className="page-header__lead">Conversations with students, teachers, founders and researchers building Africa's future.</p>
        {!unknownSeries && (
          <p className="podcast-subscribe">
            <a href={show.feed} type="application/rss+xml" className="btn btn--outline">
              <RssIcon size={16} /> Subscribe / RSS
            </a>
            <span className="muted">{series ? `The ${series.title} feed, for any podcast app` : 'The whole podcast, for any podcast app'}</span>
          </p>
        )}
      </header>
      {allSeries.data && allSeries.data.length > 0 && (
        <FilterLinks
          label="Series"
          links={[
            { to: PATH, label: 'All series', current: !seriesParam },
            ...allSeries.data.map((s) => ({ to: listHref(PATH, 1, { series: s.slug }), label: s.title, count: s.episodes, current: s.id === series?.id })),
          ]}
        />
      )}

      {unknownSeries ? (
        <StatePanel icon={<MicIcon size={40} />} title="Series Not Found" text="The podcast has no series by that name.">
          <Link to={PATH} className="btn btn--primary">
            All episodes
          </Link>
        </StatePanel>
      ) : (
        <ListStates result={list} noun="episodes" skeletons={{ className: 'episodes', count: 4 }} firstPage={href(1)}>
          {({ podcasts, pagination }) =>
            podcasts.length === 0 ? (
              <EmptyState />
            ) : (
              <>
                <p className="muted browse__count">
                  {countOf(pagination.total, 'episode')}
                  {series ? ` in ${series.title}` : ''}
                </p>
                <div className="episodes">
                  {podcasts.map((ep, index) => (
                    <EpisodeCard
                      key={ep.id}
                      episode={ep}
                      number={ep.episode_number ?? pagination.total - ((pagination.page - 1) * pagination.limit + index)}
                    />
                  ))}
                </div>
                <Pagination pagination={pagination} href={href} />
              </>
            )
          }
        </ListStates>
      )}

    </div>
  );
}
