/**
 * Staff sessions: each sign-in is a row (session-repository.ts) whose id is its token's jti, with
 * the browser, the address, when it began and when it was last seen. A request is let in only while
 * its row exists and its member's token version matches, so every way of ending sessions takes
 * effect on the very next request: one session (its row goes, its jti is kept as revoked until it
 * would have expired), all of a member's (their token version moves: a password change or reset,
 * "sign out everywhere", `npm run admin -- revoke-sessions`), or the member's removal.
 *
 * "Last seen" is written at most once a minute per session, not on every request. A token signed
 * before sessions had rows (an upgrade) gets its row on first use, unless its jti was revoked.
 */
import { randomUUID } from 'node:crypto';
import type { StaffSession } from '../../../shared/api/auth.ts';
import { now } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { MESSAGES } from './messages.ts';
import * as repo from './session-repository.ts';
import { describeDevice } from './user-agent.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a session lasts: a day, or 30 days with "remember me". */
const SESSION_TTL_MS = { normal: DAY_MS, remember: 30 * DAY_MS } as const;
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX = 400;

export interface TokenClaims {
  sub: string;
  tv: number;
  jti: string;
}

/** Where a session is used from: recorded when it starts, refreshed with "last seen". */
export interface SessionOrigin {
  address: string;
  userAgent: string;
}

export interface StartOptions {
  remember?: boolean;
  origin?: SessionOrigin;
  /** Go on with this session (a password change hands it a new token). */
  continue?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createSessions(db: Db, sign: (claims: TokenClaims, ttlMs: number) => string) {
  return {
    /** A new session (or a new token for `continue`), answered as its bearer token. */
    start(user: { id: string; tokenVersion: number }, options: StartOptions = {}): string {
      const ttl = options.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.normal;
      const at = now();
      const id = options.continue ?? randomUUID();
      if (!options.continue || !repo.extendSession(db, id, iso(at + ttl))) {
        repo.insertSession(db, {
          id,
          userId: user.id,
          createdAt: iso(at),
          lastSeenAt: iso(at),
          expiresAt: iso(at + ttl),
          address: options.origin?.address ?? '',
          userAgent: (options.origin?.userAgent ?? '').slice(0, USER_AGENT_MAX),
        });
      }
      return sign({ sub: user.id, tv: user.tokenVersion, jti: id }, ttl);
    },

    /** The member a verified token speaks for, or a 401 when its session has ended. */
    admit(claims: TokenClaims & { iat?: number; exp: number }, origin: SessionOrigin): AuthUser {
      const at = now();
      const found = repo.findSessionWithUser(db, claims.jti, iso(at));
      let session = found?.session;
      let user = found?.user;
      if (!found) {
        // No row: ended, expired, or signed before sessions had rows (adopted once, never if revoked).
        user = repo.findUser(db, claims.sub);
        if (!user || user.tokenVersion !== claims.tv || repo.isRevoked(db, claims.jti, iso(at))) throw unauthorized(MESSAGES.sessionEnded);
        const expiresAt = iso(claims.exp * 1000);
        if (expiresAt <= iso(at)) throw unauthorized(MESSAGES.sessionEnded);
        session = { id: claims.jti, userId: user.id, createdAt: iso((claims.iat ?? claims.exp - 86_400) * 1000), lastSeenAt: iso(at), expiresAt, address: origin.address, userAgent: origin.userAgent.slice(0, USER_AGENT_MAX) };
        repo.insertSession(db, session);
      }
      if (!session || !user || session.userId !== claims.sub || user.tokenVersion !== claims.tv) throw unauthorized(MESSAGES.sessionEnded);
      if (at - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) {
        // A phone moves between networks: the address follows; the browser is the one that signed in.
        repo.touchSession(db, session.id, { lastSeenAt: iso(at), address: origin.address });
      }
      return { id: user.id, email: user.email, name: user.name, role: user.role, jti: claims.jti, exp: claims.exp };
    },

    /** The member's live sessions, the most recently used first; `current` marks the asking one. */
    list(userId: string, current: string): StaffSession[] {
      return repo.listSessions(db, userId, iso(now())).map((row) => {
        const device = describeDevice(row.userAgent);
        return {
          id: row.id,
          current: row.id === current,
          browser: device.browser,
          os: device.os,
          device: device.kind,
          address: row.address,
          created_at: row.createdAt,
          last_seen_at: row.lastSeenAt,
          expires_at: row.expiresAt,
        };
      });
    },

    /** Ends one of the member's sessions; answers it (for the audit trail), undefined when it is not theirs or gone. */
    end(userId: string, id: string, tx: Db = db): repo.SessionRow | undefined {
      const row = repo.findSession(tx, userId, id);
      if (row) repo.deleteSession(tx, row);
      return row;
    },

    /** Expired rows and revoked jtis, for the daily housekeeping. */
    prune(): number {
      return repo.pruneExpired(db, iso(now()));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/** "Chrome 126 on Windows": how the audit trail and the screens name a session. */
export function sessionTitle(userAgent: string): string {
  const device = describeDevice(userAgent);
  return `${device.browser} on ${device.os}`;
}
