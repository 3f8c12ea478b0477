/**
 * The comment moderation calls: readers' comments (paged, searched, by type and status), decisions
 * one by one or in bulk, the queue's count, replies as the newsroom, deletion, and the settings (the
 * site's, items' own, blocked words, trusted and blocked commenters).
 */
import type { CommentMode, ModerationAction, StaffCommentListQuery, UpdateCommentSettingsBody } from '../../../../../shared/api/comments.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listComments = (request: AdminRequest, query: StaffCommentListQuery) => request('GET /comments', { query });
export const deleteComment = (request: AdminRequest, commentId: string) => request('DELETE /comments/comment/:commentId', { params: { commentId } });
export const deleteComments = (request: AdminRequest, ids: string[]) => request('POST /comments/bulk-delete', { body: { ids } });
export const moderate = (request: AdminRequest, ids: string[], action: ModerationAction) => request('POST /comments/moderate', { body: { ids, action } });
export const reply = (request: AdminRequest, commentId: string, content: string) => request('POST /comments/comment/:commentId/reply', { params: { commentId }, body: { content } });
export const getSettings = (request: AdminRequest) => request('GET /comments/settings').then((r) => r.data);
export const saveSettings = (request: AdminRequest, body: UpdateCommentSettingsBody) => request('PUT /comments/settings', { body });
export const forgetCommenter = (request: AdminRequest, ruleId: string) => request('DELETE /comments/settings/commenters/:ruleId', { params: { ruleId } });
export const listItems = (request: AdminRequest, q: string) => request('GET /comments/items', { query: q ? { q } : {} }).then((r) => r.data);
export const setItemMode = (request: AdminRequest, id: string, mode: CommentMode | 'default') => request('PUT /comments/items/:id/mode', { params: { id }, body: { mode } });
