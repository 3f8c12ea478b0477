/** Previous / page numbers / Next. Long ranges collapse with ellipses around the current page. */
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

function pageList(page: number, totalPages: number): (number | '...')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const set = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | '...')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('...');
    out.push(p);
  });
  return out;
}

export function Pagination({
  page,
  totalPages,
  onChange,
  label = 'Pagination',
  summary,
  hideWhenSingle = true,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
  /** Text on the left, e.g. 'Showing page 1 of 3 (25 articles)'. */
  summary?: string;
  hideWhenSingle?: boolean;
}) {
  if (hideWhenSingle && totalPages <= 1) return summary ? <p className="adm-pagination__summary">{summary}</p> : null;
  return (
    <nav className="adm-pagination" aria-label={label}>
      {summary && <p className="adm-pagination__summary">{summary}</p>}
      <div className="adm-pagination__pages">
        <button type="button" className="adm-page-btn" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Previous page">
          <ChevronLeftIcon size={16} />
          <span className="adm-hide-sm">Previous</span>
        </button>
        {pageList(page, Math.max(1, totalPages)).map((p, i) =>
          p === '...' ? (
            <span key={`gap-${i}`} className="adm-page-gap" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              className={`adm-page-btn${p === page ? ' is-current' : ''}`}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Page ${p}`}
              onClick={() => onChange(p)}
            >
              {p}
            </button>
          ),
        )}
        <button type="button" className="adm-page-btn" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label="Next page">
          <span className="adm-hide-sm">Next</span>
          <ChevronRightIcon size={16} />
        </button>
      </div>
    </nav>
  );
}
