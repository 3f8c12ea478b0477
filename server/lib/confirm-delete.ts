/**
 * The server's half of an irreversible delete (shared/api/deletion.ts). The back office always sends
 * `confirm`, set to the name the preview showed: a name that does not match (a stale screen, a typo)
 * is refused with a 409 that says what would be lost. A DELETE without `confirm` goes ahead, as it
 * did before previews existed, so API clients written against it keep working.
 */
import type { DeletionPreview } from '../../shared/api/deletion.ts';
import { HttpError } from '../errors.ts';

export function requireConfirmed(preview: DeletionPreview, confirm: string | undefined): void {
  if (confirm === undefined || confirm.trim().toLowerCase() === preview.name.trim().toLowerCase()) return;
  const lost = preview.will_lose.join('; ');
  const msg = `Deleting ${preview.name} cannot be undone: it destroys ${lost}. Send confirm set to "${preview.name}" to go ahead.`;
  throw new HttpError(409, msg, [{ path: 'confirm', msg: `Type ${preview.name} to confirm` }]);
}
