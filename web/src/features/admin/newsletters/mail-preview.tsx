/**
 * A newsletter mail as a subscriber gets it: the HTML part in a frame at a desktop client's width
 * or a phone's, and the plain-text part, which clients that show no HTML (and screen readers set to
 * text) read. The frame is sandboxed without scripts (a mail runs none); it keeps the site's origin
 * so that the site's own pictures load under its policy.
 */
import { useState } from 'react';
import type { MailPreview } from '../../../../../shared/api/newsletter.ts';
import { Modal } from '../components/modal.tsx';
import { TabPanel, Tabs } from '../components/tabs.tsx';

export function MailView({ preview }: { preview: MailPreview }) {
  const [tab, setTab] = useState('web');
  const [narrow, setNarrow] = useState(false);
  return (
    <div className="adm-mail-view">
      <p className="adm-mail-view__subject">
        <span className="adm-muted">Subject:</span> {preview.subject || <em>no subject yet</em>}
      </p>
      <div className="adm-mail-view__bar">
        <Tabs
          label="Part of the mail"
          active={tab}
          onChange={setTab}
          tabs={[
            { id: 'web', label: 'Web' },
            { id: 'text', label: 'Plain text' },
          ]}
        />
        {tab === 'web' && (
          <label className="adm-mail-view__narrow">
            <input type="checkbox" checked={narrow} onChange={(e) => setNarrow(e.target.checked)} /> Phone width
          </label>
        )}
      </div>
      <TabPanel id="web" active={tab} label="Web">
        <iframe title="The mail as HTML" className={`adm-mail-view__frame${narrow ? ' is-narrow' : ''}`} sandbox="allow-same-origin" srcDoc={preview.html} />
      </TabPanel>
      <TabPanel id="text" active={tab} label="Plain text">
        <pre className="adm-mail-view__text">{preview.text}</pre>
      </TabPanel>
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
