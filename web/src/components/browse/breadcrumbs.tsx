/**
 * The trail from the home page to a browse page (Home › Magazine › Tech Trends), shown above its
 * heading; the same crumbs go into the page's BreadcrumbList JSON-LD (lib/list-head.ts).
 */
import { Link } from 'react-router-dom';
import type { Crumb } from '../../lib/list-head.ts';
import './breadcrumbs.css';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
