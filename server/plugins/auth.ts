/**
 * JWT bearer auth. Tokens are HS256 only (pinned on sign and verify) and carry the member, their
 * token version and a jti naming their session row (modules/auth/sessions.ts), which every request
 * is checked against: signing a session out, signing a member out everywhere or changing their
 * password takes effect on the very next request. `app.authenticate` is the preHandler every staff
 * route uses; `app.authenticateAdministrator` adds the administrator check, `app.authorize(capability)`
 * any capability of shared/roles.ts.
 */
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { can, deniedMessage, isAdministrator, type Capability, type StaffRole } from '../../shared/roles.ts';
import { createSessions, type SessionOrigin, type Sessions, type StartOptions, type TokenClaims } from '../modules/auth/sessions.ts';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The presented token's id: its session's id. */
  jti: string;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: AuthUser;
  }
}
declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** authenticate, then 403 unless the member is an administrator (shared/roles.ts). */
    authenticateAdministrator: (request: FastifyRequest) => Promise<void>;
    /**
     * An onRequest hook: signed in (authenticating unless a hook before it did), then 403 with the
     * capability's message unless the member's role has it (shared/roles.ts). Runs before the body
     * is parsed, so a refused caller learns nothing of the route's shape.
     */
    authorize: (capability: Capability) => (request: FastifyRequest) => Promise<void>;
    sessions: Sessions;
    /** Starts a session and answers its token; `remember` keeps it 30 days instead of 1. */
    issueToken: (user: { id: string; tokenVersion: number }, remember?: boolean, options?: Omit<StartOptions, 'remember'>) => string;
  }
}

/** The latest instant a JavaScript date can hold (±8.64e15 ms). */
const LAST_DATE_MS = 8.64e15;

/** Whether a token's `exp` (seconds since the epoch) is a usable date. */
function usableExpiry(exp: unknown): exp is number {
  return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 && exp * 1000 <= LAST_DATE_MS;
}

/** Where a request comes from, as its session records it. */
function originOf(request: FastifyRequest): SessionOrigin {
  const agent = request.headers['user-agent'];
  return { address: request.ip ?? '', userAgent: typeof agent === 'string' ? agent : '' };
}

export default fp(async function authPlugin(app: FastifyInstance, opts: { config: Config }) {
  await app.register(jwt, {
    secret: opts.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
    // The stored user is attached by `authenticate`, not the raw payload.
    formatUser: (payload) => payload as unknown as AuthUser,
  });

  const sessions = createSessions(app.db, (claims, ttlMs) => app.jwt.sign(claims, { expiresIn: Math.ceil(ttlMs / 1000) }));
  app.decorate('sessions', sessions);
  app.decorate('issueToken', (user: { id: string; tokenVersion: number }, remember = false, options: Omit<StartOptions, 'remember'> = {}) =>
    sessions.start(user, { ...options, remember }),
  );
  app.housekeeping.daily('staff sessions: expired ones', () => sessions.prune());

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized('Not authorized, no token provided');
    let claims: TokenClaims & { exp?: unknown; iat?: unknown };
    try {
      claims = await request.jwtVerify<TokenClaims & { exp?: unknown; iat?: unknown }>();
    } catch (err) {
      const code = (err as { code?: string }).code;
      throw unauthorized(
        code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'Session expired, please sign in again' : 'Not authorized, invalid token',
      );
    }
    // Every session this server signs ends (`exp`): a token without one, or with one no date can
    // hold, was not issued by it and would never expire, so it is refused like any forged token.
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.tv !== 'number' || !usableExpiry(claims.exp)) {
      throw unauthorized('Not authorized, invalid token');
    }
    const iat = typeof claims.iat === 'number' ? claims.iat : undefined;
    request.user = sessions.admit({ sub: claims.sub, tv: claims.tv, jti: claims.jti, exp: claims.exp, iat }, originOf(request));
  });

  app.decorate('authenticateAdministrator', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isAdministrator(request.user.role)) throw forbidden(deniedMessage('administer'));
  });

  app.decorate('authorize', (capability: Capability) => async (request: FastifyRequest) => {
    // request.user is null until a token was verified (@fastify/jwt's decoration).
    if (!request.user) await app.authenticate(request);
    if (!can(request.user.role, capability)) throw forbidden(deniedMessage(capability));
  });
});
