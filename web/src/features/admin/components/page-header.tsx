/** Page title, a line under it and the page's action buttons (wrapping under the title on phones). */
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, actions, icon }: { title: string; subtitle?: ReactNode; actions?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="adm-page-header">
      <div className="adm-page-header__text">
        <h1 className="adm-page-title">
          {icon && <span className="adm-page-title__icon">{icon}</span>}
          {title}
        </h1>
        {subtitle && <p className="adm-page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="adm-page-header__actions">{actions}</div>}
    </div>
  );
}

/** White (or dark) rounded box around a section, with an optional header row. */
export function Panel({ title, actions, children, className, subtitle }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string; subtitle?: ReactNode }) {
  return (
    <section className={`adm-panel ${className ?? ''}`}>
      {(title || actions) && (
        <header className="adm-panel__header">
          <div>
            {title && <h2 className="adm-panel__title">{title}</h2>}
            {subtitle && <p className="adm-panel__subtitle">{subtitle}</p>}
          </div>
          {actions && <div className="adm-panel__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
