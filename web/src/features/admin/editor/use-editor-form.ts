/**
 * The state of an editor page (article, video / TV episode, podcast episode), in one hook so the
 * four editors cannot drift apart: the values and the item they belong to, field errors that clear
 * as their field changes, which side-panel sections are open (the section of the first error opens),
 * the client checks (the shared rules the server runs too, by the status the save asks for), and
 * everything that keeps the writer's work:
 *
 * - `server`: what the server holds for this writer (the draft itself, or their working copy of an
 *   item that is not a draft); `unsynced` when the values differ from it. Autosave (use-autosave.ts)
 *   sends the differing fields, with the version they started from; a new item is created as a
 *   draft once it has a title. Until the server has them the values wait in this browser
 *   (local-backup.ts), and opening the item again offers them back ("Restored your unsaved
 *   changes from 14:02"), as it does the working copy kept on the server.
 * - `save(intent)`: the state buttons (save draft, publish, schedule, send to review, unpublish,
 *   update), each a save of the whole form with the status it asks for.
 * - `conflict`: a save or autosave that started from an older version was refused (409): the
 *   writer keeps theirs, takes the other, or mixes (conflict-dialog.tsx).
 * - `restore(revision)`: a revision's text brought back by the server, which the editor then shows.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ContentStatus } from '../../../../../shared/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { fieldErrorsOf, type FieldMessages } from '../lib/errors.ts';
import { autosaveItem, discardWorkingCopy, getWorkingCopy, listRevisions, restoreRevision, saveItem, type ContentKind, type SaveBody } from './api.ts';
import { clearBackup, readBackup, writeBackup } from './local-backup.ts';
import { useAutosave, type SendOutcome, type SyncState } from './use-autosave.ts';
import { useEditorial } from './editorial.tsx';

type SaveMode = 'create' | 'edit';

/** What every content item the editor opens has. */
export interface EditorItem {
  id: string;
  status: ContentStatus;
  version: number;
  updated_at: string;
}

/** What every editor's values have. */
interface EditorValues {
  title: string;
  status: ContentStatus;
}

/** A state button's save: the status it asks for and, to publish or schedule, the date. */
export type SaveIntent =
  | { to: 'draft' }
  | { to: 'review' }
  | { to: 'published'; date?: string }
  | { to: 'scheduled'; date: string }
  /** The item's own status kept (Update, Save). */
  | { to: 'same' };

/** A save refused because another came first: the item as it is now, and who saved it. */
export interface Conflict<T> {
  current: T;
  by: string | null;
  at: string | null;
}

/** Where a field sits: the writing column ('main') or a side-panel section's id. */
type SectionOf = (field: string) => string;

export interface EditorFormOptions<V, T> {
  kind: ContentKind;
  /** The stored item (null: a new one). */
  item: T | null;
  /** The form's values of an item (of a new one with null); also of an item with a working copy's or a revision's fields over it. */
  valuesOf: (item: T | null) => V;
  /** The save body of the values (the API's field names). */
  toBody: (values: V) => SaveBody;
  /** The form field holding the date that publishes the item (publish_date, upload_date). */
  dateField: keyof V & string;
  sectionOf: SectionOf;
  /** Side-panel sections open at first. */
  openSections: string[];
  /** Footer and toast text when the save fails for a reason other than field messages. */
  saveFailed: string;
  /** Client checks run before a save (the values carry the status it asks for). */
  validate?: (values: V) => FieldMessages;
  /** Fields whose client message means "missing": the toast then asks to fill the required fields. */
  requiredFields?: readonly string[];
  /** Why nothing may be saved right now (a picture still copying, an audio upload under way), or null. */
  holdSaves?: () => string | null;
  /**
   * After a save that changed the item: a state button's (`byHand`), a restore's, or autosave's
   * first one, which created it as a draft.
   */
  onSaved: (saved: T, mode: SaveMode, byHand: boolean, before: ContentStatus | null) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The body fields of `values` that differ from those of `base`. */
function changedBody(body: SaveBody, base: SaveBody): SaveBody {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => !same(v, base[k])));
}

/** A form-values merge after a save: fields changed while it was on its way keep the newer typing. */
function settle<V extends object>(now: V, sent: V, saved: V): V {
  const out = { ...saved };
  for (const key of Object.keys(now) as (keyof V)[]) if (!same(now[key], sent[key])) out[key] = now[key];
  return out;
}

export function useEditorForm<V extends EditorValues, T extends EditorItem>(options: EditorFormOptions<V, T>) {
  const { kind, valuesOf, toBody, dateField, sectionOf, saveFailed, validate, requiredFields, onSaved } = options;
  const { request } = useAuth();
  const toast = useAdminToast();

  const [item, setItem] = useState<T | null>(options.item);
  const initial = useMemo(() => valuesOf(options.item), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [values, setValues] = useState<V>(initial);
  /**
   * Counts the times the values were replaced from outside the fields (work restored on opening, a
   * revision, the other side of a conflict, a newer version): editors that read their value once
   * (the rich-text body) are keyed by it and open again on the new text.
   */
  const [generation, setGeneration] = useState(0);
  const replaceValues = (next: V) => {
    setValues(next);
    setGeneration((g) => g + 1);
  };
  const [server, setServerState] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [open, setOpen] = useState<Set<string>>(() => new Set(options.openSections));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);
  const [restored, setRestored] = useState<{ at: string; previous: V } | null>(null);
  /** A draft opened as autosave last left it (a reload, a crash, a closed tab): when that was. */
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);
  // A published item's working copy is looked for first: nothing is sent before.
  const [ready, setReady] = useState(false);

  // The latest of each, for the sends that run between renders.
  const refs = useRef({ item, values, server, version: options.item?.version });
  refs.current.item = item;
  refs.current.values = values;
  const setServer = (next: V) => {
    refs.current.server = next;
    setServerState(next);
  };
  const setVersion = (version: number | undefined) => {
    refs.current.version = version;
  };

  const unsynced = !same(values, server);
  const isUnsynced = () => !same(refs.current.values, refs.current.server);
  /** The item's own values: a non-draft's changes wait for Update while they differ. */
  const itemValues = useMemo(() => (item ? valuesOf(item) : null), [item]); // eslint-disable-line react-hooks/exhaustive-deps
  const pendingUpdate = item !== null && item.status !== 'draft' && itemValues !== null && !same(values, itemValues);

  // ------------------------------------------------------------------------------------------
  // Opening: the writer's work that never reached the item is offered back.
  useEffect(() => {
    let live = true;
    const start = async () => {
      const stored = options.item;
      let serverValues = initial;
      let restoredAt: string | null = null;
      // Work typed on a version someone has saved over since: shown beside theirs (the conflict dialog).
      let outdated: V | null = null;
      if (stored && stored.status === 'draft') {
        try {
          const [last] = (await listRevisions(request, kind, stored.id, 1)).data;
          if (last?.kind === 'autosave' && live) setAutosavedAt(last.updated_at);
        } catch {
          // Only the notice is missing.
        }
      } else if (stored) {
        try {
          const copy = await getWorkingCopy(request, kind, stored.id);
          const withCopy = copy && valuesOf({ ...stored, ...copy.fields } as T);
          if (copy && withCopy && !same(withCopy, initial)) {
            if (copy.base_version === stored.version) {
              serverValues = withCopy;
              restoredAt = copy.saved_at;
            } else outdated = withCopy;
          }
        } catch {
          // Offline or failing: the browser's copy (below) is all there is to offer.
        }
      }
      if (!live) return;
      const backup = readBackup<V>(kind, stored?.id ?? null);
      let shown = outdated ?? serverValues;
      if (backup && !same(backup.values, serverValues)) {
        shown = backup.values;
        if (stored && backup.version < stored.version) outdated = backup.values;
        else restoredAt = backup.savedAt;
      } else if (backup) clearBackup(kind, stored?.id ?? null);
      if (stored && outdated) {
        restoredAt = null;
        setConflict({ current: stored, by: null, at: stored.updated_at });
      }
      setServer(serverValues);
      if (!same(shown, initial)) replaceValues(shown);
      if (restoredAt) setRestored({ at: restoredAt, previous: initial });
      setReady(true);
    };
    void start();
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Every change not yet on the server is kept in this browser at once.
  useEffect(() => {
    if (!ready) return;
    const id = refs.current.item?.id ?? null;
    if (unsynced) writeBackup(kind, id, values, refs.current.version ?? 0);
    else clearBackup(kind, id);
  }, [values, server, ready, unsynced, kind]);

  // ------------------------------------------------------------------------------------------
  // Autosave

  const refused = (err: unknown): SendOutcome => {
    if (err instanceof ApiError && err.status === 409) {
      const body = err.body as { current?: T; last_saved_by?: string | null; last_saved_at?: string | null } | null;
      if (body?.current) {
        setConflict({ current: body.current, by: body.last_saved_by ?? null, at: body.last_saved_at ?? null });
        return { state: { kind: 'conflict' } };
      }
    }
    if (err instanceof ApiError && err.status === 0) return { state: { kind: 'offline' }, retry: true };
    if (err instanceof ApiError && err.status === 400) {
      const fields = fieldErrorsOf(err);
      const message = fields.title ? 'a draft needs a title' : (Object.values(fields)[0] ?? err.message);
      return { state: { kind: 'invalid', message } };
    }
    if (err instanceof ApiError && err.status === 401) return { state: { kind: 'failed', message: 'signed out; kept in this browser' } };
    if (err instanceof ApiError && err.status === 404) return { state: { kind: 'failed', message: 'this item no longer exists; kept in this browser' } };
    return { state: { kind: 'failed', message: err instanceof ApiError && err.message ? err.message : 'the server did not answer' }, retry: true };
  };

  const send = async (keepalive: boolean): Promise<SendOutcome> => {
    const sent = refs.current.values;
    const current = refs.current.item;
    if (same(sent, refs.current.server)) return { state: { kind: 'saved', at: Date.now() } };
    try {
      if (!current) {
        // A new item becomes a draft once it has a title; until then it waits in the browser.
        if (!sent.title.trim()) return { state: { kind: 'invalid', message: 'a draft needs a title' } };
        const created = await saveItem<T>(request, kind, { ...toBody(sent), status: 'draft' });
        clearBackup(kind, null);
        setVersion(created.version);
        setItem(created);
        setServer(sent);
        onSaved(created, 'create', false, null);
      } else {
        const body = changedBody(toBody(sent), toBody(refs.current.server));
        const answer = await autosaveItem(request, kind, current.id, body, refs.current.version, keepalive);
        if (answer.target === 'item') {
          setVersion(answer.version);
          setItem({ ...current, version: answer.version, updated_at: answer.saved_at });
        }
        setServer(sent);
      }
      return { state: { kind: 'saved', at: Date.now() } };
    } catch (err) {
      return refused(err);
    }
  };

  // Whose the item is (editorial.tsx): on one the member may not change, nothing is sent by itself.
  // An item opened from its list waits for the first answer (one request; work restored in this
  // browser waits with it); one created here is the writer's own from its first save.
  const editorial = useEditorial(item?.id ?? null, item?.status);
  const awaitingEditorial = editorial === undefined && options.item !== null;
  const autosave = useAutosave({
    unsynced,
    isUnsynced,
    values,
    enabled: ready && !conflict && !saving && !awaitingEditorial && editorial?.can_edit !== false,
    send,
    initial: options.item ? { kind: 'saved', at: Date.now() } : { kind: 'idle' },
  });

  // ------------------------------------------------------------------------------------------
  // Fields, errors, sections

  /** Sets one field and clears its message (the writer is fixing it). */
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key as string] ? { ...e, [key]: '' } : e));
  }, []);
  const clearErrors = (...keys: string[]) => setErrors((e) => ({ ...e, ...Object.fromEntries(keys.map((k) => [k, ''])) }));
  const errorOf = (key: keyof V & string) => errors[key] || undefined;
  /** value / onChange / error of a text-like control bound to `key`. */
  const text = (key: keyof V & string) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
    error: errorOf(key),
  });

  const isOpen = (section: string) => open.has(section);
  const toggleSection = (section: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(section)) next.add(section);
      return next;
    });
  /** Opens the section holding `field` and puts the cursor in it. */
  const showField = (field: string) => {
    const section = sectionOf(field);
    setOpen((o) => new Set(o).add(section));
    // After the section has rendered open.
    setTimeout(() => document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"] :is(input, textarea, select, [contenteditable="true"])`)?.focus());
  };
  const sectionHasError = (section: string) => Object.entries(errors).some(([k, msg]) => msg && sectionOf(k) === section);
  const errorList = Object.entries(errors).filter(([, msg]) => msg);

  const showErrors = (found: FieldMessages) => {
    setErrors(found);
    setOpen((o) => new Set([...o, ...Object.keys(found).map(sectionOf)]));
  };

  // ------------------------------------------------------------------------------------------
  // Saves the writer asks for

  /** The values a state button would save: its status, and the date that publishes or schedules. */
  const intended = (intent: SaveIntent, from: V): V => {
    const status = intent.to === 'same' ? (item?.status ?? 'draft') : intent.to;
    const date = intent.to === 'published' || intent.to === 'scheduled' ? intent.date : undefined;
    return { ...from, status, ...(date !== undefined ? { [dateField]: date } : {}) };
  };

  /** The messages a state button's save would get, before anything is sent. */
  const check = (intent: SaveIntent): FieldMessages => validate?.(intended(intent, values)) ?? {};

  /** Saves the whole form with the status `intent` asks for; true when saved. */
  const save = async (intent: SaveIntent = { to: 'same' }): Promise<boolean> => {
    if (saving) return false;
    const hold = options.holdSaves?.();
    if (hold) {
      toast.error('Not yet', hold);
      return false;
    }
    const target = intended(intent, values);
    const found = validate?.(target) ?? {};
    if (Object.keys(found).length) {
      showErrors(found);
      const missing = requiredFields?.some((f) => found[f]) ?? false;
      toast.error(missing ? 'Please fill all required fields' : 'Validation Error', missing ? undefined : Object.values(found)[0]);
      return false;
    }
    setSaving(true);
    setSaveError(null);
    await autosave.settle();
    const current = refs.current.item;
    const sent = refs.current.values;
    try {
      const saved = await saveItem<T>(request, kind, toBody(intended(intent, sent)), current?.id, refs.current.version);
      const savedValues = valuesOf(saved);
      clearBackup(kind, current?.id ?? null);
      setVersion(saved.version);
      setItem(saved);
      setServer(savedValues);
      setValues((now) => settle(now, sent, savedValues));
      setRestored(null);
      setAutosavedAt(null);
      autosave.setState({ kind: 'saved', at: Date.now() });
      onSaved(saved, current ? 'edit' : 'create', true, current?.status ?? null);
      return true;
    } catch (err) {
      const outcome = refused(err);
      const fields = fieldErrorsOf(err);
      if (outcome.state.kind === 'conflict') {
        autosave.setState(outcome.state);
      } else if (err instanceof ApiError && err.status === 400 && Object.keys(fields).length) {
        showErrors(fields);
        toast.error('Validation Error', Object.values(fields)[0]);
      } else {
        const message = err instanceof ApiError && err.status !== 0 && err.message ? err.message : saveFailed;
        setSaveError(message);
        toast.error('Save Failed', message);
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The classic form submit (Enter in a field): the item saved as it is. */
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    await save();
  };

  /** Everything typed sent now; true when nothing is left that the server does not have. */
  const flush = async (): Promise<boolean> => {
    if (conflict) return false;
    await autosave.flush();
    return !isUnsynced();
  };

  // ------------------------------------------------------------------------------------------
  // Conflicts, restored work, revisions

  /** The writer chose: their values over the current item (a later save overwrites it, its revision kept), or the current item's. */
  const resolveConflict = async (choice: 'mine' | 'theirs' | V) => {
    if (!conflict) return;
    const { current } = conflict;
    const theirs = valuesOf(current);
    setVersion(current.version);
    setItem(current);
    setServer(theirs);
    if (current.status !== 'draft') {
      // A working copy built on the older version is not wanted any more.
      await discardWorkingCopy(request, kind, current.id).catch(() => undefined);
    }
    const next = choice === 'mine' ? refs.current.values : choice === 'theirs' ? theirs : choice;
    replaceValues(next);
    setConflict(null);
    setRestored(null);
    autosave.setState(same(next, theirs) ? { kind: 'saved', at: Date.now() } : { kind: 'saving' });
  };

  /** Puts back what the item held when the editor opened (the restored work discarded). */
  const discardRestored = async () => {
    if (!restored) return;
    const stored = refs.current.item;
    if (stored && stored.status !== 'draft') {
      await discardWorkingCopy(request, kind, stored.id).catch(() => undefined);
      setServer(restored.previous);
    }
    replaceValues(restored.previous);
    setRestored(null);
  };

  /** Brings a revision's text back (the server keeps it as a new revision): the editor shows the item as restored. */
  const restore = async (revisionId: string): Promise<boolean> => {
    const current = refs.current.item;
    if (!current || saving) return false;
    setSaving(true);
    try {
      await autosave.settle();
      const { item: restoredItem, message } = await restoreRevision<T>(request, kind, current.id, revisionId, refs.current.version ?? current.version);
      const restoredValues = valuesOf(restoredItem);
      clearBackup(kind, current.id);
      setVersion(restoredItem.version);
      setItem(restoredItem);
      setServer(restoredValues);
      replaceValues(restoredValues);
      setRestored(null);
      autosave.setState({ kind: 'saved', at: Date.now() });
      onSaved(restoredItem, 'edit', false, current.status);
      toast.success(message, 'The earlier text is back, and kept as a new revision.');
      return true;
    } catch (err) {
      const outcome = refused(err);
      if (outcome.state.kind === 'conflict') autosave.setState(outcome.state);
      else toast.error('Restore failed', err instanceof ApiError && err.message ? err.message : saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The item was saved elsewhere and this editor holds nothing of its own: it shows the newer one. */
  const adoptNewer = (newer: T) => {
    if (isUnsynced() || pendingUpdate || conflict || saving) return false;
    const next = valuesOf(newer);
    setVersion(newer.version);
    setItem(newer);
    setServer(next);
    replaceValues(next);
    return true;
  };

  /** Puts a newer version saved elsewhere beside the writer's, as a refused save would. */
  const compareWith = (current: T, by: string | null) => setConflict({ current, by, at: current.updated_at });

  const sync: SyncState = conflict ? { kind: 'conflict' } : autosave.state;

  return {
    kind,
    item,
    /** Whose the item is and where it stands in review (undefined while loading; null for a new item). */
    editorial,
    /** Whether whose the item is is still unknown (opened from its list, first answer not in). */
    awaitingEditorial,
    editing: item !== null,
    values,
    generation,
    setValues,
    set,
    text,
    errors,
    errorOf,
    clearErrors,
    /** Typed work the server does not have yet. */
    dirty: unsynced,
    /** A published (scheduled, in review) item's changes not yet on the site: Update applies them. */
    pendingUpdate,
    sync,
    saving,
    saveError,
    save,
    submit,
    check,
    flush,
    conflict,
    resolveConflict,
    restored,
    discardRestored,
    autosavedAt,
    restore,
    adoptNewer,
    compareWith,
    valuesOf,
    isOpen,
    toggleSection,
    showField,
    sectionHasError,
    errorList,
  };
}

export type EditorForm<V extends EditorValues, T extends EditorItem> = ReturnType<typeof useEditorForm<V, T>>;
