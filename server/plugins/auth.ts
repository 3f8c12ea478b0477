/**
 * JWT bearer auth. Tokens are HS256 only (pinned on sign and verify), carry a jti and the user's
 * token version: logout revokes the jti, a password change bumps the version and so ends every
 * other session. `app.authenticate` is the preHandler every staff route uses.
 */
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { revokedTokens, users } from '../db/schema.ts';
import { nowIso } from '../clock.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { isAdministrator, type StaffRole } from '../../shared/roles.ts';

interface TokenClaims {
  sub: string;
  tv: number;
  jti: string;
}
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The presented token, for logout. */
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
    /** Signs a session token; `remember` keeps the session 30 days instead of 1. */
    issueToken: (user: { id: string; tokenVersion: number }, remember?: boolean) => string;
    revokeToken: (jti: string, exp: number) => void;
  }
}

const SESSION_TTL = { normal: '1d', remember: '30d' } as const;

/** The latest instant a JavaScript date can hold (±8.64e15 ms). */
const LAST_DATE_MS = 8.64e15;

/** A token's `exp` (seconds since the epoch) as the ISO date the database keeps, or undefined when it is no usable date. */
function expiryOf(exp: unknown): string | undefined {
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0 || exp * 1000 > LAST_DATE_MS) return undefined;
  return new Date(exp * 1000).toISOString();
}

export default fp(async function authPlugin(app: FastifyInstance, opts: { config: Config }) {
  await app.register(jwt, {
    secret: opts.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: SESSION_TTL.normal },
    verify: { algorithms: ['HS256'] },
    // The stored user is attached by `authenticate`, not the raw payload.
    formatUser: (payload) => payload as unknown as AuthUser,
  });

  app.decorate('issueToken', (user: { id: string; tokenVersion: number }, remember = false) =>
    app.jwt.sign(
      { sub: user.id, tv: user.tokenVersion, jti: randomUUID() },
      { expiresIn: remember ? SESSION_TTL.remember : SESSION_TTL.normal },
    ),
  );

  app.decorate('revokeToken', (jti: string, exp: number) => {
    // authenticate let only a token with a usable expiry through; a token without one is never revoked by a date.
    const expiresAt = expiryOf(exp);
    if (!expiresAt) throw unauthorized('Not authorized, invalid token');
    app.db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing().run();
    // Housekeeping: entries past their expiry can never match a valid token again.
    app.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, nowIso())).run();
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized('Not authorized, no token provided');
    let claims: TokenClaims & { exp?: unknown };
    try {
      claims = await request.jwtVerify<TokenClaims & { exp?: unknown }>();
    } catch (err) {
      const code = (err as { code?: string }).code;
      throw unauthorized(
        code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'Session expired, please sign in again' : 'Not authorized, invalid token',
      );
    }
    // Every session this server signs ends (`exp`): a token without one, or with one no date can
    // hold, was not issued by it and would never expire, so it is refused like any forged token.
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.tv !== 'number' || !expiryOf(claims.exp)) {
      throw unauthorized('Not authorized, invalid token');
    }
    const revoked = app.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(and(eq(revokedTokens.jti, claims.jti), gt(revokedTokens.expiresAt, nowIso())))
      .get();
    if (revoked) throw unauthorized('Session has ended, please sign in again');
    const user = app.db.select().from(users).where(eq(users.id, claims.sub)).get();
    if (!user || user.tokenVersion !== claims.tv) throw unauthorized('Session has ended, please sign in again');
    request.user = { id: user.id, email: user.email, name: user.name, role: user.role, jti: claims.jti, exp: claims.exp as number };
  });

  app.decorate('authenticateAdministrator', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isAdministrator(request.user.role)) throw forbidden('Only administrators can do this');
  });
});
