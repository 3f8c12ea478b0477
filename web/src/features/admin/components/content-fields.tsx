/**
 * The pieces every content form modal (article, video/TV episode, podcast episode) shares: the
 * Preview/Edit toggle in the header, the Cancel/Save footer, the summary of field messages, the
 * fields that are the same in every form (meta description, tags with their chips, status) and the
 * Add button of the small inline forms (season, series, guest).
 */
import type { ReactNode } from 'react';
import { CONTENT_STATUSES, LIMITS } from '../../../../../shared/constants.ts';
import { splitTags } from '../lib/format.ts';
import { SelectField, TextArea, TextField } from './fields.tsx';
import { EditIcon, EyeIcon, PlusIcon } from './icons.tsx';
import { MessageBar } from './message-bar.tsx';
import { Chip, statusLabel } from './status-badge.tsx';

/** A text control bound to a form value (useContentForm's `text(key)`). */
export interface BoundText {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}

export function PreviewToggle({ preview, onToggle }: { preview: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" aria-pressed={preview} onClick={onToggle}>
      {preview ? <EditIcon size={16} /> : <EyeIcon size={16} />}
      {preview ? 'Edit' : 'Preview'}
    </button>
  );
}

export interface SaveFooterProps {
  /** The modal's guarded close (asks first when there are unsaved changes). */
  requestClose: () => void;
  onSave: () => void;
  saving: boolean;
  saveLabel: string;
  error?: string | null;
  /** Extra information on the left (e.g. the live read time). */
  info?: ReactNode;
}

export function SaveFooter({ requestClose, onSave, saving, saveLabel, error, info }: SaveFooterProps) {
  return (
    <>
      {info && <span className="adm-modal__footer-info">{info}</span>}
      {error && <span className="adm-modal__footer-error">{error}</span>}
      <button type="button" className="adm-btn adm-btn--secondary" onClick={requestClose} disabled={saving}>
        Cancel
      </button>
      <button type="button" className="adm-btn adm-btn--primary" disabled={saving} onClick={onSave}>
        {saving ? 'Saving...' : saveLabel}
      </button>
    </>
  );
}

export function TagChips({ tags }: { tags: string }) {
  const list = splitTags(tags);
  if (list.length === 0) return null;
  return (
    <div className="adm-tags">
      {list.map((t) => (
        <Chip key={t}>#{t}</Chip>
      ))}
    </div>
  );
}

/** 'Please fix the following:' with one link per field message (fields sit in different tabs). */
export function ErrorSummary({ errors, onPick }: { errors: [string, string][]; onPick: (field: string) => void }) {
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

/** The primary button of an inline create form ('Add Season', 'Add Series', 'Add Guest'). */
export function InlineAddButton({ label, busy, onAdd }: { label: string; busy: boolean; onAdd: () => void }) {
  return (
    <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={onAdd} disabled={busy}>
      <PlusIcon size={16} /> {busy ? 'Adding...' : label}
    </button>
  );
}

/** SEO & Meta: what search engines and share cards show, counted against the 160-character limit. */
export function MetaDescriptionField(props: BoundText) {
  return (
    <TextArea
      label="Meta Description"
      rows={3}
      placeholder="What search engines and share cards show (up to 160 characters)"
      {...props}
      counter={{ length: props.value.length, max: LIMITS.metaDescriptionMax, warnAt: 150, format: (n, m) => `${n}/${m} characters` }}
    />
  );
}

/** Comma-separated tags with their chips under the field. */
export function TagsField({ placeholder, ...props }: BoundText & { placeholder: string }) {
  return (
    <>
      <TextField label="Tags" placeholder={placeholder} hint="Separate tags with commas" {...props} />
      <TagChips tags={props.value} />
    </>
  );
}

/** Draft / Published / Scheduled / ... with a line on when the item shows on the site. */
export function StatusField({ hint, ...props }: BoundText & { hint: string }) {
  return <SelectField label="Status" {...props} options={CONTENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} hint={hint} />;
}
