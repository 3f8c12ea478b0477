/**
 * The editing calls every content type has under its staff prefix (/articles, /videos, /tvshows,
 * /podcasts): the save with the version it started from, the autosave, the writer's working copy,
 * revisions and presence. The four prefixes take the same schemas, so each call is written once,
 * with the articles' key standing for all four.
 */
import type { ApiRoute } from '../../../../../shared/api/routes.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

/** A content type's staff prefix. */
export type ContentKind = 'articles' | 'videos' | 'tvshows' | 'podcasts';

/** The key of `route` for `kind`: the same call under the kind's prefix (same schemas). */
const under = <R extends ApiRoute>(kind: ContentKind, route: R): R => route.replace('/articles', `/${kind}`) as R;

/** The save body of any type: its fields in the API's names, and the version it started from. */
export type SaveBody = Record<string, unknown> & { version?: number };

const ifMatch = (version: number | undefined) => (version ? { 'if-match': `"${version}"` } : undefined);

/** Creates the item (POST), or saves it (PUT) as of `version`: a 409 when another save came first. */
export function saveItem<T>(request: AdminRequest, kind: ContentKind, body: SaveBody, id?: string | null, version?: number): Promise<T> {
  const sent = body as never;
  const answer = id
    ? request(under(kind, 'PUT /articles/:id'), { params: { id }, body: sent, headers: ifMatch(version) })
    : request(under(kind, 'POST /articles'), { body: sent });
  return answer.then((r) => r.data as T);
}

export const getItem = <T>(request: AdminRequest, kind: ContentKind, id: string): Promise<T> =>
  request(under(kind, 'GET /articles/:id'), { params: { id } }).then((r) => r.data as T);

/** The autosave: a draft itself, else the writer's working copy (kept in the page's last moments with `keepalive`). */
export const autosaveItem = (request: AdminRequest, kind: ContentKind, id: string, body: SaveBody, version: number | undefined, keepalive = false) =>
  request(under(kind, 'PUT /articles/:id/autosave'), { params: { id }, body: body as never, headers: ifMatch(version), keepalive }).then((r) => r.data);

export const getWorkingCopy = (request: AdminRequest, kind: ContentKind, id: string) =>
  request(under(kind, 'GET /articles/:id/autosave'), { params: { id } }).then((r) => r.data);

export const discardWorkingCopy = (request: AdminRequest, kind: ContentKind, id: string) =>
  request(under(kind, 'DELETE /articles/:id/autosave'), { params: { id } });

export const listRevisions = (request: AdminRequest, kind: ContentKind, id: string, limit = 100) =>
  request(under(kind, 'GET /articles/:id/revisions'), { params: { id }, query: { limit } });

export const getRevision = (request: AdminRequest, kind: ContentKind, id: string, rev: string) =>
  request(under(kind, 'GET /articles/:id/revisions/:rev'), { params: { id, rev } }).then((r) => r.data);

export function restoreRevision<T>(request: AdminRequest, kind: ContentKind, id: string, rev: string, version: number): Promise<{ item: T; message: string }> {
  return request(under(kind, 'POST /articles/:id/revisions/:rev/restore'), { params: { id, rev }, body: {}, headers: ifMatch(version) }).then((r) => ({
    item: r.data as T,
    message: r.message ?? 'Revision restored',
  }));
}

export const sendPresence = (request: AdminRequest, kind: ContentKind, id: string, tab: string) =>
  request(under(kind, 'POST /articles/:id/presence'), { params: { id }, body: { tab } }).then((r) => r.data);

export const endPresence = (request: AdminRequest, kind: ContentKind, id: string, tab: string) =>
  request(under(kind, 'DELETE /articles/:id/presence'), { params: { id }, query: { tab }, keepalive: true });
