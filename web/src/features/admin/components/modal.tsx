/**
 * Dialog window: focus moves in on open and back on close, Tab stays inside, Escape and the backdrop
 * close it. With `dirty`, every way of closing (Cancel, X, Escape, backdrop) first asks whether to
 * discard the unsaved changes, so typed work is never lost by accident.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called once closing is confirmed (or directly when not dirty). */
  onClose: () => void;
  /** Unsaved changes: closing asks first. */
  dirty?: boolean;
  /** Blocks closing while a save runs. */
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  subtitle?: ReactNode;
  /**
   * Buttons row pinned at the bottom. As a function it receives `requestClose`, which a Cancel
   * button must use so that it asks about unsaved changes like every other way out.
   */
  footer?: ReactNode | ((requestClose: () => void) => ReactNode);
  /** Extra controls in the header (e.g. a Preview toggle). */
  headerActions?: ReactNode;
  children: ReactNode;
  /** Accessible role: 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export function Modal({ open, title, onClose, dirty, busy, size = 'md', subtitle, footer, headerActions, children, role = 'dialog', className }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [askDiscard, setAskDiscard] = useState(false);

  const requestClose = useCallback(() => {
    if (busy) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  }, [busy, dirty, onClose]);

  useEffect(() => {
    if (!open) {
      setAskDiscard(false);
      return;
    }
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (askDiscard) setAskDiscard(false);
      else requestClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const nodes = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((n) => n.offsetParent !== null);
    if (nodes.length === 0) return;
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="adm-modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) requestClose();
      }}
    >
      <div
        ref={panelRef}
        className={`adm-modal adm-modal--${size} ${className ?? ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="adm-modal__header">
          <div className="adm-modal__heading">
            <h2 id={titleId} className="adm-modal__title">{title}</h2>
            {subtitle && <p className="adm-modal__subtitle">{subtitle}</p>}
          </div>
          {headerActions}
          <button type="button" className="adm-icon-btn" aria-label="Close" onClick={requestClose} disabled={busy}>
            <CloseIcon />
          </button>
        </header>
        {/* Focusable: a long preview with nothing to tab to must still scroll from the keyboard. */}
        <div className="adm-modal__body" tabIndex={0}>
          {children}
        </div>
        {footer && <footer className="adm-modal__footer">{typeof footer === 'function' ? footer(requestClose) : footer}</footer>}
        {askDiscard && (
          <div className="adm-discard" role="alertdialog" aria-modal="true" aria-labelledby={`${titleId}-discard`}>
            <div className="adm-discard__box">
              <h3 id={`${titleId}-discard`}>Discard unsaved changes?</h3>
              <p>You have changes that have not been saved. If you close now they will be lost.</p>
              <div className="adm-discard__actions">
                <button type="button" className="adm-btn adm-btn--secondary" autoFocus onClick={() => setAskDiscard(false)}>
                  Keep editing
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn--danger"
                  onClick={() => {
                    setAskDiscard(false);
                    onClose();
                  }}
                >
                  Discard changes
                </button>
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
