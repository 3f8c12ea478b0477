/**
 * The way through a browse list: Previous, "Page 2 of 9", Next. Plain links to real addresses
 * (?page=2, shared/page-data.ts listHref) with rel="prev"/"next", so crawlers follow them, a page
 * can be shared or bookmarked, and the browser's back button goes back a page.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Pagination as PageInfo } from '../../../../shared/api/common.ts';
import './pagination.css';

export function Pagination({ pagination, href }: { pagination: PageInfo; href: (page: number) => string }) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="btn btn--outline pagination__prev">
          <span aria-hidden="true">←</span> Previous<span className="sr-only"> page</span>
        </Link>
      ) : (
        <span className="pagination__prev" />
      )}
      <p className="pagination__status">{`Page ${page} of ${totalPages}`}</p>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" className="btn btn--outline pagination__next">
          Next<span className="sr-only"> page</span> <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__next" />
      )}
    </nav>
  );
}

/**
 * After the reader moves to another page or filter of a list (`key` changes, not on the first
 * render): back to the top, and the focus on the page's content, so a keyboard or screen reader
 * user who pressed Next starts reading the new page rather than from the site's header. The layout
 * only does this when the path changes (app/layout.tsx), which a list's ?page does not.
 */
export function useTopOnListChange(key: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [key]);
}
