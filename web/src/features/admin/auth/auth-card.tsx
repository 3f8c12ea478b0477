/** Centered card of the sign-in screens, with the brand and the light/dark switch. */
import type { ReactNode } from 'react';
import { Brand } from '../layout/brand.tsx';
import { ThemeToggle } from '../layout/theme-toggle.tsx';

export function AuthCard({ title, subtitle, icon, children }: { title: string; subtitle?: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="adm-auth">
      <ThemeToggle className="adm-auth__theme" />
      <main className="adm-auth__card">
        <Brand to="/" destination="the site's home page" className="adm-auth__brand" />
        {icon && <div className="adm-auth__icon">{icon}</div>}
        <h1 className="adm-auth__title">{title}</h1>
        {subtitle && <p className="adm-auth__subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
