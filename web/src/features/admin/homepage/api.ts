/**
 * The calls of the homepage screens: the two main-article slots, the latest articles outside them,
 * the featured and trending lists, and Editor's Pick. Each slot change answers with the message to
 * show (none when the API gives none: the screen then says it in its own words).
 */
import { LIMITS, type MainPosition } from '../../../../../shared/constants.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const getMainArticles = (request: AdminRequest) => request('GET /articles/main-articles').then((r) => r.data);
export const listLatestOutsideMain = (request: AdminRequest, limit: number) => request('GET /articles/latest-excluding-main', { query: { limit } }).then((r) => r.data);
export const setMainArticle = (request: AdminRequest, id: string, position: MainPosition) =>
  request('PUT /articles/:id/set-main', { params: { id }, body: { position } }).then((r) => r.message);
export const removeMainArticle = (request: AdminRequest, id: string) => request('PUT /articles/:id/remove-main', { params: { id } }).then((r) => r.message);
export const swapMainArticles = (request: AdminRequest) => request('PUT /articles/main-articles/swap').then((r) => r.message);

export const listFeatured = (request: AdminRequest) =>
  request('GET /articles/featured', { query: { page: 1, limit: LIMITS.featuredShown, status: 'published' } }).then((r) => r.data);
export const listTrending = (request: AdminRequest, page: number, limit: number) => request('GET /articles/trending', { query: { page, limit, status: 'published' } });

/** The current picks, newest first, whatever their status. */
export const listEditorsPicks = (request: AdminRequest) =>
  request('GET /articles', { query: { editors_pick: true, limit: LIMITS.editorsPickMax, status: 'all', sort: 'createdAt' } }).then((r) => r.data);
/** Published articles that are not picked yet, the 10 newest. */
export const listPickCandidates = (request: AdminRequest) =>
  request('GET /articles', { query: { editors_pick: false, limit: 10, status: 'published', sort: 'createdAt' } }).then((r) => r.data);
/** Adds to or removes from Editor's Pick (a fifth pick is refused with 409). */
export const setEditorsPick = (request: AdminRequest, id: string, on: boolean) => request('PUT /articles/:id', { params: { id }, body: { editors_pick: on } });
