/**
 * The confirmation of a delete the trash does not keep (a team member, a subscriber, a newsletter,
 * an audio file): what the server says it destroys for good and what stays (GET .../deletion,
 * shared/api/deletion.ts), shown in the ConfirmDialog before anyone presses Delete. The DELETE then
 * carries the preview's `name` as `confirm`, which the server requires.
 */
import { useEffect, useState } from 'react';
import type { DeletionPreview } from '../../../../../shared/api/deletion.ts';
import { messageOf } from '../lib/errors.ts';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';

/** What the dialog knows of a delete: the server's preview (null while it loads), or why it could not be had. */
export interface DeletionState {
  preview: DeletionPreview | null;
  error: string;
}

/** The preview of deleting `target` (null while it loads, or when nothing is to be deleted). */
export function useDeletionPreview<T>(target: T | null, load: (request: AdminRequest, item: T) => Promise<DeletionPreview>): DeletionState {
  const { request } = useAuth();
  const [state, setState] = useState<{ for: T | null; preview: DeletionPreview | null; error: string }>({ for: null, preview: null, error: '' });
  useEffect(() => {
    if (!target) return;
    let live = true;
    load(request, target).then(
      (preview) => live && setState({ for: target, preview, error: '' }),
      (err: unknown) => live && setState({ for: target, preview: null, error: messageOf(err, 'Could not tell what this deletes.') }),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level call; the target alone decides what to ask.
  }, [target, request]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = state.for === target;
  return { preview: current ? state.preview : null, error: current ? state.error : '' };
}

export function DeletionSummary({ preview, error }: DeletionState) {
  if (error) return <p className="adm-confirm__warning">{error}</p>;
  if (!preview) return <p className="adm-confirm__loading">Checking what this deletes...</p>;
  return (
    <div className="adm-deletion">
      <p className="adm-confirm__warning">This cannot be undone. Deleted for good:</p>
      <ul className="adm-deletion__list">
        {preview.will_lose.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {preview.keeps.length > 0 && (
        <>
          <p className="adm-deletion__keeps">What stays:</p>
          <ul className="adm-deletion__list">
            {preview.keeps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
