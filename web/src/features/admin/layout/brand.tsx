/**
 * The 'IM Insight Media Admin' mark, a link (the sidebar's to the dashboard, the sign-in card's to
 * the site). Its accessible name is the words it shows ("Insight Media Admin", the IM monogram
 * being decoration) followed by where it goes, read to screen readers only: speech users say what
 * they see (WCAG 2.5.3), so the name must start with the visible words.
 */
import { Link } from 'react-router-dom';

export function Brand({ to, destination, className }: { to: string; destination: string; className?: string }) {
  return (
    <Link to={to} className={`adm-brand${className ? ` ${className}` : ''}`}>
      <span className="adm-brand__mark" aria-hidden="true">
        IM
      </span>
      <span className="adm-brand__text">
        Insight Media{' '}
        <small>Admin</small>
      </span>
      <span className="adm-sr-only">, {destination}</span>
    </Link>
  );
}
