/** Article, likes and comments calls of the article page. */
import { api, ApiError, isNotFound } from '../../lib/api-client.ts';
import { visitorId } from '../../lib/visitor.ts';
import { PAGE_SIZES, type ArticleFull, type CommentItem, type CommentPage } from '../../../../shared/page-data.ts';

export async function fetchArticle(id: string, signal: AbortSignal): Promise<ArticleFull | null> {
  try {
    const body = await api<{ data: ArticleFull | { article: ArticleFull } }>(`/public/articles/${encodeURIComponent(id)}`, { signal });
    const data = body.data as ArticleFull & { article?: ArticleFull };
    return data.article ?? data;
  } catch (err) {
    if (isNotFound(err) || (err instanceof ApiError && err.status === 400)) return null;
    throw err;
  }
}

export async function fetchComments(id: string, all: boolean, signal?: AbortSignal): Promise<CommentPage> {
  try {
    const body = await api<{ data: CommentPage }>(`/comments/${encodeURIComponent(id)}`, {
      signal,
      query: all ? { all: true, page: 1 } : { limit: PAGE_SIZES.commentsPreview, page: 1, all: false },
    });
    return { comments: body.data.comments ?? [], totalComments: body.data.totalComments ?? 0 };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to get comments', err);
    return { comments: [], totalComments: 0 };
  }
}

export interface NewComment {
  name: string;
  content: string;
}

/** Throws ApiError with the field messages when the API refuses the comment. */
export async function postComment(id: string, comment: NewComment): Promise<CommentItem> {
  const body = await api<{ data: CommentItem | { comment: CommentItem } }>(`/comments/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: comment,
  });
  const data = body.data as CommentItem & { comment?: CommentItem };
  return data.comment ?? data;
}

export interface LikeState {
  likeCount: number;
  liked: boolean;
}

type LikeBody = { likeCount?: number; liked?: boolean; data?: { likeCount?: number; liked?: boolean } };

function readLike(body: LikeBody, fallback: LikeState): LikeState {
  return {
    likeCount: body.data?.likeCount ?? body.likeCount ?? fallback.likeCount,
    liked: body.data?.liked ?? body.liked ?? fallback.liked,
  };
}

const visitorHeaders = () => ({ 'x-visitor-id': visitorId() });

export async function fetchLikeState(id: string, fallbackCount: number): Promise<LikeState> {
  const body = await api<LikeBody>(`/likes/${encodeURIComponent(id)}`, { headers: visitorHeaders() });
  return readLike(body, { likeCount: fallbackCount, liked: false });
}

export async function changeLike(id: string, like: boolean, current: LikeState): Promise<LikeState> {
  const body = await api<LikeBody>(`/likes/${encodeURIComponent(id)}/${like ? 'increment' : 'decrement'}`, {
    method: 'POST',
    headers: visitorHeaders(),
  });
  return readLike(body, { likeCount: current.likeCount + (like ? 1 : current.likeCount > 0 ? -1 : 0), liked: like });
}
