import { api } from '../../lib/api-client.ts';
import { PAGE_SIZES, type PodcastItem, type PodcastList } from '../../../../shared/page-data.ts';

export async function fetchPodcasts(signal: AbortSignal): Promise<PodcastList> {
  try {
    const body = await api<{ data: { podcasts: PodcastItem[]; pagination?: { total: number } } }>('/public/podcasts', {
      signal,
      query: { limit: PAGE_SIZES.podcastList },
    });
    return { podcasts: body.data.podcasts.slice(0, PAGE_SIZES.podcastList), total: body.data.pagination?.total ?? body.data.podcasts.length };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to fetch podcasts', err);
    return { podcasts: [], total: 0 };
  }
}

/** Counts a play; a failure is not the listener's problem. */
export function countPlay(id: string): void {
  api(`/public/podcasts/${encodeURIComponent(id)}/play`, { method: 'POST' }).catch(() => {});
}
