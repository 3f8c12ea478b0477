/**
 * May this member change this item, and whose name may they put on it: one rule for the server
 * (server/modules/content/editorial.ts refuses the rest with 403 before anything is written) and
 * the back office (which offers Edit, Delete, the state buttons and the Author picker only where
 * they can succeed, and says why where one is missing). Pure functions, no TypeBox: the web
 * bundle imports it.
 *
 * An editor or administrator (the `publish` capability, shared/roles.ts) may change any item and
 * byline it with any author profile. Anyone else (a contributor) works on their own items only:
 * they may change an item they own (they created it) while it is a draft or in review, and their
 * items carry their own profile as the byline (an editor may change it; keeping the byline an
 * editor gave is fine).
 */
import type { ContentStatus } from './constants.ts';
import { can, type StaffRole } from './roles.ts';

/** The statuses in which a contributor's own item is still theirs to change, and the only ones they may give it. */
export const CONTRIBUTOR_STATUSES: readonly ContentStatus[] = ['draft', 'review'];

/** Whether the role is held to its own work (own items, draft or in review, its own byline). */
export const ownWorkOnly = (role: StaffRole): boolean => !can(role, 'publish');

/** Why a member may not change an item: it is someone else's (or nobody's), or it left their hands (published, scheduled). */
export type ChangeRefusal = 'not-yours' | 'handed-over';

/** What the rule reads of an item: whether the member owns it, and its status. */
interface ItemStanding {
  mine: boolean;
  status: string;
}

/** Why this member may not change this item now; null when they may. */
export function changeRefusal(role: StaffRole, item: ItemStanding): ChangeRefusal | null {
  if (!ownWorkOnly(role)) return null;
  if (!item.mine) return 'not-yours';
  return (CONTRIBUTOR_STATUSES as readonly string[]).includes(item.status) ? null : 'handed-over';
}

/** Whether the member may byline an item with any author profile (else their own only). */
export const choosesAnyByline = (role: StaffRole): boolean => !ownWorkOnly(role);

/**
 * The back office's short line where an item's actions are missing: 'Published: an editor looks
 * after it now', "Someone else's: you can read it, not change it".
 */
export function readOnlyLine(refusal: ChangeRefusal, status: string): string {
  if (refusal === 'not-yours') return "Someone else's: you can read it, not change it";
  return `${status === 'scheduled' ? 'Scheduled' : 'Published'}: an editor looks after it now`;
}
