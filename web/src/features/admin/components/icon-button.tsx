/** A button that shows only an icon: its name is `label` (screen readers), `title` the mouse tooltip. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'title' | 'className' | 'children'>;

export function IconButton({ label, title, icon, danger, ...button }: ButtonProps & { label: string; title: string; icon: ReactNode; danger?: boolean }) {
  return (
    <button type="button" className={`adm-icon-btn${danger ? ' adm-icon-btn--danger' : ''}`} aria-label={label} title={title} {...button}>
      {icon}
    </button>
  );
}
