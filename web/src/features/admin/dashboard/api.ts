/** The dashboard's calls: the stat cards, the latest articles, the content performance, the audience (newsletter, comment queue) and a contributor's own work. */
import type { AdminRequest } from '../session/auth-context.tsx';

export const getStatCards = (request: AdminRequest) => request('GET /dashboard/stats').then((r) => r.data);
export const listRecentArticles = (request: AdminRequest, limit: number) => request('GET /dashboard/recent-articles', { query: { limit } }).then((r) => r.data);
export const getAnalytics = (request: AdminRequest) => request('GET /dashboard/analytics').then((r) => r.data);
export const getAudience = (request: AdminRequest) => request('GET /newsletter/stats').then((r) => r.data);
export const getMyWork = (request: AdminRequest) => request('GET /review/mine').then((r) => r.data);
export const getPendingComments = (request: AdminRequest) => request('GET /comments/pending-count').then((r) => r.data.pending);
