/**
 * The back office's mark: the site's monogram (the initials of its name, as the public header's
 * logo), its name and "Admin", a link (the sidebar's to the dashboard, the sign-in card's to the
 * site). Its accessible name is the words it shows ("Kigali Learning Review Admin", the monogram
 * being decoration) followed by where it goes, read to screen readers only: speech users say what
 * they see (WCAG 2.5.3), so the name must start with the visible words.
 */
import { Link } from 'react-router-dom';
import { siteInitials } from '../../../../../shared/site.ts';
import { useSiteName } from '../lib/site-name.ts';

export function Brand({ to, destination, className }: { to: string; destination: string; className?: string }) {
  const name = useSiteName();
  return (
    <Link to={to} className={`adm-brand${className ? ` ${className}` : ''}`}>
      <span className="adm-brand__mark" aria-hidden="true">
        {siteInitials(name)}
      </span>
      <span className="adm-brand__text">
        <span className="adm-brand__name">{name}</span>{' '}
        <small>Admin</small>
      </span>
      <span className="adm-sr-only">, {destination}</span>
    </Link>
  );
}
