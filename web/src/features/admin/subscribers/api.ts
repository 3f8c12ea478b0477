/**
 * The newsletter subscribers' calls: the list (paged, searched, by status), the numbers, removal,
 * asking the unconfirmed to confirm, and the CSV export. The
 * export is a file, not JSON (no route of the contract), so it is fetched as it is with the bearer
 * token (a plain link could not send it).
 */
import type { SubscriberListQuery } from '../../../../../shared/api/newsletter.ts';
import type { AdminRequest } from '../session/auth-context.tsx';
import { bearer, readToken } from '../session/session.ts';

export const listSubscribers = (request: AdminRequest, query: SubscriberListQuery) => request('GET /newsletter/subscribers', { query });
export const askToConfirm = (request: AdminRequest) => request('POST /newsletter/subscribers/ask-to-confirm');
export const getStats = (request: AdminRequest) => request('GET /newsletter/stats').then((r) => r.data);
/** What removing a subscriber destroys; the removal itself needs its `name` (the address) as `confirm`. */
export const subscriberDeletion = (request: AdminRequest, id: string) => request('GET /newsletter/subscribers/:id/deletion', { params: { id } }).then((r) => r.data);
export const deleteSubscriber = (request: AdminRequest, id: string, confirm: string) => request('DELETE /newsletter/subscribers/:id', { params: { id }, query: { confirm } });
export const exportSubscribersCsv = (): Promise<Response> => fetch('/api/newsletter/subscribers/export', { headers: { accept: 'text/csv', ...bearer(readToken()) } });
