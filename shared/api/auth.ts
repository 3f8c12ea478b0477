/**
 * Staff auth contract (/api/auth). Body fields are deliberately permissive (optional strings): the
 * service checks them after trimming so the spec's own messages come out ('Name is required', ...)
 * instead of ajv's generic ones. Wrong types (objects, arrays) are still refused by the schema.
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, Nullable, StaffRole, Uuid } from './common.ts';

/** Generous caps that only stop absurd payloads (argon2 would happily hash a megabyte). */
const PASSWORD_MAX = 1024;
const TEXT_MAX = 5000;

const Text = (maxLength = TEXT_MAX) => Type.Optional(Type.String({ maxLength }));
const Password = () => Type.Optional(Type.String({ maxLength: PASSWORD_MAX }));

/** A staff account as the API shows it: never the password hash or token version. */
export const User = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  role: StaffRole,
  bio: Type.String(),
  phone: Type.String(),
  last_login: Nullable(IsoDate),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type User = Static<typeof User>;

export const Session = Type.Object({ token: Type.String(), user: User });
export type Session = Static<typeof Session>;

export const LoginBody = Type.Object({
  email: Text(320),
  password: Password(),
  /** Keeps the session 30 days instead of 1. */
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;
/**
 * The first step's answer when a second one is needed: no session yet, only a short-lived token
 * that is good for nothing but the second step. `verify`: enter a code from the authenticator app
 * (or a recovery code); `setup`: the site requires two-factor sign-in, so set it up first.
 */
export const TwoFactorChallenge = Type.Object({
  two_factor: Type.Union([Type.Literal('verify'), Type.Literal('setup')]),
  challenge_token: Type.String(),
  expires_at: IsoDate,
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** A session, or the second step still to take. */
export const SignInResult = Type.Union([Session, TwoFactorChallenge]);
export type SignInResult = Static<typeof SignInResult>;
export const LoginResponse = Envelope(SignInResult);
export type LoginResponse = Static<typeof LoginResponse>;

export const MeResponse = Envelope(User);
export type MeResponse = Static<typeof MeResponse>;

export const ForgotPasswordBody = Type.Object({ email: Text(320) });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
/** `resetToken` only in demo mode (no SMTP_URL, not production) and only for an existing account. */
export const ForgotPasswordResponse = Envelope(Type.Object({ resetToken: Type.Optional(Type.String()) }));
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

export const ResetPasswordParams = Type.Object({ token: Type.String({ maxLength: 512 }) });
export type ResetPasswordParams = Static<typeof ResetPasswordParams>;
export const ResetPasswordBody = Type.Object({ password: Password(), confirmPassword: Password() });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ResetPasswordResponse = Envelope(SignInResult);
export type ResetPasswordResponse = Static<typeof ResetPasswordResponse>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Password(),
  newPassword: Password(),
  confirmPassword: Password(),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
/** A fresh token for this session: the password change ended every token issued before it. */
export const ChangePasswordResponse = Envelope(Type.Object({ token: Type.String() }));
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/** bio and phone: omitted keeps the stored value, null or '' clears it. */
export const UpdateProfileBody = Type.Object({
  name: Text(),
  email: Text(320),
  bio: Type.Optional(Nullable(Type.String({ maxLength: TEXT_MAX }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: TEXT_MAX }))),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;
export const UpdateProfileResponse = Envelope(User);
export type UpdateProfileResponse = Static<typeof UpdateProfileResponse>;

/** The second step: the challenge's token and a 6-digit code or a recovery code. */
export const TwoFactorSignInBody = Type.Object({
  challenge_token: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TwoFactorSignInBody = Static<typeof TwoFactorSignInBody>;
/** The session; after a setup the new recovery codes too, shown once. */
export const TwoFactorSession = Type.Object({ ...Session.properties, recovery_codes: Type.Optional(Type.Array(Type.String())) });
export type TwoFactorSession = Static<typeof TwoFactorSession>;
export const TwoFactorSignInResponse = Envelope(TwoFactorSession);
export type TwoFactorSignInResponse = Static<typeof TwoFactorSignInResponse>;

export const ChallengeBody = Type.Object({ challenge_token: Type.Optional(Type.String({ maxLength: 200 })) });
export type ChallengeBody = Static<typeof ChallengeBody>;

/** A new secret to add to an authenticator app: as a QR code (an SVG data: URL), as a link, and as text. */
export const TwoFactorSetup = Type.Object({ secret: Type.String(), otpauth_url: Type.String(), qr_code: Type.String() });
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
export const TwoFactorSetupResponse = Envelope(TwoFactorSetup);
export type TwoFactorSetupResponse = Static<typeof TwoFactorSetupResponse>;

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  enabled_at: Nullable(IsoDate),
  /** Unused recovery codes left. */
  recovery_codes_left: Type.Integer(),
  /** The site requires two-factor sign-in of every member (then it cannot be turned off). */
  required: Type.Boolean(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;
export const TwoFactorStatusResponse = Envelope(TwoFactorStatus);
export type TwoFactorStatusResponse = Static<typeof TwoFactorStatusResponse>;

/** A change to one's own second factor is confirmed with the password. */
export const PasswordConfirmBody = Type.Object({ password: Password() });
export type PasswordConfirmBody = Static<typeof PasswordConfirmBody>;

export const TwoFactorCodeBody = Type.Object({ code: Type.Optional(Type.String({ maxLength: 64 })) });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

/** Ten new one-time recovery codes, shown this once; any earlier ones stop working. */
export const RecoveryCodesResponse = Envelope(Type.Object({ recovery_codes: Type.Array(Type.String()) }));
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

/** One place a member is signed in. */
export const StaffSession = Type.Object({
  id: Uuid,
  /** The session making this request. */
  current: Type.Boolean(),
  browser: Type.String(),
  os: Type.String(),
  device: Type.Union([Type.Literal('desktop'), Type.Literal('mobile'), Type.Literal('tablet'), Type.Literal('unknown')]),
  address: Type.String(),
  created_at: IsoDate,
  last_seen_at: IsoDate,
  expires_at: IsoDate,
});
export type StaffSession = Static<typeof StaffSession>;
export const SessionListResponse = Envelope(Type.Array(StaffSession));
export type SessionListResponse = Static<typeof SessionListResponse>;
export const SessionParams = Type.Object({ id: Uuid });
export type SessionParams = Static<typeof SessionParams>;
