/**
 * The rules of the Team screen's forms (inviting a member, changing a role), run by the server
 * (server/modules/team/service.ts, and `npm run admin -- create-admin`) and by the invitation form.
 */
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../roles.ts';
import { emailField, nameField } from './account.ts';
import { FieldErrors } from './fields.ts';

const TEAM_LIMITS = { nameMax: 100 } as const;

/** 'admin, editor or contributor'. */
const roleList = `${STAFF_ROLES.slice(0, -1).join(', ')} or ${STAFF_ROLES[STAFF_ROLES.length - 1]}`;

/** A role by its name (any case); `fallback` when none is given, else 'Role is required'. */
export function roleField(errors: FieldErrors, value: string | undefined, fallback?: StaffRole): StaffRole {
  const role = (value ?? '').trim().toLowerCase();
  if (!role && fallback) return fallback;
  if (!role) errors.add('role', 'Role is required');
  else if (!isStaffRole(role)) errors.add('role', `Role must be ${roleList}`);
  return isStaffRole(role) ? role : fallback ?? STAFF_ROLES[STAFF_ROLES.length - 1];
}

/** A new member: a name, an address and a role (editor unless told). */
export function checkInvite(errors: FieldErrors, body: { name?: string; email?: string; role?: string }): { name: string; email: string; role: StaffRole } {
  return {
    name: nameField(errors, 'name', body.name, TEAM_LIMITS.nameMax),
    email: emailField(errors, 'email', body.email),
    role: roleField(errors, body.role, 'editor'),
  };
}

