/** Paging of every list: the `page`/`limit` a query asks for and the `pagination` block of its answer. */
import type { Pagination } from '../../shared/api/common.ts';

export interface Page {
  page: number;
  limit: number;
}

/** Rows to skip before the requested page. */
export const pageOffset = ({ page, limit }: Page): number => (page - 1) * limit;

/** The `pagination` block of every list answer; an empty list has 0 pages. */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
