/** Staff auth under /api/auth: sign-in, sessions, password reset by mail, account settings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
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
import { createAuthService, MESSAGES, ThrottledError } from './service.ts';
import { AuthThrottle, type AuthThrottleOptions } from './throttle.ts';

interface AuthRoutesOptions {
  /** Limits and clock of the brute-force protection (tests); each registration gets its own counters. */
  throttle?: AuthThrottle | AuthThrottleOptions;
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

const routes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  const throttle = opts.throttle instanceof AuthThrottle ? opts.throttle : new AuthThrottle(opts.throttle);
  const auth = createAuthService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    throttle,
    issueToken: app.issueToken,
    revokeToken: app.revokeToken,
  });
  app.addHook('onClose', async () => auth.flushMail());

  app.post(
    '/login',
    { schema: { tags, body: LoginBody, response: { 200: LoginResponse, ...errors, 429: ErrorResponse } } },
    async (request, reply) => {
      const data = await withRetryAfter(reply, auth.login(request.body, request.ip));
      return { success: true as const, message: 'Login successful', data };
    },
  );

  app.post(
    '/logout',
    { preHandler: app.authenticate, schema: { tags, security, response: { 200: MessageResponse, 401: ErrorResponse } } },
    async (request) => {
      auth.logout(request.user);
      return { success: true as const, message: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/me',
    { preHandler: app.authenticate, schema: { tags, security, response: { 200: MeResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, data: auth.me(request.user) }),
  );

  app.post(
    '/forgotpassword',
    { schema: { tags, body: ForgotPasswordBody, response: { 200: ForgotPasswordResponse, 400: ErrorResponse, 429: ErrorResponse } } },
    async (request, reply) => {
      const data = await withRetryAfter(reply, auth.forgotPassword(request.body, request.ip));
      return { success: true as const, message: MESSAGES.resetRequested, data };
    },
  );

  app.put(
    '/resetpassword/:token',
    {
      schema: {
        tags,
        params: ResetPasswordParams,
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const data = await auth.resetPassword(request.params.token, request.body, request.ip);
      return { success: true as const, message: MESSAGES.resetDone, data };
    },
  );

  app.put(
    '/changepassword',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: ChangePasswordBody, response: { 200: ChangePasswordResponse, ...errors, 429: ErrorResponse } },
    },
    async (request, reply) => {
      const data = await withRetryAfter(reply, auth.changePassword(request.user, request.body));
      return { success: true as const, message: MESSAGES.passwordChanged, data };
    },
  );

  app.put(
    '/updateprofile',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: UpdateProfileBody, response: { 200: UpdateProfileResponse, ...errors, 409: ErrorResponse } },
    },
    async (request) => ({ success: true as const, message: MESSAGES.profileUpdated, data: auth.updateProfile(request.user, request.body) }),
  );
};
export default routes;
