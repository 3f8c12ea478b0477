/**
 * The staff roles and what each may do, in one place: the database column, the API contract, the
 * server's guards (server/plugins/auth.ts `authorize`, the content rules in
 * server/modules/content/editorial.ts) and the back office (which hides what a role cannot do) all
 * read this file. Adding a role is one entry in STAFF_ROLES, ROLE_INFO and GRANTS.
 * Pure data, no TypeBox: the web bundle imports it.
 */
export const STAFF_ROLES = ['admin', 'editor', 'contributor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the back office names each role, and what it may do (the Team screen's hint). */
export const ROLE_INFO: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: 'Administrator', description: 'Edits all content and manages the team, its security, the site settings and the audit log.' },
  editor: { label: 'Editor', description: 'Edits, publishes and curates all content, reviews what contributors submit and moderates comments.' },
  contributor: { label: 'Contributor', description: 'Writes and submits their own drafts for review; cannot publish.' },
};

/**
 * The named permissions. A contributor has none of them: they write their own drafts, upload media
 * and submit for review (the content rules themselves, server/modules/content/editorial.ts).
 */
const CAPABILITIES = {
  /** Publish, schedule and unpublish; edit and trash anyone's items whatever their status; share previews of them. */
  publish: 'Only editors and administrators can publish, schedule or change published items',
  /** The homepage's main slots, featured order, editor's picks and trending; TV seasons, podcast series and artwork. */
  curate: 'Only editors and administrators can curate the homepage, seasons and series',
  /** The Review queue: what contributors submitted. */
  review: 'Only editors and administrators can review submissions',
  /** Readers' comments: moderation, replies, settings. */
  moderate: 'Only editors and administrators can moderate comments',
  /** Subscribers, newsletters and the audience figures of the dashboard. */
  audience: 'Only editors and administrators can see subscribers and newsletters',
  /** The Team screen's list of members. */
  seeTeam: 'Only editors and administrators can see the team',
  /** Author profiles: guest authors, everyone's profile, merging and deleting them (each member edits their own). */
  manageAuthors: 'Only editors and administrators can manage author profiles',
  /** Media uploaded by others: deleting them. */
  manageMedia: "Only editors and administrators can delete others' uploads",
  /** The team, its security, the site settings and categories, the audit log, backups, exports and imports, emptying the trash. */
  administer: 'Only administrators can do this',
} as const;
export type Capability = keyof typeof CAPABILITIES;

const EDITOR: readonly Capability[] = ['publish', 'curate', 'review', 'moderate', 'audience', 'seeTeam', 'manageAuthors', 'manageMedia'];
const GRANTS: Record<StaffRole, readonly Capability[]> = {
  admin: [...EDITOR, 'administer'],
  editor: EDITOR,
  contributor: [],
};

/** Whether a role may do what a capability names. */
export const can = (role: StaffRole, capability: Capability): boolean => GRANTS[role]?.includes(capability) ?? false;

/** The 403 message of a capability a role lacks. */
export const deniedMessage = (capability: Capability): string => CAPABILITIES[capability];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who may manage the team, its two-factor rule and sessions, the site settings and read the audit log. */
export const isAdministrator = (role: StaffRole): boolean => can(role, 'administer');
