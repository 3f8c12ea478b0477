/**
 * Deletes that cannot be undone (a team member, a subscriber, a newsletter, an uploaded audio
 * file: things the trash does not keep) name what they destroy first. `GET .../deletion` answers
 * what will be lost and what stays, and the back office shows it before the DELETE. The DELETE
 * carries `confirm` set to the thing's `name` (its address, subject or file name), so a stale screen
 * cannot delete something other than what it showed; without `confirm` it goes ahead, as it did
 * before previews existed.
 */
import { Type, type Static } from 'typebox';
import { Envelope } from './common.ts';

export const DeletionPreview = Type.Object({
  /** What `confirm` must be: the member's or subscriber's address, the newsletter's subject, the file's name. */
  name: Type.String(),
  /** What the delete destroys for good, one line each. */
  will_lose: Type.Array(Type.String()),
  /** What stays, one line each (their articles, the reports...). */
  keeps: Type.Array(Type.String()),
});
export type DeletionPreview = Static<typeof DeletionPreview>;
export const DeletionPreviewResponse = Envelope(DeletionPreview);

export const ConfirmDeleteQuery = Type.Object({
  confirm: Type.Optional(Type.String({ maxLength: 1000, description: "The thing's name as GET .../deletion gives it: a different name is refused (409)" })),
});
