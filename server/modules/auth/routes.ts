/** Staff auth under /api/auth: sign-in, sessions, password reset by mail, account settings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  LoginResponse,
  MeResponse,
  ResetPasswordBody,
  ResetPasswordParams,
  ResetPasswordResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
} from '../../../shared/api/auth.ts';
import { addressKey } from '../../lib/client-address.ts';
import { contextOf } from '../audit/service.ts';
import type { Client } from './deps.ts';
import { deviceCookies } from './device-cookie.ts';
import { MESSAGES } from './messages.ts';
import { createAuthService } from './service.ts';
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
  const auth = createAuthService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    throttle,
    issueToken: app.issueToken,
    revokeToken: app.revokeToken,
  });
  app.addHook('onClose', async () => auth.passwordReset.flushMail());

  app.post(
    '/login',
    { schema: { tags, summary: 'Sign in with e-mail and password (answers a bearer token)', body: LoginBody, response: { 200: LoginResponse, ...errors, 429: ErrorResponse } } },
    async (request, reply) => {
      const data = await withRetryAfter(reply, auth.signIn.login(request.body, clientOf(request), devices.read(request.headers.cookie)));
      reply.header('set-cookie', devices.issue(data.user.id));
      return { success: true as const, message: 'Login successful', data };
    },
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
        summary: "Set a new password with a reset link's token (signs in)",
        params: ResetPasswordParams,
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await auth.passwordReset.resetPassword(request.params.token, request.body, clientOf(request));
      // Holding the mailbox is as good as the password: this browser is the owner's from now on.
      reply.header('set-cookie', devices.issue(data.user.id));
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
