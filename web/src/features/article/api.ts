/** Article, likes and comments calls of the article page. */
import { call, ApiError, isNotFound } from '../../lib/api-client.ts';
import { visitorId } from '../../lib/visitor.ts';
import type { CommentResponse, CreateCommentBody } from '../../../../shared/api/comments.ts';
import type { LikeState } from '../../../../shared/api/likes.ts';
import { VISITOR_HEADER } from '../../../../shared/constants.ts';
import { PAGE_SIZES, toCompactCard, type ArticleCardData, type ArticleFull, type CommentPage } from '../../../../shared/page-data.ts';

export async function fetchArticle(id: string, signal: AbortSignal): Promise<ArticleFull | null> {
  try {
    return (await call('GET /public/articles/:id', { params: { id }, signal })).data;
  } catch (err) {
    if (isNotFound(err) || (err instanceof ApiError && err.status === 400)) return null;
    throw err;
  }
}

/** The stories related to an article; none when the call fails (the end of the page simply has none). */
export async function fetchRelated(id: string, signal: AbortSignal): Promise<ArticleCardData[]> {
  try {
    return (await call('GET /public/articles/:id/related', { params: { id }, signal })).data.map(toCompactCard);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to fetch articles', err);
    return [];
  }
}

export async function fetchComments(id: string, all: boolean, signal?: AbortSignal): Promise<CommentPage> {
  try {
    const { data } = await call('GET /comments/:id', {
      params: { id },
      signal,
      query: all ? { all: true, page: 1 } : { limit: PAGE_SIZES.commentsPreview, page: 1, all: false },
    });
    return { comments: data.comments, totalComments: data.totalComments, mode: data.mode, threads: data.pagination.total };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to get comments', err);
    // How the item takes comments is unknown: the form stays as the article says, and the answer to a post tells the rest.
    return { comments: [], totalComments: 0, mode: 'live', threads: 0 };
  }
}

/** The stored comment (approved, or pending a moderator) and the message to show; throws ApiError with the field messages when the API refuses it. */
export async function postComment(id: string, comment: CreateCommentBody): Promise<Pick<CommentResponse, 'data' | 'message'>> {
  return call('POST /comments/:id', { params: { id }, body: comment });
}

const visitorHeaders = () => ({ [VISITOR_HEADER]: visitorId() });

export async function fetchLikeState(id: string): Promise<LikeState> {
  return (await call('GET /likes/:id', { params: { id }, headers: visitorHeaders() })).data;
}

export async function changeLike(id: string, like: boolean): Promise<LikeState> {
  const route = like ? 'POST /likes/:id/increment' : 'POST /likes/:id/decrement';
  return (await call(route, { params: { id }, headers: visitorHeaders() })).data;
}
