/**
 * The filters of a browse list as links (categories, seasons, series): each one a real address a
 * crawler follows and a reader can share, the current one marked for screen readers
 * (aria-current) and by colour. Wraps onto several lines on a phone; nothing scrolls sideways.
 */
import { Link } from 'react-router-dom';
import './filter-links.css';

export interface FilterLink {
  to: string;
  label: string;
  current: boolean;
  /** How many items the filter lists, shown after its label. */
  count?: number;
}

export function FilterLinks({ label, links }: { label: string; links: FilterLink[] }) {
  return (
    <nav className="chips" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="chip" aria-current={link.current ? 'page' : undefined}>
              {link.label}
              {link.count !== undefined && <span className="chip__count">{link.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
