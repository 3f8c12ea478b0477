/** The comment moderation calls: every comment (paged, searched, by type), delete one, delete many. */
import type { StaffCommentListQuery } from '../../../../../shared/api/comments.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listComments = (request: AdminRequest, query: StaffCommentListQuery) => request('GET /comments', { query });
export const deleteComment = (request: AdminRequest, commentId: string) => request('DELETE /comments/comment/:commentId', { params: { commentId } });
export const deleteComments = (request: AdminRequest, ids: string[]) => request('POST /comments/bulk-delete', { body: { ids } });
