/** The audit trail under /api/audit: administrators read it a page at a time, or download it as CSV. */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditExportQuery, AuditListQuery, AuditListResponse } from '../../../shared/api/audit.ts';
import { ErrorResponse } from '../../../shared/api/common.ts';
import { nowIso } from '../../clock.ts';
import { auditCsv, listAudit } from './service.ts';

const tags = ['Audit'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticateAdministrator);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Audit entries, newest first, filtered by who, action, target and dates (administrators)',
        querystring: AuditListQuery,
        response: { 200: AuditListResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...listAudit(app.db, request.query) }),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'Every matching audit entry as a CSV download, newest first (administrators)',
        querystring: AuditExportQuery,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const lines = auditCsv(app.db, request.query);
      app.audit.record(request, { action: 'audit.export', details: { filters: request.query } });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${nowIso().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        // A stream: Fastify pipes it out as it is read (the schema above documents the body only).
        .send(Readable.from(lines) as unknown as string);
    },
  );
};
export default routes;
