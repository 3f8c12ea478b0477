/** The 'IM Insight Media Admin' mark, a link (the sidebar's to the dashboard, the sign-in card's to the site). */
import { Link } from 'react-router-dom';

export function Brand({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link to={to} className={`adm-brand${className ? ` ${className}` : ''}`} aria-label={label}>
      <span className="adm-brand__mark">IM</span>
      <span className="adm-brand__text">
        Insight Media<small>Admin</small>
      </span>
    </Link>
  );
}
