/**
 * Media library (staff only): upload an image, list the uploads, delete one. The multipart parser
 * is registered in this plugin only, so no other route accepts multipart bodies.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import { MediaListQuery, MediaListResponse, MediaParams, MediaUploadResponse, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../shared/api/media.ts';
import { badRequest } from '../../errors.ts';
import * as service from './service.ts';

const tags = ['Media'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    // One image and its alt text; the parser itself stops reading a file past 8 MB.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4096, headerPairs: 50 },
  });

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Upload an image (multipart/form-data: `file`, optional `alt`)',
        description: 'JPEG, PNG, WebP, GIF or AVIF (decided by the file content), at most 8 MB. Answers the stored image with its URL.',
        consumes: ['multipart/form-data'],
        response: { 201: MediaUploadResponse, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile, [{ path: 'file', msg: UPLOAD_MESSAGES.noFile }]);
      const upload = await service.readUpload(request.parts());
      const data = await service.saveUpload(app.db, app.config.dataDir, upload, request.user?.id ?? null);
      return reply.status(201).send({ success: true as const, message: 'Image uploaded', data });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Uploaded images, newest first', querystring: MediaListQuery, response: { 200: MediaListResponse, 401: ErrorResponse } },
    },
    async (request) => ({ success: true as const, ...service.listMedia(app.db, request.query) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Delete an uploaded image (row and file)', params: MediaParams, response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request) => {
      await service.removeMedia(app.db, app.config.dataDir, request.params.id);
      return { success: true as const, message: 'Image deleted' };
    },
  );
};

export default routes;
