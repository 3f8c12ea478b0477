/**
 * The small create forms inside the content forms (a TV season, a podcast series, a podcast guest):
 * create the typed body, toast the new item, hand it back; field messages from the server show under
 * their fields and any other failure shows under `fallbackField`.
 */
import { useState } from 'react';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { fieldErrorsOf, messageOf, type FieldMessages } from './errors.ts';

export interface InlineCreateOptions<B, T> {
  /** The create call of the sub-feature's api.ts. */
  create: (request: AdminRequest, body: B) => Promise<T>;
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

export function useInlineCreate<B, T>({ create, created, describe, fallbackField, fallbackMessage, clearFirst, onAdded }: InlineCreateOptions<B, T>) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const add = async (body: B) => {
    setBusy(true);
    if (clearFirst) setErrors({});
    try {
      const item = await create(request, body);
      toast.success(created, describe(item));
      onAdded(item);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(Object.keys(fields).length ? fields : { [fallbackField]: messageOf(err, fallbackMessage) });
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, add, errorOf: (key: string) => errors[key] || undefined };
}
