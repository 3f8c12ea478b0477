/**
 * The state of an editor page (article, video / TV episode, podcast episode), in one hook so the
 * four editors cannot drift apart and so what comes next (autosave, revisions, edit conflicts)
 * has one place to hook into: the values and whether they differ from the stored item, field
 * errors that clear as their field changes, which side-panel sections are open (the section of
 * the first error opens), the client checks (the shared rules the server runs too), the save (the
 * sub-feature's create or update call), the server's 400 `[{path,msg}]` mapped onto the fields,
 * and the save error and toasts. What a page does after a save (toast, new address) stays with it
 * through `onSaved`; `saved` becomes the new baseline of `dirty`.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { fieldErrorsOf, type FieldMessages } from '../lib/errors.ts';

type SaveMode = 'create' | 'edit';

/** Where a field sits: the writing column ('main') or a side-panel section's id. */
type SectionOf = (field: string) => string;

export interface EditorFormOptions<V, T> {
  /** The values the page opens with; `dirty` compares against them (then against the last save). */
  initial: V;
  /** Editing a stored item (else creating one). */
  editing: boolean;
  /** The save call of the sub-feature's api.ts with the form's values turned into its body. */
  save: (request: AdminRequest, values: V) => Promise<T>;
  /** The values of what the save answered (the new baseline). */
  valuesOf: (saved: T) => V;
  sectionOf: SectionOf;
  /** Side-panel sections open at first. */
  openSections: string[];
  /** Footer and toast text when the save fails for a reason other than field messages. */
  saveFailed: string;
  /** Client checks run before the call; without them the server's checks are the only ones. */
  validate?: (values: V) => FieldMessages;
  /** Fields whose client message means "missing": the toast then asks to fill the required fields. */
  requiredFields?: readonly string[];
  onSaved: (saved: T, mode: SaveMode) => void;
}

export function useEditorForm<V extends object, T>(options: EditorFormOptions<V, T>) {
  const { editing, save, valuesOf, sectionOf, saveFailed, validate, requiredFields, onSaved } = options;
  const { request } = useAuth();
  const toast = useAdminToast();
  const [baseline, setBaseline] = useState<V>(options.initial);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [open, setOpen] = useState<Set<string>>(() => new Set(options.openSections));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

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
      const now = valuesOf(saved);
      setBaseline(now);
      setValues(now);
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
    isOpen,
    toggleSection,
    showField,
    sectionHasError,
    errorList,
  };
}

export type EditorForm<V extends object, T> = ReturnType<typeof useEditorForm<V, T>>;
