/**
 * The content form modals (article, video / TV episode, podcast episode) in the form modal frame:
 * xl, the Preview / Edit toggle in the header, and in edit mode the form with the summary of field
 * messages above its tabs (the fields sit in different tabs). The modal itself passes its tab
 * panels (children) and its preview; the state comes from useContentForm (../lib/use-content-form.ts).
 */
import type { ReactNode } from 'react';
import type { ContentFormFrameState } from '../lib/use-content-form.ts';
import { FormModal } from './form-modal.tsx';
import { EditIcon, EyeIcon } from './icons.tsx';
import { MessageBar } from './message-bar.tsx';
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
    <FormModal
      open={open}
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      size="xl"
      dirty={form.dirty || Boolean(alsoDirty)}
      saving={form.saving}
      saveLabel={saveLabel}
      onSave={() => void form.submit()}
      saveError={form.saveError}
      footerInfo={footerInfo}
      headerActions={<PreviewToggle preview={form.preview} onToggle={form.togglePreview} />}
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
    </FormModal>
  );
}

function PreviewToggle({ preview, onToggle }: { preview: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" aria-pressed={preview} onClick={onToggle}>
      {preview ? <EditIcon size={16} /> : <EyeIcon size={16} />}
      {preview ? 'Edit' : 'Preview'}
    </button>
  );
}

/** 'Please fix the following:' with one link per field message (fields sit in different tabs). */
function ErrorSummary({ errors, onPick }: { errors: [string, string][]; onPick: (field: string) => void }) {
  if (errors.length === 0) return null;
  return (
    <MessageBar type="error">
      <strong>Please fix the following:</strong>
      <ul className="adm-error-list">
        {errors.map(([field, msg]) => (
          <li key={field}>
            <button type="button" className="adm-link" onClick={() => onPick(field)}>
              {msg}
            </button>
          </li>
        ))}
      </ul>
    </MessageBar>
  );
}
