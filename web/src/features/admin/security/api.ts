/** The Security page's calls: the member's two-factor sign-in and where they are signed in. */
import type { AdminRequest } from '../session/auth-context.tsx';

export const getTwoFactor = (request: AdminRequest) => request('GET /auth/two-factor').then((r) => r.data);
export const beginSetup = (request: AdminRequest, password: string) => request('POST /auth/two-factor/setup', { body: { password } }).then((r) => r.data);
export const enableTwoFactor = (request: AdminRequest, code: string) => request('POST /auth/two-factor/enable', { body: { code } }).then((r) => r.data.recovery_codes);
export const disableTwoFactor = (request: AdminRequest, password: string) => request('POST /auth/two-factor/disable', { body: { password } });
export const newRecoveryCodes = (request: AdminRequest, password: string) => request('POST /auth/two-factor/recovery-codes', { body: { password } }).then((r) => r.data.recovery_codes);

export const listSessions = (request: AdminRequest) => request('GET /auth/sessions').then((r) => r.data);
export const endSession = (request: AdminRequest, id: string) => request('DELETE /auth/sessions/:id', { params: { id } });
export const endOtherSessions = (request: AdminRequest) => request('DELETE /auth/sessions');
