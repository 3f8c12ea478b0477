/**
 * The staff roles, in one place: the database column, the API contract, the permission checks and
 * the back office's labels all read this list. Adding a role is one entry here plus its rules.
 * Pure data, no TypeBox: the web bundle imports it.
 */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the back office names each role, and what it may do (the Team screen's hint). */
export const ROLE_INFO: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: 'Administrator', description: 'Edits all content and manages the team, its security and the audit log.' },
  editor: { label: 'Editor', description: 'Edits all content.' },
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who may manage the team, its two-factor rule and sessions, and read the audit log. */
export const isAdministrator = (role: StaffRole): boolean => role === 'admin';
