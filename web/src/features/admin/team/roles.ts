/** The staff roles as the team screen names them (shared/roles.ts holds the list). */
import { ROLE_INFO, STAFF_ROLES, type StaffRole } from '../../../../../shared/roles.ts';

/** Least powerful first, as the role menus list them. */
export const ROLE_OPTIONS: { value: StaffRole; label: string }[] = [...STAFF_ROLES].reverse().map((value) => ({ value, label: ROLE_INFO[value].label }));

export const roleLabel = (role: StaffRole) => ROLE_INFO[role].label;

/** The colour of each role's chip. */
export const ROLE_TONES: Record<StaffRole, 'purple' | 'blue' | 'amber'> = { admin: 'purple', editor: 'blue', contributor: 'amber' };
