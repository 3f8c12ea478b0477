/**
 * A list paged, searched and filtered by the server (articles, podcast episodes, comments,
 * subscribers, uploaded images): the search box text (asked for once the typing pauses), the filter
 * values, the page (back to 1 whenever the search or a filter changes) and the loaded page.
 */
import { useEffect, useState } from 'react';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import type { Pagination } from '../../../../../shared/api/common.ts';
import { useDebounced } from './use-debounced.ts';
import { useLoad } from './use-load.ts';

/** A page of an admin list: `{data: [...], pagination}`. */
export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

interface PageQuery {
  page: number;
  limit: number;
  /** The trimmed search text ('' = no search). */
  q: string;
}

export interface PagedListOptions<T, F extends Record<string, string>> {
  /** The list call of the sub-feature's api.ts. */
  load: (request: AdminRequest, query: PageQuery & F) => Promise<Paged<T>>;
  /** The filters and their "everything" value (''). */
  filters: F;
  pageSize: number;
  /** Error text when the answer carries none. */
  failed: string;
}

export function usePagedList<T, F extends Record<string, string>>({ load, filters: noFilters, pageSize, failed }: PagedListOptions<T, F>) {
  const { request } = useAuth();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<F>(noFilters);
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const filterKey = JSON.stringify(filters);
  useEffect(() => setPage(1), [q, filterKey]);

  const list = useLoad(() => load(request, { page, limit: pageSize, q, ...filters }), [request, page, q, filterKey], failed);
  const rows = list.data?.data ?? [];

  return {
    list,
    rows,
    pageInfo: list.data?.pagination,
    page,
    setPage,
    search,
    setSearch,
    q,
    filters,
    setFilter: (key: keyof F, value: string) => setFilters((f) => ({ ...f, [key]: value })),
    /** The search or a filter hides part of the list. */
    filtered: Boolean(q || Object.values(filters).some(Boolean)),
    clearFilters: () => {
      setSearch('');
      setFilters(noFilters);
    },
    /** After a row is deleted: the last row of a later page steps back a page, anything else reloads this one. */
    afterDelete: () => {
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    },
  };
}
