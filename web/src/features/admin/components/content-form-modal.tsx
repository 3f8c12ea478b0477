/**
 * The frame of every content form modal (article, video / TV episode, podcast episode): an xl Modal
 * that asks before discarding unsaved changes and cannot close while saving, the Preview toggle, the
 * Cancel/Save footer with the save error, and in edit mode the form with its error summary and tabs.
 * The modal itself passes its tab panels (children) and its preview; the state comes from
 * useContentForm (../lib/use-content-form.ts).
 */
import type { ReactNode } from 'react';
import type { ContentFormFrameState } from '../lib/use-content-form.ts';
import { ErrorSummary, PreviewToggle, SaveFooter } from './form-modal-parts.tsx';
import { Modal } from './modal.tsx';
import { Tabs } from './tabs.tsx';

export interface ContentFormModalProps {
  form: ContentFormFrameState;
  open: boolean;
  title: string;
  subtitle: string;
  onClose: () => void;
  saveLabel: string;
  /** Extra information on the left of the footer (the article's read time). */
  footerInfo?: ReactNode;
  /** Accessible name of the tab list. */
  tabsLabel: string;
  /** Attributes of the <form> element (its id or accessible name). */
  formProps?: { id?: string; 'aria-label'?: string };
  /** Something typed outside the form values that closing would also lose. */
  alsoDirty?: boolean;
  preview: ReactNode;
  /** The TabPanels. */
  children: ReactNode;
}

export function ContentFormModal({ form, open, title, subtitle, onClose, saveLabel, footerInfo, tabsLabel, formProps, alsoDirty, preview, children }: ContentFormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      dirty={form.dirty || Boolean(alsoDirty)}
      busy={form.saving}
      size="xl"
      headerActions={<PreviewToggle preview={form.preview} onToggle={form.togglePreview} />}
      footer={(requestClose) => (
        <SaveFooter requestClose={requestClose} onSave={() => void form.submit()} saving={form.saving} saveLabel={saveLabel} error={form.saveError} info={footerInfo} />
      )}
    >
      {form.preview ? (
        preview
      ) : (
        <form {...formProps} className="adm-form" onSubmit={form.submit} noValidate>
          <ErrorSummary errors={form.errorList} onPick={form.showFieldTab} />
          <Tabs tabs={form.tabItems} active={form.tab} onChange={form.setTab} label={tabsLabel} />
          {children}
        </form>
      )}
    </Modal>
  );
}
