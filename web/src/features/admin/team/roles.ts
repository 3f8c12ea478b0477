/** The two staff roles as the team screen names them. */
import type { TeamRole } from '../../../../../shared/api/team.ts';

export const ROLE_OPTIONS: { value: TeamRole; label: string }[] = [
  { value: 'editor', label: 'Editor' },
  { value: 'admin', label: 'Administrator' },
];

export const roleLabel = (role: TeamRole) => (role === 'admin' ? 'Administrator' : 'Editor');
