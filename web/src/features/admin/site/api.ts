/** Site settings' calls: the settings (administrators) and the categories. */
import type { UpdateSiteSettingsBody } from '../../../../../shared/api/site.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const fetchSiteSettings = (request: AdminRequest) => request('GET /site');
export const saveSiteSettings = (request: AdminRequest, body: UpdateSiteSettingsBody) => request('PUT /site', { body });
export const fetchCategories = (request: AdminRequest) => request('GET /categories');
export const addCategory = (request: AdminRequest, name: string) => request('POST /categories', { body: { name } });
export const renameCategory = (request: AdminRequest, id: string, name: string) => request('PUT /categories/:id', { params: { id }, body: { name } });
export const reorderCategories = (request: AdminRequest, ids: string[]) => request('PUT /categories/order', { body: { ids } });
export const retireCategory = (request: AdminRequest, id: string, moveTo: string) => request('POST /categories/:id/retire', { params: { id }, body: { move_to: moveTo } });
export const restoreCategory = (request: AdminRequest, id: string) => request('POST /categories/:id/restore', { params: { id } });
