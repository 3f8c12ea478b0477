/**
 * Toast notices at the top right, just below the sticky header (the public site's or the back
 * office's, marked `data-toasts-below`), so a notice never covers the search, menu or theme
 * controls in it. Durations from the spec: success 4 s, error 7 s, warning 5 s, info 4 s (default
 * 5 s); each leaves with a 300 ms exit animation.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type?: ToastType;
  title: string;
  message?: string;
  duration?: number;
  /** One button that undoes or completes what the toast reports ('Undo', 'Put back'); it closes the toast. */
  action?: { label: string; onClick: () => void };
}

interface ToastItem extends Required<Omit<ToastInput, 'message' | 'action'>> {
  id: number;
  message?: string;
  action?: ToastInput['action'];
  leaving: boolean;
}

const TOAST_DURATIONS: Record<ToastType | 'default', number> = {
  default: 5000,
  error: 7000,
  success: 4000,
  warning: 5000,
  info: 4000,
};
const TOAST_EXIT_MS = 300;
const GAP_PX = 12;

/** Where the first toast goes: under the sticky header as it is on screen now (it moves as the page scrolls to it). */
function topBelowHeader(): number {
  const header = document.querySelector('[data-toasts-below]');
  return Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + GAP_PX;
}

interface ToastApi {
  show: (toast: ToastInput) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [top, setTop] = useState(GAP_PX);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_EXIT_MS);
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const type = input.type ?? 'info';
      const duration = input.duration ?? TOAST_DURATIONS[type] ?? TOAST_DURATIONS.default;
      const id = nextId.current++;
      setTop(topBelowHeader());
      setToasts((list) => [...list, { id, type, title: input.title, message: input.message, action: input.action, duration, leaving: false }]);
      setTimeout(() => dismiss(id), duration);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite" aria-relevant="additions" style={{ top }}>
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.type}${t.leaving ? ' toast--leaving' : ''}`} role={t.type === 'error' ? 'alert' : 'status'}>
            <div className="toast__body">
              <p className="toast__title">{t.title}</p>
              {t.message && <p className="toast__message">{t.message}</p>}
            </div>
            {t.action && (
              <button
                type="button"
                className="toast__action"
                onClick={() => {
                  dismiss(t.id);
                  t.action!.onClick();
                }}
              >
                {t.action.label}
              </button>
            )}
            <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
              <CloseIcon size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
