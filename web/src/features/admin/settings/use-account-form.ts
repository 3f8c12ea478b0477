/**
 * One form of Account Settings (profile, password): its values and field messages (the checks
 * here first, then the server's), the busy flag of its button, and the banner with the outcome,
 * which vanishes after 5 seconds.
 */
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, messageOf, type FieldMessages } from '../lib/errors.ts';
import { useFormFields } from '../lib/use-form-fields.ts';
import { useFlash } from '../components/message-bar.tsx';

export interface AccountFormOptions<V extends Record<string, string>> {
  initial: V;
  check: (values: V) => FieldMessages;
  /** Sends the values; answers the success text. */
  save: (values: V) => Promise<string>;
  /** The banner's text when the failure carries none. */
  failed: string;
  /** Empty the fields again once saved (passwords are never kept on screen). */
  clearOnSuccess?: boolean;
}

export function useAccountForm<V extends Record<string, string>>({ initial, check, save, failed, clearOnSuccess }: AccountFormOptions<V>) {
  const fields = useFormFields(initial);
  const { flash, show, clear } = useFlash(5000);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(fields.values);
    fields.setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await save(fields.values);
      if (clearOnSuccess) fields.setValues(initial);
      show('success', message);
    } catch (err) {
      fields.setErrors(fieldErrorsOf(err));
      show('error', messageOf(err, failed));
    } finally {
      setBusy(false);
    }
  };

  return { ...fields, busy, submit, flash, clearFlash: clear };
}
