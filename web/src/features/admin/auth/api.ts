/**
 * The password calls of the sign-in screens, made without a session: asking for a reset link
 * (demo mode answers with the token), and setting the new password with a reset or invitation
 * token (which answers with a session, or the second step), and the second step of a sign-in.
 */
import { call } from '../../../lib/api-client.ts';
import type { ResetPasswordBody, SignInResult, TwoFactorSession } from '../../../../../shared/api/auth.ts';

export const forgotPassword = (email: string) => call('POST /auth/forgotpassword', { body: { email } });

export const resetPassword = (token: string, body: ResetPasswordBody): Promise<SignInResult> => call('PUT /auth/resetpassword/:token', { params: { token }, body }).then((r) => r.data);

/** The second step: the challenge and a code (after a set-up, the answer carries the recovery codes). */
export const passSecondStep = (challengeToken: string, code: string): Promise<TwoFactorSession> =>
  call('POST /auth/login/two-factor', { body: { challenge_token: challengeToken, code } }).then((r) => r.data);

/** For a `setup` challenge: the secret to add to an authenticator app. */
export const challengeSetup = (challengeToken: string) => call('POST /auth/login/two-factor/setup', { body: { challenge_token: challengeToken } }).then((r) => r.data);
