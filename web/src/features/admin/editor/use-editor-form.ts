/**
 * The state of a content form modal (article, video / TV episode, podcast episode), written once so
 * the three forms cannot drift apart: values and dirty tracking (the modal asks before discarding),
 * field errors that clear as their field changes, the open tab and the Preview toggle, the client
 * checks, the save (the sub-feature's create or edit call), the server's 400 `[{path,msg}]` mapped
 * onto the fields (opening the tab of the first one), the footer error and the error toasts. What
 * the modal does after a save (success toast, close, refresh) stays with its caller through `onSaved`.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import type { TabItem } from '../components/tabs.tsx';
import { fieldErrorsOf, type FieldMessages } from './errors.ts';

export type SaveMode = 'create' | 'edit';

export interface ContentFormOptions<V, T> {
  /** The values the form opens with (memoised by the caller); `dirty` compares against them. */
  initial: V;
  /** Editing an existing item (else creating one): decides the 'edit' / 'create' mode of `onSaved`. */
  editing: boolean;
  /** The save call of the sub-feature's api.ts with the form's values turned into its body. */
  save: (request: AdminRequest, values: V) => Promise<T>;
  /** The form's tabs, first one open; each is marked when one of its fields holds an error. */
  tabs: TabItem[];
  /** Which tab holds a field, to open the tab of the first error. */
  tabOf: (field: string) => string;
  /** Footer and toast text when the save fails for a reason other than field messages. */
  saveFailed: string;
  /** Client checks run before the call; without them the server's checks are the only ones. */
  validate?: (values: V) => FieldMessages;
  /** Fields whose client message means "missing": the toast then asks to fill the required fields. */
  requiredFields?: readonly string[];
  onSaved: (saved: T, mode: SaveMode) => void;
}

/** What the shared modal frame (components/content-form-modal.tsx) needs from the form state. */
export interface ContentFormFrameState {
  dirty: boolean;
  saving: boolean;
  saveError: string | null;
  preview: boolean;
  togglePreview: () => void;
  tab: string;
  setTab: (tab: string) => void;
  tabItems: TabItem[];
  /** Field messages to list above the tabs, each opening its field's tab. */
  errorList: [string, string][];
  showFieldTab: (field: string) => void;
  submit: (event?: FormEvent) => Promise<void>;
}

export function useContentForm<V extends object, T>(options: ContentFormOptions<V, T>) {
  const { initial, editing, save, tabs, tabOf, saveFailed, validate, requiredFields, onSaved } = options;
  const { request } = useAuth();
  const toast = useAdminToast();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  /** Sets one field and clears its message (the staff member is fixing it). */
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key as string]) setErrors((e) => ({ ...e, [key]: '' }));
  };
  const clearErrors = (...keys: string[]) => setErrors((e) => ({ ...e, ...Object.fromEntries(keys.map((k) => [k, ''])) }));
  const errorOf = (key: keyof V & string) => errors[key] || undefined;
  /** value / onChange / error of a text-like control bound to `key`. */
  const text = (key: keyof V & string) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
    error: errorOf(key),
  });

  const tabItems = tabs.map((t) => ({ ...t, error: Object.entries(errors).some(([k, msg]) => msg && tabOf(k) === t.id) }));
  const errorList = Object.entries(errors).filter(([, msg]) => msg);

  const showErrors = (found: FieldMessages) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setPreview(false);
      setTab(tabOf(first));
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const found = validate?.(values) ?? {};
    if (Object.keys(found).length) {
      showErrors(found);
      const missing = requiredFields?.some((f) => found[f]) ?? false;
      toast.error(missing ? 'Please fill all required fields' : 'Validation Error', missing ? undefined : Object.values(found)[0]);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await save(request, values);
      onSaved(saved, editing ? 'edit' : 'create');
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (err instanceof ApiError && err.status === 400 && Object.keys(fields).length) {
        showErrors(fields);
        toast.error('Validation Error', Object.values(fields)[0]);
      } else {
        const message = err instanceof ApiError && err.status !== 0 && err.message ? err.message : saveFailed;
        setSaveError(message);
        toast.error('Save Failed', message);
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    editing,
    values,
    setValues,
    set,
    text,
    errors,
    errorOf,
    clearErrors,
    dirty,
    saving,
    saveError,
    submit,
    preview,
    togglePreview: () => setPreview((p) => !p),
    tab,
    setTab,
    tabItems,
    errorList,
    showFieldTab: (field: string) => setTab(tabOf(field)),
  };
}

export type ContentForm<V extends object, T> = ReturnType<typeof useContentForm<V, T>>;
