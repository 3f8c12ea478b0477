/**
 * The calls of the homepage screens: the two main-article slots, the featured list and its order,
 * the trending list, Editor's Pick, and the search over every published article the pickers of Main
 * Articles and Editor's Pick run. Each slot change answers with the message to show (none when the
 * API gives none: the screen then says it in its own words).
 */
import { LIMITS, type MainPosition } from '../../../../../shared/constants.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const getMainArticles = (request: AdminRequest) => request('GET /articles/main-articles').then((r) => r.data);
export const setMainArticle = (request: AdminRequest, id: string, position: MainPosition) =>
  request('PUT /articles/:id/set-main', { params: { id }, body: { position } }).then((r) => r.message);
export const removeMainArticle = (request: AdminRequest, id: string) => request('PUT /articles/:id/remove-main', { params: { id } }).then((r) => r.message);
export const swapMainArticles = (request: AdminRequest) => request('PUT /articles/main-articles/swap').then((r) => r.message);

/**
 * Every featured, published article in the order the homepage shows them (the order staff gave,
 * then the others newest first): the first LIMITS.featuredShown are on the homepage.
 */
export const listFeatured = (request: AdminRequest) =>
  request('GET /articles/featured', { query: { page: 1, limit: LIMITS.maxPageSize, status: 'published' } }).then((r) => r.data);
/** Stores the order of the featured articles (the whole list, first shown first). */
export const saveFeaturedOrder = (request: AdminRequest, ids: string[]) => request('PUT /articles/featured/order', { body: { ids } }).then((r) => r.message);
export const listTrending = (request: AdminRequest, page: number, limit: number) => request('GET /articles/trending', { query: { page, limit, status: 'published' } });

/** The current picks, newest first, whatever their status. */
export const listEditorsPicks = (request: AdminRequest) =>
  request('GET /articles', { query: { editors_pick: true, limit: LIMITS.editorsPickMax, status: 'all', sort: 'createdAt' } }).then((r) => r.data);
/** Adds to or removes from Editor's Pick (a fifth pick is refused with 409). */
export const setEditorsPick = (request: AdminRequest, id: string, on: boolean) => request('PUT /articles/:id', { params: { id }, body: { editors_pick: on } });

/**
 * One page of the published articles matching `q` (title, author or category), newest first: what
 * the pickers offer. `editorsPick: false` leaves out the current picks.
 */
export const searchPublished = (request: AdminRequest, query: { page: number; limit: number; q: string; editorsPick?: boolean }) =>
  request('GET /articles', {
    query: { status: 'published', page: query.page, limit: query.limit, q: query.q, editors_pick: query.editorsPick },
  });
