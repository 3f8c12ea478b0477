/**
 * The password calls of the sign-in screens, made without a session: asking for a reset link
 * (demo mode answers with the token), and setting the new password with a reset or invitation
 * token (which answers with a session).
 */
import { call } from '../../../lib/api-client.ts';
import type { ResetPasswordBody, Session } from '../../../../../shared/api/auth.ts';

export const forgotPassword = (email: string) => call('POST /auth/forgotpassword', { body: { email } });

export const resetPassword = (token: string, body: ResetPasswordBody): Promise<Session> => call('PUT /auth/resetpassword/:token', { params: { token }, body }).then((r) => r.data);
