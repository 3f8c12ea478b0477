/**
 * Team contract (/api/team): the staff accounts of the back office. Every signed-in member may
 * read the list; inviting, changing roles and removing are for administrators. Body fields are
 * permissive strings checked by the service after trimming, so the answers carry readable messages.
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, Nullable, StaffRole, Uuid } from './common.ts';

export const TEAM_MESSAGES = {
  adminOnly: 'Only administrators can manage the team',
  notFound: 'Team member not found',
  emailInUse: 'That email address is already in use',
  alreadySignedIn: 'This member has already signed in',
  lastAdmin: 'The site needs at least one administrator',
  removeSelf: 'You cannot remove your own account',
  enableOwnFirst: 'Turn on two-factor sign-in for your own account first (Security page)',
  noTwoFactor: 'This member does not use two-factor sign-in',
} as const;

export const TeamMember = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  role: StaffRole,
  last_login: Nullable(IsoDate),
  created_at: IsoDate,
  /** Never signed in and holds an unused, unexpired invitation. */
  invited: Type.Boolean(),
  /** Signs in with a second factor. */
  two_factor_enabled: Type.Boolean(),
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamListResponse = Envelope(Type.Array(TeamMember));
export type TeamListResponse = Static<typeof TeamListResponse>;

export const TeamParams = Type.Object({ id: Uuid });
export type TeamParams = Static<typeof TeamParams>;

export const InviteMemberBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 5000 })),
  email: Type.Optional(Type.String({ maxLength: 5000 })),
  role: Type.Optional(Type.String({ maxLength: 50 })),
});
export type InviteMemberBody = Static<typeof InviteMemberBody>;

/** The member plus, in demo mode only (no SMTP_URL, not production), the link the mail carries. */
export const InvitedMember = Type.Object({ ...TeamMember.properties, invite_url: Type.Optional(Type.String()) });
export type InvitedMember = Static<typeof InvitedMember>;
export const InviteMemberResponse = Envelope(InvitedMember);
export type InviteMemberResponse = Static<typeof InviteMemberResponse>;

export const UpdateMemberBody = Type.Object({ role: Type.Optional(Type.String({ maxLength: 50 })) });
export type UpdateMemberBody = Static<typeof UpdateMemberBody>;
export const TeamMemberResponse = Envelope(TeamMember);
export type TeamMemberResponse = Static<typeof TeamMemberResponse>;

/** The team's sign-in rule, set by administrators. */
export const TeamSecurity = Type.Object({ require_two_factor: Type.Boolean() });
export type TeamSecurity = Static<typeof TeamSecurity>;
export const TeamSecurityBody = Type.Object({ require_two_factor: Type.Boolean() });
export type TeamSecurityBody = Static<typeof TeamSecurityBody>;
export const TeamSecurityResponse = Envelope(TeamSecurity);
export type TeamSecurityResponse = Static<typeof TeamSecurityResponse>;
