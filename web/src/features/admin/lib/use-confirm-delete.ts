/**
 * Delete with confirmation, as every list screen does it: `ask(item)` opens the ConfirmDialog
 * (spread `dialog` into it), confirming calls the API, toasts the result and closes; a failure keeps
 * the dialog open with an error toast so the staff member can try again or cancel.
 */
import { useState } from 'react';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { messageOf } from './errors.ts';

export interface ConfirmDeleteOptions<T> {
  /** The delete call of the sub-feature's api.ts. */
  remove: (request: AdminRequest, item: T) => Promise<unknown>;
  /** Success toast title. */
  deleted: string;
  /** Error toast title (its line is the server's message). */
  failed: string;
  /** After the item is gone: refresh the list, step back a page, flash a message... */
  onDeleted: (item: T) => void;
}

export function useConfirmDelete<T>({ remove, deleted, failed, onDeleted }: ConfirmDeleteOptions<T>) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(request, target);
      toast.success(deleted);
      setTarget(null);
      onDeleted(target);
    } catch (err) {
      toast.error(failed, messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return {
    target,
    ask: (item: T) => setTarget(item),
    /** open / busy / onConfirm / onCancel of the ConfirmDialog. */
    dialog: { open: Boolean(target), busy, onConfirm: () => void confirm(), onCancel: () => setTarget(null) },
  };
}
