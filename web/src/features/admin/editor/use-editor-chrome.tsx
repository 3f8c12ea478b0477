/**
 * Everything an editor page shows about the state of its item, from its form (use-editor-form.ts),
 * the same for the four editors: the top bar's status, save indicator, presence and state buttons,
 * the notice above the text (work restored from a crash or another session, a conflict waiting, a
 * newer version saved elsewhere), the leave question's words, and the dialogs (the two versions of a
 * conflict, discarding restored work). The page spreads `pageProps` onto EditorPage and renders
 * `dialogs` inside it.
 */
import { useEffect, useState } from 'react';
import type { ContentStatus } from '../../../../../shared/constants.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { MessageBar } from '../components/message-bar.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAuth, useCan } from '../session/auth-context.tsx';
import { getItem } from './api.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorActions } from './editor-actions.tsx';
import { EditorialBanner } from './editorial.tsx';
import { EditorState, PresenceList, clockTime } from './editor-status.tsx';
import type { EditorForm, EditorItem } from './use-editor-form.ts';
import { usePresence } from './use-presence.ts';
import type { CheckItem } from './writer-aids.tsx';

interface ChromeOptions {
  /** The list this editor belongs to, and its name ('Articles'): the top bar's Back, and a read-only item's way back. */
  backTo: string;
  backLabel: string;
  /** The pre-publish checklist. */
  checks: CheckItem[];
  /** How messages name the item: 'article', 'video', 'episode'. */
  noun: string;
  /** Field labels for comparisons. */
  labels: Record<string, string>;
  /** The item's date in the form (datetime-local text). */
  date: string;
}

/** When the restored work was typed: '14:02' today, else the date and time. */
function whenText(at: string): string {
  const d = new Date(at);
  return d.toDateString() === new Date().toDateString() ? clockTime(at) : formatDateTime(at);
}

export function useEditorChrome<V extends { title: string; status: ContentStatus }, T extends EditorItem>(form: EditorForm<V, T>, options: ChromeOptions) {
  const { request } = useAuth();
  const publishes = useCan('publish');
  const toast = useAdminToast();
  const [comparing, setComparing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [newer, setNewer] = useState<{ item: T; by: string | null } | null>(null);
  const { noun } = options;

  useEffect(() => setComparing(form.conflict !== null), [form.conflict]);

  // A newer version saved elsewhere (presence tells): shown at once when nothing here differs, else offered to compare.
  const editors = usePresence(form.kind, form.item?.id ?? null, (version) => {
    const mine = form.item;
    if (!mine || version <= mine.version || form.saving) return;
    getItem<T>(request, form.kind, mine.id).then(
      (fresh) => {
        if (fresh.version <= (form.item?.version ?? 0)) return;
        const by = editors.find((e) => !e.you)?.name ?? null;
        if (form.adoptNewer(fresh)) toast.info('Updated', `${by ?? 'Someone else'} saved a newer version: it is shown now.`);
        else setNewer({ item: fresh, by });
      },
      () => undefined,
    );
  });
  useEffect(() => {
    if (newer && form.item && newer.item.version <= form.item.version) setNewer(null);
  }, [form.item, newer]);

  let notice = null;
  if (form.conflict && !comparing) {
    notice = (
      <MessageBar type="warning">
        Your changes are not saved: a newer version was saved by {form.conflict.by ?? 'someone else'}.{' '}
        <button type="button" className="adm-link" onClick={() => setComparing(true)}>
          Compare the two versions
        </button>
      </MessageBar>
    );
  } else if (newer) {
    notice = (
      <MessageBar type="warning">
        {newer.by ?? 'Someone else'} saved a newer version while you were editing.{' '}
        <button
          type="button"
          className="adm-link"
          onClick={() => {
            form.compareWith(newer.item, newer.by);
            setNewer(null);
          }}
        >
          Compare it with yours
        </button>
      </MessageBar>
    );
  } else if (form.restored) {
    notice = (
      <MessageBar type="info">
        Restored your unsaved changes from {whenText(form.restored.at)}.{' '}
        <button type="button" className="adm-link" onClick={() => setDiscarding(true)}>
          Discard them
        </button>
      </MessageBar>
    );
  } else if (form.autosavedAt) {
    notice = <MessageBar type="info">Brought back your text as autosaved at {whenText(form.autosavedAt)}.</MessageBar>;
  }

  const { editorial } = form;
  // An item the member may not change opens read-only (editorial.tsx says whose it is, or that it is published).
  const readOnly = editorial?.can_edit === false;
  // A contributor's fields wait for that answer (one request) rather than take typing it may refuse;
  // those who publish may change anything, so theirs never wait.
  const waiting = form.awaitingEditorial && !publishes;
  const banner = <EditorialBanner state={editorial ?? null} noun={noun} back={{ to: options.backTo, label: options.backLabel }} />;
  if (editorial) notice = <div className="ed-main__messages">{banner}{notice}</div>;

  const sync = form.sync;
  const leaveMessage =
    sync.kind === 'offline'
      ? `You are offline. Your changes are kept in this browser and will be sent when you open this ${noun} here again, online.`
      : sync.kind === 'conflict'
        ? `Your changes wait to be compared with a newer version. They are kept in this browser until you open this ${noun} here again.`
        : sync.kind === 'invalid'
          ? `Your changes cannot be saved yet (${sync.message}). They are kept in this browser until you open this ${noun} here again.`
          : undefined;

  return {
    pageProps: {
      backTo: options.backTo,
      backLabel: options.backLabel,
      readOnly: readOnly || waiting,
      state: <EditorState status={form.item?.status ?? 'new'} sync={sync} pendingUpdate={form.pendingUpdate} readOnly={readOnly} />,
      actions: <EditorActions form={form} checks={options.checks} noun={noun} date={options.date} canEdit={!readOnly && !waiting} />,
      presence: <PresenceList editors={editors} />,
      notice,
      dirty: form.dirty || form.conflict !== null,
      flush: form.flush,
      leaveMessage,
      errors: form.errorList,
      onPickError: form.showField,
      saveError: form.saveError,
    },
    dialogs: (
      <>
        <ConflictDialog form={form} open={comparing} labels={options.labels} noun={noun} onClose={() => setComparing(false)} />
        <ConfirmDialog
          open={discarding}
          title="Discard the restored changes?"
          message={`The ${noun} goes back to what was saved before them. The changes from ${form.restored ? whenText(form.restored.at) : ''} are lost.`}
          confirmLabel="Discard"
          busyLabel="Discarding..."
          onCancel={() => setDiscarding(false)}
          onConfirm={() => {
            setDiscarding(false);
            void form.discardRestored();
          }}
        />
      </>
    ),
  };
}
