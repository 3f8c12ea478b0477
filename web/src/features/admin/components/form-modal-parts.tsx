/**
 * The pieces every content form modal (article, video/TV episode, podcast episode) shares: the
 * Preview/Edit toggle in the header, the Cancel/Save footer and the tag chips under a tags field.
 */
import type { ReactNode } from 'react';
import { splitTags } from '../lib/format.ts';
import { EditIcon, EyeIcon } from './icons.tsx';
import { Chip } from './status-badge.tsx';

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
