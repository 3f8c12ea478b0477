/**
 * The head of a browse page (/magazine, a category, an author, /videos, /tv-show, /podcast): its
 * title (with "Page 2 of 9" past the first page, so every page's title is its own), description,
 * share picture, canonical address (with its ?page and filter: each page is a page of its own) and
 * a schema.org BreadcrumbList of its trail, with any other structured data the page has.
 */
import type { Pagination } from '../../../shared/api/common.ts';
import { breadcrumbJsonLd } from '../../../shared/structured-data.ts';
import { useAbsoluteUrl, useHead, type HeadInfo } from './head.tsx';

export interface Crumb {
  name: string;
  path: string;
}

/** The home page, first crumb of every trail. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

/** The magazine's archive, second crumb of its categories', authors' and videos' trails. */
export const MAGAZINE_CRUMB: Crumb = { name: 'Magazine', path: '/magazine' };

export interface ListHead {
  title: string;
  description: string;
  image?: string;
  /** The canonical address: shared/page-data.ts listHref of this page. */
  path: string;
  crumbs: Crumb[];
  /** Known once the list has loaded: adds the page number to the title past the first page. */
  pagination?: Pagination;
  /** Other schema.org nodes of the page (the podcast's PodcastSeries), beside its breadcrumbs. */
  jsonLd?: object[];
  /** The page's own feed (a podcast series' page: the series' feed). */
  feed?: HeadInfo['feed'];
}

/** Several JSON-LD nodes as one block: one @graph under one @context (the head holds one block). */
function graphOf(nodes: object[]): object {
  if (nodes.length === 1) return nodes[0];
  const bare = nodes.map((node) => {
    const { '@context': _context, ...rest } = node as Record<string, unknown>;
    return rest;
  });
  return { '@context': 'https://schema.org', '@graph': bare };
}

export function useListHead(head: ListHead): void {
  const absolute = useAbsoluteUrl();
  const page = head.pagination && head.pagination.page > 1 ? head.pagination : undefined;
  useHead({
    title: page ? `${head.title}: Page ${page.page} of ${Math.max(page.totalPages, page.page)}` : head.title,
    description: head.description,
    image: head.image || undefined,
    path: head.path,
    jsonLd: graphOf([...(head.jsonLd ?? []), breadcrumbJsonLd(head.crumbs, absolute)]),
    feed: head.feed,
  });
}
