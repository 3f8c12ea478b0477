/**
 * /api/backups (administrators): the runs and the schedule, start a backup, a signed download
 * link, and the download it leads to.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createReadStream } from 'node:fs';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { BackupOverviewResponse, BackupStartResponse, DownloadLinkResponse, DownloadQuery } from '../../../shared/api/backups.ts';
import { AnyIdParams, ErrorResponse } from '../../../shared/api/common.ts';
import { adminOnly as adminHook } from './access.ts';
import { createBackupService } from './service.ts';

const tags = ['Backups'];
/** A file download: its bytes, not JSON. */
export const Binary = Type.String({ format: 'binary', description: 'the file' });
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * The backup service on the root instance (app.backups): the schedule starts when the server is
 * ready and stops, after the backup under way, when it closes.
 */
export const backupService = fp(async (app) => {
  const backups = createBackupService(app);
  app.decorate('backups', backups);
  app.addHook('onReady', async () => backups.startSchedule());
  app.addHook('onClose', async () => {
    backups.stopSchedule();
    await backups.settled();
  });
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { backups } = app;

  const adminOnly = adminHook(app);

  app.get(
    '/',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: 'The last backups, the schedule and where archives go (admin only)', response: { 200: BackupOverviewResponse, ...errors } },
    },
    async () => ({ success: true as const, data: await backups.overview() }),
  );

  app.post(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Start a backup now (admin only)',
        description: 'Answers 202 at once with the run, status `running`; GET /api/backups shows when it is done. 409 while another backup runs.',
        response: { 202: BackupStartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = backups.start('manual');
      app.audit.record(request, { action: 'backup.start', target: { type: 'backup', id } });
      return reply.status(202).send({ success: true as const, message: 'Backup started', data: await backups.run(id) });
    },
  );

  app.post(
    '/:id/link',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: "A five-minute link to download a backup's archive (admin only)", params: AnyIdParams, response: { 200: DownloadLinkResponse, ...errors } },
    },
    async (request) => {
      const data = await backups.downloadLink(request.params.id, request.user.id);
      app.audit.record(request, { action: 'backup.download', target: { type: 'backup', id: request.params.id } });
      return { success: true as const, data };
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        summary: "Download a backup's archive with a signed link from POST /api/backups/{id}/link",
        params: AnyIdParams,
        security: [{ signedLink: [] }],
        querystring: DownloadQuery,
        produces: ['application/gzip'],
        response: { 200: Binary, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const file = await backups.download(request.params.id, request.query.token);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file.path) as unknown as string); // streamed as is, never serialised
    },
  );
};
export default routes;

declare module 'fastify' {
  interface FastifyInstance {
    backups: ReturnType<typeof createBackupService>;
  }
}
