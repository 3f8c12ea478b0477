/**
 * The podcast's feed addresses, for every side that links to them: the feeds themselves
 * (server/modules/feeds), the page heads and the podcast pages' Subscribe links. Each podcast series
 * is a show of its own to Apple Podcasts and Podcast Index (one feed, one artwork, one
 * <podcast:guid>), so it has its own feed; /podcast.xml carries the whole podcast, each series as
 * a season. A series' feed is named by its id, so renaming the series never moves its subscribers.
 */
import { podcastTitle } from './constants.ts';
import { slugify } from './slug.ts';

/** The whole podcast: every series and the episodes in none. */
const SHOW_FEED_PATH = '/podcast.xml';

/** One series' own feed: /podcast/series/<id>.xml. */
const seriesFeedPath = (seriesId: string): string => `/podcast/series/${encodeURIComponent(seriesId)}.xml`;


/** A show as its page, its feed and schema.org name it. */
export interface PodcastShow {
  name: string;
  /** Site path of the show's page: /podcast, or a series' /podcast?series=<slug>. */
  path: string;
  /** Site path of its feed. */
  feed: string;
}

/**
 * The show a series is (its page and its own feed), or the whole podcast for none (an episode in no
 * series), named after the site (`siteName`, as administrators set it).
 */
export const podcastShow = (series: { id: string; title: string } | null | undefined, siteName: string): PodcastShow =>
  series
    ? { name: series.title, path: `/podcast?series=${slugify(series.title)}`, feed: seriesFeedPath(series.id) }
    : { name: podcastTitle(siteName), path: '/podcast', feed: SHOW_FEED_PATH };
