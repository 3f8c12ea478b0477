/** Loading, empty and error states used by every admin list and detail page. */
import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from './icons.tsx';

export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`adm-spinner adm-spinner--${size}`} aria-hidden="true" />;
}

export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="adm-state adm-state--loading" role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className="adm-state__text">{text}</p>
    </div>
  );
}

export function EmptyState({ title, text, icon, children }: { title: string; text?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="adm-state">
      <span className="adm-state__icon">{icon ?? <InfoIcon size={28} />}</span>
      <p className="adm-state__title">{title}</p>
      {text && <p className="adm-state__text">{text}</p>}
      {children && <div className="adm-state__actions">{children}</div>}
    </div>
  );
}

export function ErrorState({ title = 'Something went wrong', message, onRetry, children }: { title?: string; message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className="adm-state adm-state--error" role="alert">
      <span className="adm-state__icon">
        <AlertIcon size={28} />
      </span>
      <p className="adm-state__title">{title}</p>
      <p className="adm-state__text">{message}</p>
      <div className="adm-state__actions">
        {onRetry && (
          <button type="button" className="adm-btn adm-btn--secondary" onClick={onRetry}>
            Try again
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
