/**
 * The side panel's Revisions: every save the item has kept (an author's saves within a few minutes
 * share one), newest first, with who, when, what it did and which fields changed. Compare shows a
 * revision beside the text in the editor now, words added and removed field by field; Restore
 * brings its text back in one click (the server keeps that as a new revision, so it can be undone
 * the same way). Restoring over changes not yet published asks first, since they would be replaced.
 */
import { useEffect, useState } from 'react';
import type { RevisionSummary } from '../../../../../shared/api/editing.ts';
import type { ContentStatus } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Modal } from '../components/modal.tsx';
import { formatDateTime } from '../lib/format.ts';
import { getRevision, listRevisions } from './api.ts';
import { differing, humanize } from './conflict-dialog.tsx';
import { PanelSection } from './editor-page.tsx';
import { useEditorReadOnly } from './read-only.ts';
import type { EditorForm, EditorItem } from './use-editor-form.ts';
import { WordDiff, fieldText, wordCounts } from './word-diff.tsx';

const KIND_WORDS: Record<RevisionSummary['kind'], string> = {
  original: 'As it was before revisions were kept',
  create: 'Created',
  save: 'Saved',
  autosave: 'Autosaved',
  publish: 'Published',
  schedule: 'Scheduled',
  review: 'Sent to review',
  unpublish: 'Unpublished',
  restore: 'Restored',
};

function kindText(r: RevisionSummary): string {
  if (r.kind === 'restore' && r.restored_from) return `Restored revision ${r.restored_from}`;
  return KIND_WORDS[r.kind];
}

interface SectionProps<V extends { title: string; status: ContentStatus }, T extends EditorItem> {
  form: EditorForm<V, T>;
  labels: Record<string, string>;
  open: boolean;
  onToggle: () => void;
}

export function RevisionsSection<V extends { title: string; status: ContentStatus }, T extends EditorItem>({ form, labels, open, onToggle }: SectionProps<V, T>) {
  const { request } = useAuth();
  const [list, setList] = useState<RevisionSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [comparing, setComparing] = useState<RevisionSummary | null>(null);
  const [confirming, setConfirming] = useState<RevisionSummary | null>(null);
  const id = form.item?.id ?? null;
  const version = form.item?.version;

  // Read when opened, and again after each save while open.
  useEffect(() => {
    if (!open || !id) return;
    let live = true;
    listRevisions(request, form.kind, id).then(
      (answer) => {
        if (live) {
          setList(answer.data);
          setFailed(false);
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, id, version, request, form.kind]);

  const label = (field: string) => labels[field] ?? humanize(field);
  // An item the member may not change (read-only.ts): its revisions may be compared, not restored.
  const readOnly = useEditorReadOnly();
  const restore = (r: RevisionSummary) => {
    setComparing(null);
    if (form.pendingUpdate || form.dirty) setConfirming(r);
    else void form.restore(r.id);
  };

  return (
    <PanelSection title="Revisions" open={open} onToggle={onToggle} note={list ? String(list.length) : undefined} readable>
      {!id ? (
        <p className="ed-note">Each save keeps a revision here once the first draft is saved.</p>
      ) : failed ? (
        <p className="ed-note">The revisions could not be loaded. Close and open this section to try again.</p>
      ) : !list ? (
        <p className="ed-note">Loading revisions...</p>
      ) : (
        <ol className="ed-revisions">
          {list.map((r, i) => (
            <li key={r.id} className="ed-revision">
              <div className="ed-revision__head">
                <span className="ed-revision__what">{kindText(r)}</span>
                {i === 0 && <span className="ed-revision__now">Latest</span>}
              </div>
              <p className="ed-revision__meta">
                <time dateTime={r.updated_at}>{formatDateTime(r.updated_at)}</time>
                {r.author.name ? ` · ${r.author.name}` : ''}
                {r.saves > 1 ? ` · ${r.saves} saves` : ''}
              </p>
              {r.changed.length > 0 && r.kind !== 'create' && r.kind !== 'original' && (
                <p className="ed-revision__changed">Changed: {[...new Set(r.changed.map(label))].join(', ')}</p>
              )}
              <div className="ed-revision__actions">
                <button type="button" className="adm-link" onClick={() => setComparing(r)} aria-label={`Compare revision ${r.number} with the text now`}>
                  Compare
                </button>
                {i > 0 && !readOnly && (
                  <button type="button" className="adm-link" onClick={() => restore(r)} disabled={form.saving || form.conflict !== null} aria-label={`Restore revision ${r.number}`}>
                    Restore
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <CompareDialog form={form} revision={comparing} label={label} onClose={() => setComparing(null)} onRestore={readOnly ? undefined : restore} latest={list?.[0]?.id ?? null} />
      <ConfirmDialog
        open={confirming !== null}
        title={`Restore revision ${confirming?.number ?? ''}?`}
        message="Your changes that are not published yet will be replaced by this revision's text. The text as it is now stays in the revisions."
        confirmLabel="Restore"
        tone="primary"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const r = confirming;
          setConfirming(null);
          if (r) void form.restore(r.id);
        }}
      />
    </PanelSection>
  );
}

/** A revision beside the text in the editor now: each field that differs, words removed and added. */
function CompareDialog<V extends { title: string; status: ContentStatus }, T extends EditorItem>({
  form,
  revision,
  label,
  latest,
  onClose,
  onRestore,
}: {
  form: EditorForm<V, T>;
  revision: RevisionSummary | null;
  label: (field: string) => string;
  latest: string | null;
  onClose: () => void;
  /** Absent on a read-only item: nothing to restore. */
  onRestore?: (r: RevisionSummary) => void;
}) {
  const { request } = useAuth();
  const [then, setThen] = useState<V | null>(null);
  const [failed, setFailed] = useState(false);
  const item = form.item;
  useEffect(() => {
    setThen(null);
    setFailed(false);
    if (!revision || !item) return;
    let live = true;
    getRevision(request, form.kind, item.id, revision.id).then(
      (r) => live && setThen(form.valuesOf({ ...item, ...r.fields } as T)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The revision chosen, not each render's item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision, request]);
  if (!revision) return null;

  const now = form.values;
  const fields = then ? differing(then, now).filter((k) => k !== 'status') : [];
  return (
    <Modal
      open
      size="lg"
      title={`Revision ${revision.number}: ${kindText(revision).toLowerCase()}`}
      subtitle={`${formatDateTime(revision.updated_at)}${revision.author.name ? ` by ${revision.author.name}` : ''}, compared with the text in the editor now`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={onClose} data-autofocus>
            Close
          </button>
          {revision.id !== latest && onRestore && (
            <button type="button" className="adm-btn adm-btn--primary" onClick={() => onRestore(revision)} disabled={!then || form.saving}>
              Restore this revision
            </button>
          )}
        </>
      }
    >
      {failed ? (
        <p>The revision could not be loaded.</p>
      ) : !then ? (
        <p>Loading...</p>
      ) : fields.length === 0 ? (
        <p>No difference: the editor holds this revision's text.</p>
      ) : (
        <div className="ed-compare">
          <p className="ed-compare__key">
            <del>Removed since this revision</del> <ins>Added since</ins>
          </p>
          {fields.map((k) => {
            const before = fieldText(then[k]);
            const after = fieldText(now[k]);
            const counts = wordCounts(before, after);
            return (
              <section key={k} className="ed-compare__field">
                <h3 className="ed-compare__label">
                  {label(k)}{' '}
                  <span className="ed-compare__counts">
                    +{counts.added} −{counts.removed} words
                  </span>
                </h3>
                <WordDiff before={before} after={after} />
              </section>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
