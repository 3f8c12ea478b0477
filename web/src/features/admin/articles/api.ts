/** The articles' calls: the staff list, one article, create / edit, delete. */
import type { ArticleListQuery } from '../../../../../shared/api/articles.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listArticles = (request: AdminRequest, query: ArticleListQuery) => request('GET /articles', { query });
export const getArticle = (request: AdminRequest, id: string) => request('GET /articles/:id', { params: { id } }).then((r) => r.data);
/** Creates the article without an id, replaces the one with `id` otherwise. */
export const deleteArticle = (request: AdminRequest, id: string) => request('DELETE /articles/:id', { params: { id } });
