/** Magazine videos from the public API on a client-side visit; a failure is logged and thrown (the page offers a retry). */
import { call } from '../../lib/api-client.ts';
import { PAGE_SIZES, pastLastPage, toVideoCard, type VideoListPage } from '../../../../shared/page-data.ts';

/** One page of the public magazine videos, newest first; null past the last page. */
export async function fetchVideoList(page: number, signal: AbortSignal): Promise<VideoListPage | null> {
  try {
    const { data } = await call('GET /public/videos', { signal, query: { page, limit: PAGE_SIZES.browse } });
    return pastLastPage(data.pagination) ? null : { videos: data.videos.map(toVideoCard), pagination: data.pagination };
  } catch (err) {
    if ((err as Error).name !== 'AbortError') console.error('Failed to fetch videos', err);
    throw err;
  }
}
