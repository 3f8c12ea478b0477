/**
 * The one frame of every form in a modal (content forms, the team invitation): the Modal that asks
 * before discarding unsaved changes and cannot close while saving, and its Cancel / Save footer with
 * the save error. Cancel goes through the modal's guarded close like every other way out.
 *
 * Save either calls `onSave`, or, given `formId`, submits that <form> of the body: then Enter in one
 * of its fields submits it too (the small invitation form), which the large tabbed content forms
 * must not do.
 */
import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';

export interface FormModalProps {
  open: boolean;
  title: string;
  subtitle: string;
  onClose: () => void;
  size: 'sm' | 'xl';
  /** Something typed would be lost by closing: closing asks first. */
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  /** The Save button's text while saving. */
  savingLabel?: string;
  onSave?: () => void;
  formId?: string;
  saveError?: string | null;
  /** Extra information on the left of the footer (the article's read time). */
  footerInfo?: ReactNode;
  /** Controls in the header beside the close button (the Preview toggle). */
  headerActions?: ReactNode;
  children: ReactNode;
}

export function FormModal({ open, title, subtitle, onClose, size, dirty, saving, saveLabel, savingLabel = 'Saving...', onSave, formId, saveError, footerInfo, headerActions, children }: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      dirty={dirty}
      busy={saving}
      size={size}
      headerActions={headerActions}
      footer={(requestClose) => (
        <>
          {footerInfo && <span className="adm-modal__footer-info">{footerInfo}</span>}
          {saveError && <span className="adm-modal__footer-error">{saveError}</span>}
          <button type="button" className="adm-btn adm-btn--secondary" onClick={requestClose} disabled={saving}>
            Cancel
          </button>
          <button type={formId ? 'submit' : 'button'} form={formId} className="adm-btn adm-btn--primary" disabled={saving} onClick={onSave}>
            {saving ? savingLabel : saveLabel}
          </button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
