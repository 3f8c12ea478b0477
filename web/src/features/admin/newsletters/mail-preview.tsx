/**
 * A newsletter mail as a subscriber gets it: the HTML part in a frame at a desktop client's width
 * or a phone's, and the plain-text part, which clients that show no HTML (and screen readers set to
 * text) read. The frame is sandboxed without scripts (a mail runs none); it keeps the site's origin
 * so that the site's own pictures load under its policy.
 */
import { useState } from 'react';
import type { MailPreview } from '../../../../../shared/api/newsletter.ts';
import { Modal } from '../components/modal.tsx';

export function MailView({ preview }: { preview: MailPreview }) {
  const [tab, setTab] = useState<'web' | 'text'>('web');
  const [narrow, setNarrow] = useState(false);
  return (
    <div className="adm-mail-view">
      <p className="adm-mail-view__subject">
        <span className="adm-muted">Subject:</span> {preview.subject || <em>no subject yet</em>}
      </p>
      <div className="adm-mail-view__bar">
        <div className="adm-mail-view__parts" role="group" aria-label="Part of the mail">
          {(
            [
              ['web', 'Web'],
              ['text', 'Plain text'],
            ] as const
          ).map(([id, label]) => (
            <button key={id} type="button" className={`adm-btn adm-btn--sm ${tab === id ? 'adm-btn--primary' : 'adm-btn--ghost'}`} aria-pressed={tab === id} onClick={() => setTab(id)}>
              {label}
            </button>
          ))}
        </div>
        {tab === 'web' && (
          <label className="adm-mail-view__narrow">
            <input type="checkbox" checked={narrow} onChange={(e) => setNarrow(e.target.checked)} /> Phone width
          </label>
        )}
      </div>
      {tab === 'web' ? (
        <iframe title="The mail as HTML" className={`adm-mail-view__frame${narrow ? ' is-narrow' : ''}`} sandbox="allow-same-origin" srcDoc={preview.html} />
      ) : (
        <pre className="adm-mail-view__text">{preview.text}</pre>
      )}
    </div>
  );
}

export function MailPreviewModal({ preview, onClose }: { preview: MailPreview | null; onClose: () => void }) {
  return (
    <Modal open={preview !== null} title="Preview" subtitle="As subscribers get it" size="xl" onClose={onClose}>
      {preview && <MailView preview={preview} />}
    </Modal>
  );
}
