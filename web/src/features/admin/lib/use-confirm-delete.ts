/**
 * Delete with confirmation, as every list screen does it: `ask(item)` opens the ConfirmDialog
 * (spread `dialog` into it), confirming calls the API, toasts the result and closes; a failure keeps
 * the dialog open with an error toast so the staff member can try again or cancel. A delete that
 * moves the item to the trash (the API answers its entry) toasts "Moved to trash" with Undo, which
 * restores it and then runs `onRestored`.
 */
import { useState } from 'react';
import type { TrashEntry } from '../../../../../shared/api/trash.ts';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { messageOf } from './errors.ts';
import { useMovedToTrashToast } from './trash.ts';

export interface ConfirmDeleteOptions<T> {
  /** The delete call of the sub-feature's api.ts. */
  remove: (request: AdminRequest, item: T) => Promise<unknown>;
  /** Success toast title (a delete that does not go to the trash). */
  deleted?: string;
  /** Error toast title (its line is the server's message). */
  failed: string;
  /** After the item is gone: refresh the list, step back a page, flash a message... */
  onDeleted: (item: T) => void;
  /** After Undo brought a trashed item back: refresh the list. */
  onRestored?: () => void;
}

/** The trash entry a delete answered, if it moved the thing to the trash. */
const entryOf = (answer: unknown): TrashEntry | undefined => {
  const data = (answer as { data?: Partial<TrashEntry> } | undefined)?.data;
  return data?.type && data.id && data.deleted_at ? (data as TrashEntry) : undefined;
};

export function useConfirmDelete<T>({ remove, deleted, failed, onDeleted, onRestored = () => {} }: ConfirmDeleteOptions<T>) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const movedToTrash = useMovedToTrashToast(onRestored);
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const entry = entryOf(await remove(request, target));
      if (entry) movedToTrash(entry);
      else toast.success(deleted ?? 'Deleted');
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
