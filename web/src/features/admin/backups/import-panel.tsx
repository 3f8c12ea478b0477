/**
 * Import (on the Backups screen): a WordPress export (.xml), a Ghost export (.json) or an Insight
 * Media export (.tar.gz), and the report of what came in, what was already here, and what was
 * skipped and why. Importing the same file again adds nothing.
 */
import { useState, type FormEvent } from 'react';
import { IMPORT_SOURCES, type ImportReport, type ImportSource } from '../../../../../shared/api/transfer.ts';
import { DEFAULT_ARTICLE_CATEGORY } from '../../../../../shared/constants.ts';
import { useOfferedCategories } from '../lib/categories.ts';
import { useAuth } from '../session/auth-context.tsx';
import { messageOf } from '../lib/errors.ts';
import { Panel } from '../components/page-header.tsx';
import { Field, SelectField } from '../components/fields.tsx';
import { MessageBar } from '../components/message-bar.tsx';
import { UploadIcon } from '../components/icons.tsx';
import { importFile } from './api.ts';

const SOURCES: Record<ImportSource, { label: string; accept: string; hint: string }> = {
  wordpress: { label: 'WordPress (.xml)', accept: '.xml,application/xml,text/xml', hint: 'In WordPress: Tools > Export > All content.' },
  ghost: { label: 'Ghost (.json)', accept: '.json,application/json', hint: 'In Ghost: Settings > Advanced > Import/Export > Export content.' },
  insight: { label: 'Insight Media export (.tar.gz)', accept: '.gz,.tgz,application/gzip', hint: 'The Download export file of another Insight Media site.' },
};

function Report({ report }: { report: ImportReport }) {
  const added = Object.entries(report.added).map(([k, n]) => `${n} ${k.replace(/_/g, ' ')}`);
  return (
    <div className="adm-backups__report" aria-live="polite">
      <MessageBar type={report.imported.length || added.length ? 'success' : 'info'}>
        {added.length ? `Added ${added.join(', ')}.` : 'Nothing new to add.'}
        {report.already_present > 0 && ` ${report.already_present} already here from an earlier import.`}
        {report.comments.imported > 0 && ` ${report.comments.imported} comments came along.`}
      </MessageBar>
      {report.imported.length > 0 && (
        <details open={report.imported.length <= 12}>
          <summary>Imported ({report.imported.length})</summary>
          <ul>
            {report.imported.map((item) => (
              <li key={item.id}>
                <strong>{item.title}</strong> <span className="adm-muted">({item.status})</span>
                {item.notes.length > 0 && <span className="adm-backups__notes">{item.notes.join('; ')}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.skipped.length + report.comments.skipped.length > 0 && (
        <details>
          <summary>Skipped ({report.skipped.length + report.comments.skipped.length})</summary>
          <ul>
            {[...report.skipped, ...report.comments.skipped].map((s, i) => (
              <li key={i}>
                {s.kind} “{s.title}”: {s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.images.fetched + report.images.kept_as_links.length > 0 && (
        <details>
          <summary>
            Pictures: {report.images.fetched} copied into the Media Library, {report.images.kept_as_links.length} kept as links
          </summary>
          <ul>
            {report.images.kept_as_links.map((k) => (
              <li key={k.url}>
                <span className="adm-backups__file">{k.url}</span>: {k.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

export function ImportPanel() {
  const categories = useOfferedCategories();
  const { request } = useAuth();
  const [source, setSource] = useState<ImportSource>('wordpress');
  const [category, setCategory] = useState<string>(DEFAULT_ARTICLE_CATEGORY);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a file to import');
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await importFile(request, source, file, source === 'insight' ? '' : category));
    } catch (err) {
      setError(messageOf(err, 'The import failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title="Import" subtitle="Bring an archive in from WordPress or Ghost: posts become articles with their comments and pictures; pages are skipped. A second import of the same file adds nothing.">
      <form className="adm-backups__import" onSubmit={(e) => void submit(e)}>
        <SelectField label="From" value={source} onChange={(e) => setSource(e.target.value as ImportSource)} options={IMPORT_SOURCES.map((s) => ({ value: s, label: SOURCES[s].label }))} hint={SOURCES[source].hint} />
        {source !== 'insight' && (
          <SelectField
            label="Category for posts whose own is not one of the magazine's"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            options={categories.map((c) => ({ value: c, label: c }))}
          />
        )}
        <Field label="File">
          {(id, describedBy) => <input id={id} aria-describedby={describedBy} className="adm-input" type="file" accept={SOURCES[source].accept} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
        </Field>
        {error && <MessageBar type="error">{error}</MessageBar>}
        <div>
          <button type="submit" className="adm-btn adm-btn--primary" disabled={busy || !file}>
            <UploadIcon size={16} /> {busy ? 'Importing... (pictures are fetched, this can take a while)' : 'Import'}
          </button>
        </div>
      </form>
      {report && <Report report={report} />}
    </Panel>
  );
}
