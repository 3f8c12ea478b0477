import { call } from '../../lib/api-client.ts';
import { PAGE_SIZES, type PodcastList } from '../../../../shared/page-data.ts';

export async function fetchPodcasts(signal: AbortSignal): Promise<PodcastList> {
  try {
    const { data } = await call('GET /public/podcasts', { signal, query: { limit: PAGE_SIZES.podcastList } });
    return { podcasts: data.podcasts.slice(0, PAGE_SIZES.podcastList), total: data.pagination.total };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to fetch podcasts', err);
    return { podcasts: [], total: 0 };
  }
}

/** Counts a play; a failure is not the listener's problem. */
export function countPlay(id: string): void {
  call('POST /public/podcasts/:id/play', { params: { id } }).catch(() => {});
}
