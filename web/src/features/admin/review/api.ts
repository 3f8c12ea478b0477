/**
 * The Review queue's calls: the queue, and an editor's decisions on one item. Publishing and
 * scheduling are saves of the item's status through its own type's route (each type names its date
 * differently); sending back is the type's /send-back.
 */
import type { ReviewItem } from '../../../../../shared/api/review.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listReviewQueue = (request: AdminRequest, query: { page: number; limit: number }) => request('GET /review', { query });

/** Publish now, or schedule for `at` (an ISO date). */
export function decide(request: AdminRequest, item: ReviewItem, decision: { status: 'published' } | { status: 'scheduled'; at: string }) {
  const params = { id: item.id };
  const at = decision.status === 'scheduled' ? decision.at : undefined;
  switch (item.type) {
    case 'article':
      return request('PUT /articles/:id', { params, body: { status: decision.status, ...(at && { publish_date: at }) } });
    case 'video':
      return request('PUT /videos/:id', { params, body: { status: decision.status, ...(at && { upload_date: at }) } });
    case 'tvshow':
      return request('PUT /tvshows/:id', { params, body: { status: decision.status, ...(at && { upload_date: at }) } });
    case 'podcast':
      return request('PUT /podcasts/:id', { params, body: { status: decision.status, ...(at && { publish_date: at }) } });
  }
}

/** Back to its contributor as a draft, with the note. */
export function sendBack(request: AdminRequest, item: ReviewItem, note: string) {
  const options = { params: { id: item.id }, body: { note } };
  switch (item.type) {
    case 'article':
      return request('POST /articles/:id/send-back', options);
    case 'video':
      return request('POST /videos/:id/send-back', options);
    case 'tvshow':
      return request('POST /tvshows/:id/send-back', options);
    case 'podcast':
      return request('POST /podcasts/:id/send-back', options);
  }
}
