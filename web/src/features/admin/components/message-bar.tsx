/**
 * Inline message bar (success green, error red, info blue) and `useFlash(ms)`, which shows a
 * message for a fixed time: 3 s on the article screens, 5 s on Account Settings.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';

export type MessageType = 'success' | 'error' | 'info' | 'warning';

export interface Flash {
  type: MessageType;
  text: string;
}

export function MessageBar({ type, children, onDismiss }: { type: MessageType; children: ReactNode; onDismiss?: () => void }) {
  const Icon = type === 'success' ? CheckCircleIcon : type === 'info' ? InfoIcon : AlertIcon;
  return (
    <div className={`adm-message adm-message--${type}`} role={type === 'error' ? 'alert' : 'status'}>
      <Icon size={18} />
      <div className="adm-message__text">{children}</div>
      {onDismiss && (
        <button type="button" className="adm-icon-btn adm-icon-btn--sm" aria-label="Dismiss message" onClick={onDismiss}>
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}

export function useFlash(ms: number) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (type: MessageType, text: string) => {
      clearTimeout(timer.current);
      setFlash({ type, text });
      timer.current = setTimeout(() => setFlash(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { flash, show, clear };
}

/** Renders the current flash (or nothing). */
export function FlashBar({ flash, onDismiss }: { flash: Flash | null; onDismiss?: () => void }) {
  if (!flash) return null;
  return (
    <MessageBar type={flash.type} onDismiss={onDismiss}>
      {flash.text}
    </MessageBar>
  );
}
