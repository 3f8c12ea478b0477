/**
 * Podcast episodes for readers (/api/public/podcasts and the /podcast pages): public ones only, by
 * series, with their engagement; an episode's detail with its guest and live listening counters,
 * and its plays.
 */
import { eq } from 'drizzle-orm';
import type { PublicPodcastEpisodeDetail, PublicPodcastQuery, PublicPodcastSeries } from '../../../shared/api/public.ts';
import type { PodcastEpisodeLink, PodcastNextData } from '../../../shared/api/next-reads.ts';
import { findSeries } from '../../../shared/page-data.ts';
import { slugify } from '../../../shared/slug.ts';
import type { Db } from '../../db/client.ts';
import { podcastEpisodes } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { Page } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import { filterValue } from '../content/list-filters.ts';
import { countedOnce, opened } from '../content/public-detail.ts';
import { emptyPage, listConditions, publicListPage, type ListFilters } from '../content/public-lists.ts';
import { memoByVersion } from '../content/public-version.ts';
import { counter } from '../content/view-counters.ts';
import type { Viewer } from '../content/view-window.ts';
import { podcastVisible } from '../content/visibility.ts';
import { toPodcastEpisode, toPodcastGuest, toPodcastSeries } from './mapper.ts';
import { findGuest, nextInSeries, podcastCounters, publicSeries } from './repository.ts';
import { podcastEpisodeTable } from './table.ts';

/** `seriesId`: one series' episodes (podcast_episodes_series_idx finds them; they are sorted after). */
const publicEpisodes = (db: Db, f: ListFilters & { seriesId?: string }, page: Page) =>
  podcastEpisodeTable.publicPage(db, [...listConditions(podcastEpisodes, f), f.seriesId === undefined ? undefined : eq(podcastEpisodes.seriesId, f.seriesId)], page);

/** The series that have public episodes, by title, with their slug and how many episodes (the /podcast series links). */
export function podcastSeries(db: Db): PublicPodcastSeries[] {
  return memoByVersion(db, 'detail', 'public series', () =>
    publicSeries(db).map(({ series, episodes }) => ({ ...toPodcastSeries(series), slug: slugify(series.title), episodes })),
  );
}

/** `series` names a series by its id or its slug; one with no public episode lists nothing. */
export function listPodcasts(db: Db, q: PublicPodcastQuery) {
  const series = filterValue(q.series);
  const seriesId = series === undefined ? undefined : findSeries(podcastSeries(db), series)?.id;
  const { items, pagination } =
    series !== undefined && !seriesId ? emptyPage(q) : publicListPage(db, q, publicEpisodes, toPodcastEpisode, { seriesId });
  return { podcasts: items, pagination };
}

/**
 * An episode's page (/podcast/:id) counts a view like any detail page; listening is counted apart,
 * by `play` (and downloads by its enclosure route), both read live. With the guest's record.
 */
export function openPodcast(db: Db, id: string, viewer: Viewer): PublicPodcastEpisodeDetail {
  const build = (db: Db, id: string) => {
    const row = podcastEpisodeTable.findPublic(db, id);
    if (!row) return undefined;
    const guest = row.episode.guestId ? findGuest(db, row.episode.guestId) : undefined;
    return { ...toPodcastEpisode(row), guest: guest ? toPodcastGuest(guest) : null };
  };
  const episode = opened(db, 'podcast', id, viewer, build, 'Podcast episode not found');
  // Plays and downloads move without moving the public version (like views): read live, not from the kept item.
  return { ...episode, ...podcastCounters(db, episode.id) };
}

const PODCAST_PLAYS = counter(podcastEpisodes, 'plays', podcastVisible);

/** A play counts like a view: once per listener per window (a player restarting the track is one play). */
export function playPodcast(db: Db, id: string, viewer: Viewer): { plays: number } {
  const plays = isUuid(id) ? countedOnce(db, 'play', id, viewer, PODCAST_PLAYS) : undefined;
  if (plays === undefined) throw notFound('Podcast episode not found');
  return { plays };
}

/**
 * What follows a podcast episode: the next episode in its series, and the series. Kept per public
 * version: it changes only with public content.
 */
export function podcastNext(db: Db, id: string): PodcastNextData {
  const row = isUuid(id) ? podcastEpisodeTable.findPublic(db, id) : undefined;
  if (!row) throw notFound('Podcast episode not found');
  return memoByVersion(db, 'detail', `podcast next ${id}`, () => {
    const following = nextInSeries(db, row.episode);
    const link = (r: Parameters<typeof toPodcastEpisode>[0]): PodcastEpisodeLink => {
      const { id, title, image, duration, publish_date, episode_number, guest_name } = toPodcastEpisode(r);
      return { id, title, image, duration, publish_date, episode_number, guest_name };
    };
    const seriesId = row.episode.seriesId;
    return { next: following ? link(following) : null, series: (seriesId && podcastSeries(db).find((s) => s.id === seriesId)) || null };
  });
}
