/**
 * The Trash screen's calls: the list (with what emptying it all destroys), emptying one entry or
 * the whole trash for good (administrators). Restoring is shared with the screens that delete
 * (lib/trash.ts), whose toasts offer Undo.
 */
import type { TrashType } from '../../../../../shared/constants.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listTrash = (request: AdminRequest, query: { page: number; limit: number; type?: TrashType }) => request('GET /trash', { query });
export const emptyEntry = (request: AdminRequest, type: TrashType, id: string) => request('DELETE /trash/:type/:id', { params: { type, id } });
export const emptyAll = (request: AdminRequest) => request('DELETE /trash');
