/** Staff auth under /api/auth: sign-in and its second step, sessions, two-factor set-up, password reset by mail, account settings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import {
  ChallengeBody,
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  LoginResponse,
  MeResponse,
  PasswordConfirmBody,
  RecoveryCodesResponse,
  ResetPasswordBody,
  ResetPasswordParams,
  ResetPasswordResponse,
  SessionListResponse,
  SessionParams,
  TwoFactorCodeBody,
  TwoFactorSetupResponse,
  TwoFactorSignInBody,
  TwoFactorSignInResponse,
  TwoFactorStatusResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
} from '../../../shared/api/auth.ts';
import { addressKey } from '../../lib/client-address.ts';
import { contextOf } from '../audit/service.ts';
import type { Client } from './deps.ts';
import { deviceCookies } from './device-cookie.ts';
import { MESSAGES } from './messages.ts';
import { createAuthService } from './service.ts';
import { createSessionControl } from './session-control.ts';
import { AuthThrottle, ThrottledError, type AuthThrottleOptions } from './throttle.ts';

interface AuthRoutesOptions {
  /** Limits and clock of the brute-force protection (tests); the counters are the database's. */
  throttle?: Omit<AuthThrottleOptions, 'db'>;
}

const tags = ['auth'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse };

/** Announces the wait of a 429 in Retry-After before the error handler shapes the body. */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ThrottledError) reply.header('retry-after', String(Math.ceil(err.retryAfterMs / 1000)));
    throw err;
  }
}

/**
 * The limits count a client by addressKey: an IPv6 client by its /64, since one home or phone can
 * pick any address in it and would otherwise get a fresh budget with each. The audit trail keeps
 * the address itself.
 */
const clientOf = (request: FastifyRequest): Client => ({ ipKey: addressKey(request.ip), audit: contextOf(request) });

const routes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  const throttle = new AuthThrottle({ ...opts.throttle, db: app.db });
  const devices = deviceCookies({ secret: app.config.jwtSecret, secure: app.config.isProduction });
  const deps = { db: app.db, config: app.config, mailer: app.mailer, log: app.log, throttle, sessions: app.sessions };
  const auth = createAuthService(deps);
  const mine = createSessionControl(deps);
  app.addHook('onClose', async () => auth.passwordReset.flushMail());
  app.housekeeping.daily('sign-in challenges: expired ones', () => auth.twoFactor.prune());

  /** A browser that completed a sign-in gets (or renews) its device cookie: it proved the account is theirs. */
  const trustDevice = (reply: FastifyReply, data: object) => {
    if ('user' in data) reply.header('set-cookie', devices.issue((data.user as { id: string }).id));
  };

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password: a bearer token, or the second step to take',
        description: 'With two-factor sign-in on (or required by the site), the answer is a challenge (`two_factor`, `challenge_token`), not a session: see POST /auth/login/two-factor.',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await withRetryAfter(reply, auth.signIn.login(request.body, clientOf(request), devices.read(request.headers.cookie)));
      trustDevice(reply, data);
      return { success: true as const, message: 'two_factor' in data ? 'Enter your two-factor code' : 'Login successful', data };
    },
  );

  app.post(
    '/login/two-factor',
    {
      schema: {
        tags,
        summary: "Sign in's second step: the challenge and a code from the authenticator app, or a recovery code",
        description: 'After a `setup` challenge the code confirms the new authenticator and the answer carries the ten recovery codes, shown once.',
        body: TwoFactorSignInBody,
        response: { 200: TwoFactorSignInResponse, ...errors, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await withRetryAfter(reply, Promise.resolve().then(() => auth.signIn.secondStep(request.body, clientOf(request), devices.read(request.headers.cookie))));
      trustDevice(reply, data);
      return { success: true as const, message: 'Login successful', data };
    },
  );

  app.post(
    '/login/two-factor/setup',
    {
      schema: {
        tags,
        summary: 'For a `setup` challenge: a new secret to add to an authenticator app (QR code and text)',
        body: ChallengeBody,
        response: { 200: TwoFactorSetupResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await auth.twoFactor.setupForChallenge(request.body.challenge_token) }),
  );

  app.post(
    '/logout',
    { preHandler: app.authenticate, schema: { tags, summary: 'Sign out: this session ends', security, response: { 200: MessageResponse, 401: ErrorResponse } } },
    async (request) => {
      auth.signIn.logout(request.user, clientOf(request));
      return { success: true as const, message: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/me',
    { preHandler: app.authenticate, schema: { tags, summary: 'The signed-in staff member', security, response: { 200: MeResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, data: auth.signIn.me(request.user) }),
  );

  app.get(
    '/sessions',
    { preHandler: app.authenticate, schema: { tags, summary: 'Where the member is signed in, the most recently used first', security, response: { 200: SessionListResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, data: mine.list(request.user) }),
  );

  app.delete(
    '/sessions/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Sign one of one's sessions out (its next request is refused)", security, params: SessionParams, response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request) => {
      mine.end(request.user, request.params.id, contextOf(request));
      return { success: true as const, message: 'Session signed out' };
    },
  );

  app.delete(
    '/sessions',
    { preHandler: app.authenticate, schema: { tags, summary: 'Sign out every other session of the member', security, response: { 200: MessageResponse, 401: ErrorResponse } } },
    async (request) => {
      const ended = mine.endOthers(request.user, contextOf(request));
      return { success: true as const, message: ended === 1 ? '1 other session signed out' : `${ended} other sessions signed out` };
    },
  );

  app.get(
    '/two-factor',
    { preHandler: app.authenticate, schema: { tags, summary: "The member's two-factor sign-in: on or off, recovery codes left, required by the site", security, response: { 200: TwoFactorStatusResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, data: auth.twoFactor.status(request.user.id) }),
  );

  app.post(
    '/two-factor/setup',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Start setting up two-factor sign-in (password required): a new secret as QR code and text', security, body: PasswordConfirmBody, response: { 200: TwoFactorSetupResponse, ...errors, 429: ErrorResponse } },
    },
    async (request, reply) => ({ success: true as const, data: await withRetryAfter(reply, auth.twoFactor.beginSetup(request.user, request.body.password)) }),
  );

  app.post(
    '/two-factor/enable',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Turn two-factor sign-in on with a code from the new secret: ten recovery codes, shown once', security, body: TwoFactorCodeBody, response: { 200: RecoveryCodesResponse, ...errors, 409: ErrorResponse } },
    },
    async (request) => ({
      success: true as const,
      message: 'Two-factor sign-in is on',
      data: { recovery_codes: auth.twoFactor.enable(request.user, request.body.code, clientOf(request)) },
    }),
  );

  app.post(
    '/two-factor/disable',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Turn two-factor sign-in off (password required; refused while the site requires it)', security, body: PasswordConfirmBody, response: { 200: MessageResponse, ...errors, 409: ErrorResponse, 429: ErrorResponse } },
    },
    async (request, reply) => {
      await withRetryAfter(reply, auth.twoFactor.disable(request.user, request.body.password, clientOf(request)));
      return { success: true as const, message: 'Two-factor sign-in is off' };
    },
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Ten new recovery codes (password required); the old ones stop working', security, body: PasswordConfirmBody, response: { 200: RecoveryCodesResponse, ...errors, 409: ErrorResponse, 429: ErrorResponse } },
    },
    async (request, reply) => ({
      success: true as const,
      message: 'New recovery codes made',
      data: { recovery_codes: await withRetryAfter(reply, auth.twoFactor.regenerateRecoveryCodes(request.user, request.body.password, clientOf(request))) },
    }),
  );

  app.post(
    '/forgotpassword',
    { schema: { tags, summary: 'Mail a password-reset link', body: ForgotPasswordBody, response: { 200: ForgotPasswordResponse, 400: ErrorResponse, 429: ErrorResponse } } },
    async (request, reply) => {
      const data = await withRetryAfter(reply, auth.passwordReset.forgotPassword(request.body, clientOf(request)));
      return { success: true as const, message: MESSAGES.resetRequested, data };
    },
  );

  app.put(
    '/resetpassword/:token',
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link's token (signs in, or answers the second step)",
        params: ResetPasswordParams,
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await auth.passwordReset.resetPassword(request.params.token, request.body, clientOf(request));
      // Holding the mailbox is as good as the password: this browser is the owner's from now on.
      trustDevice(reply, data);
      return { success: true as const, message: MESSAGES.resetDone, data };
    },
  );

  app.put(
    '/changepassword',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Change the password (every other session ends; answers a new token)', security, body: ChangePasswordBody, response: { 200: ChangePasswordResponse, ...errors, 429: ErrorResponse } },
    },
    async (request, reply) => {
      const data = await withRetryAfter(reply, auth.account.changePassword(request.user, request.body, clientOf(request)));
      return { success: true as const, message: MESSAGES.passwordChanged, data };
    },
  );

  app.put(
    '/updateprofile',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Update the name, e-mail, bio and phone of the signed-in member', security, body: UpdateProfileBody, response: { 200: UpdateProfileResponse, ...errors, 409: ErrorResponse } },
    },
    async (request) => ({ success: true as const, message: MESSAGES.profileUpdated, data: auth.account.updateProfile(request.user, request.body, clientOf(request)) }),
  );
};
export default routes;
