/**
 * /api/transfer (administrators): a signed link to download the portable export (built when the
 * link is followed), and the import upload (multipart: `source`, optional `category`, then `file`;
 * at most 512 MB, streamed to a temporary file), answered with the import report.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ErrorResponse } from '../../../shared/api/common.ts';
import { ExportLinkResponse, ExportQuery, IMPORT_SOURCES, ImportReportResponse, type ImportSource } from '../../../shared/api/transfer.ts';
import { nowIso } from '../../clock.ts';
import { badRequest } from '../../errors.ts';
import { ArchiveError } from '../backup/archive.ts';
import { Binary } from '../backup/routes.ts';
import { adminOnly as adminHook, checkLink, signedLink } from '../backup/access.ts';
import { writeExport } from './export.ts';
import { runImport } from './service.ts';

const tags = ['Backups'];
const security = [{ bearerAuth: [] }];
const IMPORT_MAX_MB = 512;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 4, parts: 6, fieldSize: 2048 } });
  const tmp = join(app.config.dataDir, 'media', 'tmp');

  const adminOnly = adminHook(app);

  app.post(
    '/export/link',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: 'A five-minute link to download the portable export (admin only)', response: { 200: ExportLinkResponse, 401: ErrorResponse, 403: ErrorResponse } },
    },
    async (request) => {
      // The link is the export: whoever holds it for five minutes has the whole site.
      app.audit.record(request, { action: 'site.export' });
      return { success: true as const, data: signedLink(app, '/api/transfer/export', request.user.id, 'export-download') };
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Download the portable export (export.json with the media alongside), with a link from POST /api/transfer/export/link',
        security: [{ signedLink: [] }],
        querystring: ExportQuery,
        produces: ['application/gzip'],
        response: { 200: Binary, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      checkLink(app, request.query.token, 'export-download');
      await mkdir(tmp, { recursive: true });
      const file = join(tmp, `export-${randomBytes(6).toString('hex')}.tar.gz`);
      const { size } = await writeExport(app.db, app.config.dataDir, file);
      const stream = createReadStream(file);
      stream.on('close', () => void rm(file, { force: true }));
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="insight-media-export-${nowIso().slice(0, 10)}.tar.gz"`)
        .header('cache-control', 'private, no-store')
        .send(stream as unknown as string); // streamed as is, never serialised
    },
  );

  app.post(
    '/import',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Import a WordPress export (WXR), a Ghost export (JSON) or an Insight Media export (admin only)',
        description: `multipart/form-data: \`source\` (${IMPORT_SOURCES.join(', ')}), optional \`category\` (the magazine category for posts whose own is not one) and \`site_url\` (a Ghost site's address, for its relative pictures), then \`file\` (at most ${IMPORT_MAX_MB} MB). Answers the report: what came in, what was already here, what was skipped and why.`,
        consumes: ['multipart/form-data'],
        response: { 200: ImportReportResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 413: ErrorResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Choose a file to import', [{ path: 'file', msg: 'Choose a file to import' }]);
      const fields: Record<string, string> = {};
      let path: string | null = null;
      await mkdir(tmp, { recursive: true });
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') fields[part.fieldname] = String(part.value);
          else if (part.fieldname === 'file' && !path) {
            path = join(tmp, `import-${randomBytes(6).toString('hex')}.upload`);
            await pipeline(part.file, createWriteStream(path));
            if (part.file.truncated) throw badRequest(`The file is larger than ${IMPORT_MAX_MB} MB`, [{ path: 'file', msg: `At most ${IMPORT_MAX_MB} MB` }]);
          } else part.file.resume();
        }
        const source = fields.source as ImportSource;
        if (!IMPORT_SOURCES.includes(source)) throw badRequest('Choose what the file comes from', [{ path: 'source', msg: `One of ${IMPORT_SOURCES.join(', ')}` }]);
        if (!path) throw badRequest('Choose a file to import', [{ path: 'file', msg: 'Choose a file to import' }]);
        try {
          const report = await runImport(app.db, app.config.dataDir, { from: source, file: path, category: fields.category || undefined, siteUrl: fields.site_url || undefined, allowPrivateImages: app.config.remoteImagesFromPrivateAddresses });
          app.audit.record(request, { action: 'site.import', details: { source, imported: report.imported.length } });
          return { success: true as const, message: `Import done: ${report.imported.length} added`, data: report };
        } catch (err) {
          if (err instanceof ArchiveError) throw badRequest(err.message, [{ path: 'file', msg: err.message }]);
          throw err;
        }
      } finally {
        if (path) await rm(path, { force: true });
      }
    },
  );
};
export default routes;
