/**
 * Confirmation for destructive actions (delete). Cancel gets the focus so Enter never destroys by
 * accident; the confirm button shows `busyLabel` ('Deleting...') while the call runs.
 */
import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';
import { AlertIcon } from './icons.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Red note under the message, e.g. 'This action cannot be undone.' */
  warning?: ReactNode;
  /** Block content under the message (lists): what an irreversible delete destroys (DeletionSummary). */
  details?: ReactNode;
  /** Keeps the confirm button off until the dialog has what it must show (a deletion's summary). */
  ready?: boolean;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  warning,
  details,
  ready = true,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  busy,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </button>
          <button type="button" className={`adm-btn adm-btn--${tone}`} onClick={onConfirm} disabled={busy || !ready}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <div className="adm-confirm">
        {tone === 'danger' && (
          <span className="adm-confirm__icon">
            <AlertIcon size={22} />
          </span>
        )}
        <div>
          <p className="adm-confirm__message">{message}</p>
          {warning && <p className="adm-confirm__warning">{warning}</p>}
          {details}
        </div>
      </div>
    </Modal>
  );
}
