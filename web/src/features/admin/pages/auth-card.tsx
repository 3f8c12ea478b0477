/** Centered card of the sign-in screens, with the brand and the light/dark switch. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ThemeToggle } from '../layout/theme-toggle.tsx';

export function AuthCard({ title, subtitle, icon, children, footer }: { title: string; subtitle?: ReactNode; icon?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="adm-auth">
      <ThemeToggle className="adm-auth__theme" />
      <main className="adm-auth__card">
        <Link to="/" className="adm-brand adm-auth__brand" aria-label="Insight Media home">
          <span className="adm-brand__mark">IM</span>
          <span className="adm-brand__text">
            Insight Media<small>Admin</small>
          </span>
        </Link>
        {icon && <div className="adm-auth__icon">{icon}</div>}
        <h1 className="adm-auth__title">{title}</h1>
        {subtitle && <p className="adm-auth__subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="adm-auth__footer">{footer}</div>}
      </main>
    </div>
  );
}
