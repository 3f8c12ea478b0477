/**
 * The small create forms inside the content forms (a TV season, a podcast series, a podcast guest):
 * POST the typed body, toast the new item, hand it back; field messages from the server show under
 * their fields and any other failure shows under `fallbackField`.
 */
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { fieldErrorsOf, messageOf, type FieldErrors } from './errors.ts';

export interface InlineCreateOptions<T> {
  path: string;
  /** Success toast: its title, and its line naming the new item. */
  created: string;
  describe: (item: T) => string;
  /** Field that shows a failure the server did not tie to a field, and the text when it gave none. */
  fallbackField: string;
  fallbackMessage: string;
  /** Clear the old messages as the call starts rather than when its answer arrives. */
  clearFirst?: boolean;
  onAdded: (item: T) => void;
}

export function useInlineCreate<T>({ path, created, describe, fallbackField, fallbackMessage, clearFirst, onAdded }: InlineCreateOptions<T>) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const add = async (body: unknown) => {
    setBusy(true);
    if (clearFirst) setErrors({});
    try {
      const res = await request<{ data: T }>(path, { method: 'POST', body });
      toast.success(created, describe(res.data));
      onAdded(res.data);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(Object.keys(fields).length ? fields : { [fallbackField]: messageOf(err, fallbackMessage) });
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, add, errorOf: (key: string) => errors[key] || undefined };
}
