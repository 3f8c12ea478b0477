/** The newsletter calls of the back office: issues (compose, preview, test, send, stop, retry, report), items to pick, the digest. */
import type { DeliveryListQuery, DigestSettings, IssueBody } from '../../../../../shared/api/newsletter.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listIssues = (request: AdminRequest, query: { page: number; limit: number }) => request('GET /newsletter/issues', { query });
export const createIssue = (request: AdminRequest, body: IssueBody) => request('POST /newsletter/issues', { body }).then((r) => r.data);
export const getIssue = (request: AdminRequest, id: string) => request('GET /newsletter/issues/:id', { params: { id } }).then((r) => r.data);
export const saveIssue = (request: AdminRequest, id: string, body: IssueBody) => request('PUT /newsletter/issues/:id', { params: { id }, body }).then((r) => r.data);
/** What deleting a newsletter destroys; the delete itself needs its `name` (the stored subject) as `confirm`. */
export const issueDeletion = (request: AdminRequest, id: string) => request('GET /newsletter/issues/:id/deletion', { params: { id } }).then((r) => r.data);
export const deleteIssue = (request: AdminRequest, id: string, confirm: string) => request('DELETE /newsletter/issues/:id', { params: { id }, query: { confirm } });
export const previewIssue = (request: AdminRequest, id: string) => request('GET /newsletter/issues/:id/preview', { params: { id } }).then((r) => r.data);
export const sendTest = (request: AdminRequest, id: string) => request('POST /newsletter/issues/:id/test', { params: { id } });
export const sendIssue = (request: AdminRequest, id: string, at?: string) => request('POST /newsletter/issues/:id/send', { params: { id }, body: at ? { at } : {} });
export const cancelIssue = (request: AdminRequest, id: string) => request('POST /newsletter/issues/:id/cancel', { params: { id } });
export const retryIssue = (request: AdminRequest, id: string) => request('POST /newsletter/issues/:id/retry', { params: { id } });
export const listDeliveries = (request: AdminRequest, id: string, query: DeliveryListQuery) => request('GET /newsletter/issues/:id/deliveries', { params: { id }, query });
export const pickerItems = (request: AdminRequest, q: string) => request('GET /newsletter/items', { query: q ? { q } : {} }).then((r) => r.data);
export const getDigest = (request: AdminRequest) => request('GET /newsletter/digest').then((r) => r.data);
export const saveDigest = (request: AdminRequest, body: DigestSettings) => request('PUT /newsletter/digest', { body });
export const previewDigest = (request: AdminRequest) => request('GET /newsletter/digest/preview').then((r) => r.data);
