/** The team's calls: the staff accounts, invitations, role changes and removal. */
import type { InviteMemberBody } from '../../../../../shared/api/team.ts';
import type { StaffRole } from '../../../../../shared/roles.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listTeam = (request: AdminRequest) => request('GET /team').then((r) => r.data);
/** Creates the account and sends the set-password mail (the link comes back when no mail can go out). */
export const inviteMember = (request: AdminRequest, body: InviteMemberBody) => request('POST /team', { body }).then((r) => r.data);
/** A new invitation mail with a new link (the old link stops working). */
export const resendInvite = (request: AdminRequest, id: string) => request('POST /team/:id/invite', { params: { id } }).then((r) => r.data);
export const changeRole = (request: AdminRequest, id: string, role: StaffRole) => request('PUT /team/:id', { params: { id }, body: { role } }).then((r) => r.data);
/** What removing a member destroys and what stays; the removal itself needs its `name` (their address) as `confirm`. */
export const memberDeletion = (request: AdminRequest, id: string) => request('GET /team/:id/deletion', { params: { id } }).then((r) => r.data);
export const removeMember = (request: AdminRequest, id: string, confirm: string) => request('DELETE /team/:id', { params: { id }, query: { confirm } });
/** A lost device: the member's second factor and recovery codes go, and their sessions end. */
export const resetTwoFactor = (request: AdminRequest, id: string) => request('DELETE /team/:id/two-factor', { params: { id } });
/** Signs the member out on every device at once. */
export const signOutEverywhere = (request: AdminRequest, id: string) => request('DELETE /team/:id/sessions', { params: { id } });
export const getTeamSecurity = (request: AdminRequest) => request('GET /team/security').then((r) => r.data);
export const setTeamSecurity = (request: AdminRequest, requireTwoFactor: boolean) => request('PUT /team/security', { body: { require_two_factor: requireTwoFactor } });
