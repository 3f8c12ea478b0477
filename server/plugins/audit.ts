/**
 * `app.audit.record(request, { action, target, details })`: the one call that adds an entry to the
 * audit trail for what a staff request changed (server/modules/audit/service.ts). Pass a
 * transaction's `db` as the third argument to record in the same transaction as the change.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { appendAudit, contextOf, pruneAudit, type AuditEntryInput } from '../modules/audit/service.ts';

interface Audit {
  record(request: FastifyRequest, entry: AuditEntryInput, db?: Db): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: Audit;
  }
}

/** Registered after the housekeeping plugin, which prunes the trail daily. */
export default fp(async function auditPlugin(app: FastifyInstance) {
  app.decorate('audit', { record: (request, entry, db = app.db) => appendAudit(db, contextOf(request), entry) } satisfies Audit);
  app.housekeeping.daily('audit trail: entries over a year old', () => pruneAudit(app.db));
});
