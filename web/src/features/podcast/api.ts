import { call, ApiError, isNotFound } from '../../lib/api-client.ts';
import { PAGE_SIZES, pastLastPage, toPodcastCard, type PodcastEpisodeItem, type PodcastListPage, type PodcastSeriesItem } from '../../../../shared/page-data.ts';
import type { PodcastNextData } from '../../../../shared/api/next-reads.ts';

/** Logs a failed list call under the spec's message and passes it on: the page offers a retry. */
function failed(err: unknown): never {
  if ((err as Error).name !== 'AbortError') console.error('Failed to fetch podcasts', err);
  throw err;
}

/** One page of the public episodes, newest first, of one series (its id or slug) or all; null past the last page. */
export async function fetchPodcastList(series: string, page: number, signal: AbortSignal): Promise<PodcastListPage | null> {
  try {
    const { data } = await call('GET /public/podcasts', { signal, query: { series: series || undefined, page, limit: PAGE_SIZES.browse } });
    return pastLastPage(data.pagination) ? null : { podcasts: data.podcasts.map(toPodcastCard), pagination: data.pagination };
  } catch (err) {
    return failed(err);
  }
}

/** The series that have public episodes, by title. */
export async function fetchPodcastSeries(signal: AbortSignal): Promise<PodcastSeriesItem[]> {
  try {
    return (await call('GET /public/podcasts/series', { signal })).data;
  } catch (err) {
    return failed(err);
  }
}

/** One episode with its guest (counts the page's view); null when it does not exist or is not public. */
export async function fetchEpisode(id: string, signal: AbortSignal): Promise<PodcastEpisodeItem | null> {
  try {
    return (await call('GET /public/podcasts/:id', { params: { id }, signal })).data;
  } catch (err) {
    if (isNotFound(err) || (err instanceof ApiError && err.status === 400)) return null;
    throw err;
  }
}

/** The episode after this one in its series; null when the call fails (the page then offers none). */
export async function fetchPodcastNext(id: string, signal: AbortSignal): Promise<PodcastNextData | null> {
  try {
    return (await call('GET /public/podcasts/:id/next', { params: { id }, signal })).data;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to fetch podcasts', err);
    return null;
  }
}
