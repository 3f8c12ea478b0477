/** One upload in the Media Library (an image or an audio file): its name, facts, uses and actions. */
import type { ReactNode } from 'react';
import { IconButton } from '../components/icon-button.tsx';
import { CopyIcon, TrashIcon } from '../components/icons.tsx';

export function LibraryCard({
  filename,
  meta,
  top,
  children,
  onCopy,
  onDelete,
}: {
  filename: string;
  /** Facts in one line ('640×480 · 56 KB · Nov 26, 2026'). */
  meta: string;
  /** Above the body: an image's thumbnail. */
  top?: ReactNode;
  /** Under the facts: a player, the alt text, where it is used. */
  children: ReactNode;
  onCopy: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="adm-library__card">
      {top}
      <div className="adm-library__body">
        <p className="adm-library__name" title={filename}>
          {filename}
        </p>
        <p className="adm-library__meta">{meta}</p>
        {children}
      </div>
      <div className="adm-library__actions">
        <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={onCopy} aria-label={`Copy URL of ${filename}`}>
          <CopyIcon size={15} /> Copy URL
        </button>
        <IconButton danger label={`Delete ${filename}`} title="Delete" icon={<TrashIcon size={16} />} onClick={onDelete} />
      </div>
    </li>
  );
}
