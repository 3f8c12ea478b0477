/**
 * What the screens that delete share with the Trash screen: a delete moves the thing to the trash
 * (the server answers its entry), the toast offers Undo (a restore), and a restore names the
 * homepage places the item held, which it did not take back, with a one-click Put back.
 */
import { useCallback } from 'react';
import type { HeldPlace, RestoreResponse, TrashEntry } from '../../../../../shared/api/trash.ts';
import type { TrashType } from '../../../../../shared/constants.ts';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { messageOf } from './errors.ts';

/** How long a toast with Undo or Put back stays: long enough to read it and reach the button. */
const ACTION_TOAST_MS = 10_000;

const restoreFromTrash = (request: AdminRequest, type: TrashType, id: string) =>
  request('POST /trash/:type/:id/restore', { params: { type, id } }).then((r) => r.data);

/** Puts restored items back in the places they held, one call per item. */
async function putBack(request: AdminRequest, held: HeldPlace[]): Promise<void> {
  const byItem = new Map<string, HeldPlace[]>();
  for (const place of held) byItem.set(`${place.type}/${place.id}`, [...(byItem.get(`${place.type}/${place.id}`) ?? []), place]);
  for (const places of byItem.values()) {
    const { type, id } = places[0];
    await request('POST /trash/:type/:id/put-back', { params: { type, id }, body: { places: places.map((p) => p.place) } });
  }
}

/** 'It held main slot 1 (now "Coding clubs") and Featured; put it back?' */
function heldQuestion(held: HeldPlace[]): string {
  const names = held.map((h) => (h.holder ? `${h.label} (now "${h.holder}")` : h.label));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  const items = new Set(held.map((h) => h.id));
  return `${items.size > 1 ? 'They' : 'It'} held ${list}; put ${items.size > 1 ? 'them' : 'it'} back?`;
}

/**
 * Restoring from a toast or a screen: `restore(type, id)` restores, says so, and when the item
 * held homepage places asks whether to put it back (a toast with Put back). `onRestored` runs
 * after (reload the list).
 */
export function useRestore(onRestored: (data: RestoreResponse['data']) => void) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const askPutBack = useCallback(
    (held: HeldPlace[]) => {
      if (held.length === 0) return;
      toast.show({
        type: 'info',
        title: heldQuestion(held),
        duration: ACTION_TOAST_MS,
        action: {
          label: 'Put back',
          onClick: () =>
            void putBack(request, held).then(
              () => toast.success('Put back on the homepage'),
              (err: unknown) => toast.error('Could not put it back', messageOf(err, 'Please try again.')),
            ),
        },
      });
    },
    [request, toast],
  );
  const restore = useCallback(
    async (type: TrashType, id: string) => {
      try {
        const data = await restoreFromTrash(request, type, id);
        toast.success(`"${data.restored[0].title}" restored`, data.restored.length > 1 ? `With ${data.restored.length - 1} more that went with it.` : undefined);
        onRestored(data);
        askPutBack(data.held);
        return data;
      } catch (err) {
        toast.error('Failed to restore', messageOf(err, 'Please try again.'));
        return null;
      }
    },
    [request, toast, onRestored, askPutBack],
  );
  return { restore, askPutBack };
}

/** The toast of a delete: 'Moved to trash', with Undo. */
export function useMovedToTrashToast(onRestored: () => void) {
  const toast = useAdminToast();
  const { restore } = useRestore(onRestored);
  return useCallback(
    (entry: TrashEntry) =>
      toast.show({
        type: 'success',
        title: 'Moved to trash',
        message: `"${entry.title}"${entry.contains.length ? ` with ${entry.contains.length} more` : ''} can be restored for 30 days.`,
        duration: ACTION_TOAST_MS,
        action: { label: 'Undo', onClick: () => void restore(entry.type, entry.id) },
      }),
    [toast, restore],
  );
}
