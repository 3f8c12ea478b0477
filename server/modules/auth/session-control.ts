/**
 * Where a member is signed in, and signing sessions out: their own, one at a time or all but this
 * one; an administrator signs a teammate out everywhere (team service). Each takes effect on the
 * ended session's next request, and is in the audit trail.
 */
import type { StaffSession } from '../../../shared/api/auth.ts';
import { nowIso } from '../../clock.ts';
import { inTransaction } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { appendAudit, type AuditContext } from '../audit/service.ts';
import type { AuthDeps, SessionUser } from './deps.ts';
import * as repo from './repository.ts';
import { deleteSessionsOf } from './session-repository.ts';
import { sessionTitle } from './sessions.ts';

/** Ends every session of the member (token version bumped, rows gone); answers how many there were. */
export function endEverywhere(db: AuthDeps['db'], user: { id: string; name: string }, audit: AuditContext): number {
  return inTransaction(db, (tx) => {
    const ended = repo.endSessions(tx, user.id, nowIso());
    appendAudit(tx, audit, { action: 'session.revoke_all', target: { type: 'user', id: user.id, title: user.name }, details: { sessions: ended } });
    return ended;
  });
}

export function createSessionControl({ db, sessions }: AuthDeps) {
  return {
    list: (user: SessionUser): StaffSession[] => sessions.list(user.id, user.jti),

    /** One of the member's own sessions (this one included: that is signing out). */
    end(user: SessionUser, id: string, audit: AuditContext): void {
      inTransaction(db, (tx) => {
        const row = sessions.end(user.id, id, tx);
        if (!row) throw notFound('Session not found (it may have ended already)');
        appendAudit(tx, audit, { action: 'session.revoke', target: { type: 'session', id, title: sessionTitle(row.userAgent) }, details: { address: row.address } });
      });
    },

    /** Every session of the member but the one asking. */
    endOthers(user: SessionUser, audit: AuditContext): number {
      return inTransaction(db, (tx) => {
        const ended = deleteSessionsOf(tx, user.id, user.jti);
        // Bumping the version would end this session too: the others' rows go and their jtis are refused.
        appendAudit(tx, audit, { action: 'session.revoke_all', target: { type: 'user', id: user.id }, details: { sessions: ended, kept: 'this session' } });
        return ended;
      });
    },
  };
}
