/**
 * Who may reach backups, exports and imports: administrators only (an archive holds every secret of
 * the site), through the bearer token for calls and through short signed links for the downloads a
 * browser follows itself (a plain link cannot carry the bearer token, and an archive may be far too
 * big to pass through the page's memory).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { now } from '../../clock.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { isAdministrator } from '../../../shared/roles.ts';
import { roleOf } from './repository.ts';

const LINK_TTL_S = 5 * 60;

function assertAdmin(app: FastifyInstance, userId: string | undefined): void {
  const role = userId ? roleOf(app.db, userId) : undefined;
  if (!role) throw unauthorized();
  if (!isAdministrator(role)) throw forbidden('Only administrators can manage backups, exports and imports');
}

/** The onRequest hook of every administrator route: signed in, and an administrator. */
export const adminOnly = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.authenticate(request);
  assertAdmin(app, request.user.id);
};

/** A download address signed for `userId` and `purpose` (and `subject`, the file it names), valid five minutes. */
export function signedLink(app: FastifyInstance, path: string, userId: string, purpose: string, subject = ''): { url: string; expires_at: string } {
  const token = app.jwt.sign({ sub: userId, purpose, subject } as never, { expiresIn: LINK_TTL_S });
  return { url: `${path}?token=${encodeURIComponent(token)}`, expires_at: new Date(now() + LINK_TTL_S * 1000).toISOString() };
}

/** Checks a signed link's token: unexpired, for this purpose and subject, and its administrator still one. */
export function checkLink(app: FastifyInstance, token: string | undefined, purpose: string, subject = ''): void {
  let claims: { sub?: string; purpose?: string; subject?: string };
  try {
    if (!token) throw new Error('no token');
    claims = app.jwt.verify(token);
  } catch {
    throw unauthorized('This download link has expired; ask for a new one from the Backups screen');
  }
  if (claims.purpose !== purpose || (claims.subject ?? '') !== subject) throw unauthorized('This download link is not valid');
  assertAdmin(app, claims.sub);
}
