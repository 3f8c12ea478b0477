/**
 * Media library (staff only): upload an image (the same file twice is one upload), list the uploads
 * (with where each is used), move one to the trash, and choose the podcast artwork. The multipart parser is
 * registered in this plugin only, so no other route accepts multipart bodies. Uploads from before
 * variants are converted at start-up (legacy.ts); uploads from before hashing are hashed in the
 * background once the server listens (hash-backfill.ts). The app waits for variants still being
 * written, and for the file being hashed, before it closes.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnyIdParams, ErrorResponse } from '../../../shared/api/common.ts';
import {
  MediaFetchBody,
  MediaListQuery,
  MediaListResponse,
  MediaUploadResponse,
  PodcastCoverBody,
  PodcastCoverResponse,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '../../../shared/api/media.ts';
import { badRequest } from '../../errors.ts';
import { backfillHashes } from './hash-backfill.ts';
import { upgradeLegacyUploads } from './legacy.ts';
import { fetchRemoteImage } from './remote-image.ts';
import * as service from './service.ts';
import { stopVariantWork } from './variants.ts';
import { uploadTrash } from './trash.ts';
import { trashRoute } from '../content/trash-routes.ts';

const tags = ['Media'];
/** The answer's message when the file was in the library already (the back office shows its own words). */
const REUSED_MESSAGE = 'Already in the library: reused';
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    // One image and its alt text; the parser itself stops reading a file past 8 MB.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4096, headerPairs: 50 },
  });
  // Old uploads are converted in the background, so the server answers at once (one that is not
  // converted yet is not served, as before: its file still holds EXIF and GPS). Once the server
  // listens and they are converted, uploads from before hashing are hashed, one file at a time.
  const stopBackground = new AbortController();
  let upgrading: Promise<void> = Promise.resolve();
  let hashing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    upgrading = upgradeLegacyUploads(app.db, app.config.dataDir, app.config.publicUrl, app.log, stopBackground.signal);
  });
  app.addHook('onListen', async () => {
    hashing = upgrading.then(() => backfillHashes(app.db, app.config.dataDir, app.log, stopBackground.signal)).catch((err: unknown) => {
      app.log.error({ err }, 'hashing of older uploads failed');
    });
  });
  app.addHook('onClose', async () => {
    stopBackground.abort(); // the file at hand is finished, the rest wait for the next start
    await upgrading;
    await hashing;
    await stopVariantWork();
  });
  const logVariantError = (err: unknown) => app.log.error({ err }, 'image variants failed');
  const uploadContext = (userId: string | undefined) => ({ userId: userId ?? null, publicUrl: app.config.publicUrl, onVariantError: logVariantError });

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Upload an image (multipart/form-data: `file`, optional `alt`)',
        description:
          'JPEG, PNG, WebP, GIF or AVIF (decided by the file content), at most 8 MB and 50 megapixels, readable to the end. ' +
          'Stored upright with its metadata (EXIF, GPS, XMP) removed, as AVIF, WebP and JPEG at several widths. Answers the stored image with the URL of its main file (201). ' +
          'The same bytes uploaded before (by SHA-256) are not stored again: that upload is answered with `reused: true` (200), and takes this alt text if it had none.',
        consumes: ['multipart/form-data'],
        response: { 200: MediaUploadResponse, 201: MediaUploadResponse, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile, [{ path: 'file', msg: UPLOAD_MESSAGES.noFile }]);
      const upload = await service.readUpload(request.parts());
      const data = await service.saveUpload(app.db, app.config.dataDir, upload, uploadContext(request.user?.id));
      if (!data.reused) app.audit.record(request, { action: 'media.upload', target: { type: 'media', id: data.id, title: data.filename }, details: { size: data.size, mime_type: data.mime_type } });
      return reply.status(data.reused ? 200 : 201).send({ success: true as const, message: data.reused ? REUSED_MESSAGE : 'Image uploaded', data });
    },
  );

  app.post(
    '/fetch',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Copy a picture from another site into the library',
        description:
          'For pictures pasted into the body editor (from Google Docs or a web page), stored like an upload instead of hot-linked. ' +
          'http(s) only; private, loopback and link-local addresses are refused; at most 3 redirects, 15 seconds and 8 MB.',
        body: MediaFetchBody,
        response: { 200: MediaUploadResponse, 201: MediaUploadResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const fetched = await fetchRemoteImage(request.body.url, { allowPrivate: app.config.remoteImagesFromPrivateAddresses });
      const upload = { ...fetched, alt: request.body.alt ?? '' };
      const data = await service.saveUpload(app.db, app.config.dataDir, upload, uploadContext(request.user?.id));
      if (!data.reused) app.audit.record(request, { action: 'media.upload', target: { type: 'media', id: data.id, title: data.filename }, details: { size: data.size, mime_type: data.mime_type } });
      return reply.status(data.reused ? 200 : 201).send({ success: true as const, message: data.reused ? REUSED_MESSAGE : 'Image copied', data });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Uploaded images, newest first, with where each is used; `q` searches file names, alt texts and the titles of the items using them', querystring: MediaListQuery, response: { 200: MediaListResponse, 401: ErrorResponse } },
    },
    async (request) => ({ success: true as const, ...service.listMedia(app.db, request.query, app.config.publicUrl) }),
  );

  trashRoute(app, uploadTrash, {
    tags,
    params: AnyIdParams,
    summary: 'Move an uploaded image to the trash (its address answers 404; restorable for 30 days)',
    authenticate: true,
    mayTrash: (actor, id) => service.assertMayDeleteUpload(app.db, actor, id),
  });

  app.get(
    '/podcast-cover',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'The podcast artwork /podcast.xml names', response: { 200: PodcastCoverResponse, 401: ErrorResponse } },
    },
    async () => ({ success: true as const, data: service.podcastCover(app.db) }),
  );

  app.put(
    '/podcast-cover',
    {
      onRequest: app.authorize('curate'),
      schema: {
        tags,
        security,
        summary: 'Make the podcast artwork from an uploaded image',
        description: 'A square JPEG of 3000 px (or 1400 px when the image is smaller), cropped around its subject. The image must be at least 1400 x 1400 pixels.',
        body: PodcastCoverBody,
        response: { 200: PodcastCoverResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const data = await service.setPodcastCover(app.db, app.config.dataDir, request.body.media_id);
      app.audit.record(request, { action: 'settings.update', target: { type: 'settings', id: 'podcast_cover', title: 'Podcast artwork' }, details: { media_id: request.body.media_id } });
      return { success: true as const, message: 'Podcast artwork updated', data };
    },
  );
};

export default routes;
