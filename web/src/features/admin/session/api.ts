/**
 * The session's calls to /api/auth: signing in and out, and reading the signed-in user. The token
 * check at start-up and the logout go through the plain api-client with the token given here: a
 * 401 there must not run the signed-out flow of `request` (there is no session to end yet, or it
 * is ending anyway).
 */
import { call } from '../../../lib/api-client.ts';
import type { LoginBody, SignInResult, User } from '../../../../../shared/api/auth.ts';
import type { AdminRequest } from './auth-context.tsx';
import { bearer } from './session.ts';

/** A session, or the second step to take (two-factor sign-in). */
export const logIn = (body: LoginBody): Promise<SignInResult> => call('POST /auth/login', { body }).then((r) => r.data);


export const logOut = (token: string | null) => call('POST /auth/logout', { headers: bearer(token) });

/** The user a stored token belongs to (a 401 means the token is no longer valid). */
export const checkToken = (token: string): Promise<User> => call('GET /auth/me', { headers: bearer(token) }).then((r) => r.data);

/** The signed-in user, read again (a 401 ends the session like any other call). */
export const getMe = (request: AdminRequest): Promise<User> => request('GET /auth/me').then((r) => r.data);
