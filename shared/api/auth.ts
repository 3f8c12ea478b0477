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
export const LoginResponse = Envelope(Session);
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
export const ResetPasswordResponse = Envelope(Session);
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
