/**
 * POST /api/podcasts/audio (staff, inside the podcasts plugin and its sign-in hook): an episode's
 * audio file as multipart form data. The multipart parser is registered in this plugin only, with
 * the AUDIO_UPLOAD_MAX_MB limit, so no other podcast route accepts multipart bodies. GET
 * /api/podcasts/audio/limits tells the form that limit, so a file past it is refused at once
 * instead of after minutes of sending on a slow link. GET /api/podcasts/audio lists the stored
 * files with the episodes that play each; GET /api/podcasts/audio/:id/deletion says what deleting one
 * destroys, and DELETE /api/podcasts/audio/:id?confirm=<file name> removes it.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rm } from 'node:fs/promises';
import { AnyIdParams, ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import { ConfirmDeleteQuery, DeletionPreviewResponse } from '../../../shared/api/deletion.ts';
import { AudioListQuery, AudioListResponse, AudioUploadLimitsResponse, PodcastAudioResponse } from '../../../shared/api/podcasts.ts';
import { countOf } from '../../../shared/words.ts';
import { AUDIO_MESSAGES } from '../../../shared/podcast-audio.ts';
import { badRequest } from '../../errors.ts';
import { audioDeletion, listAudio, removeAudio } from './audio-library.ts';
import { storeAudio } from './audio-store.ts';
import { receiveAudio } from './audio-upload.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const maxMb = app.config.audioUploadMaxMb;
  await app.register(multipart, {
    // One audio file; the parser itself stops reading it past the limit.
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 4, parts: 6, fieldSize: 4096, headerPairs: 50 },
  });

  app.get(
    '/audio/limits',
    {
      schema: {
        tags: ['podcasts'],
        security: [{ bearerAuth: [] }],
        summary: 'What an episode audio upload may be (its largest size)',
        response: { 200: AudioUploadLimitsResponse, 401: ErrorResponse },
      },
    },
    async () => ({ success: true as const, data: { max_bytes: maxMb * 1024 * 1024, max_mb: maxMb } }),
  );

  app.get(
    '/audio',
    {
      schema: {
        tags: ['podcasts'],
        security: [{ bearerAuth: [] }],
        summary: 'Uploaded episode audio files, newest first, with the episodes that play each',
        querystring: AudioListQuery,
        response: { 200: AudioListResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, ...listAudio(app.db, request.query) }),
  );

  app.get(
    '/audio/:id/deletion',
    {
      onRequest: app.authorize('manageMedia'),
      schema: {
        tags: ['podcasts'],
        security: [{ bearerAuth: [] }],
        summary: 'What deleting an uploaded audio file destroys (the file, the episodes left without audio)',
        params: AnyIdParams,
        response: { 200: DeletionPreviewResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: audioDeletion(app.db, request.params.id) }),
  );

  app.delete(
    '/audio/:id',
    {
      onRequest: app.authorize('manageMedia'),
      schema: {
        tags: ['podcasts'],
        security: [{ bearerAuth: [] }],
        summary: 'Delete an uploaded audio file, for good (confirm: its file name)',
        description:
          'The file is removed from disk, and the episodes that played it are left without audio (their pages, players and /podcast.xml stop naming it). With `confirm` naming another file, 409 naming what would be lost.',
        params: AnyIdParams,
        querystring: ConfirmDeleteQuery,
        response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const episodes = await removeAudio(app.db, app.config.dataDir, request.params.id, request.query.confirm);
      app.audit.record(request, { action: 'media.delete', target: { type: 'audio', id: request.params.id }, details: { episodes_left_without_audio: episodes } });
      return { success: true as const, message: episodes ? `Audio file deleted; ${countOf(episodes, 'episode')} no longer ${episodes === 1 ? 'has' : 'have'} audio` : 'Audio file deleted' };
    },
  );

  app.post(
    '/audio',
    {
      schema: {
        tags: ['podcasts'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an episode audio file (multipart/form-data: `file`)',
        description:
          `MP3 or M4A (AAC), decided by the file content, whole (a file cut short is refused), at most ${maxMb} MB (AUDIO_UPLOAD_MAX_MB). ` +
          "Answers the stored file with its duration, bitrate and size; put its `url` into an episode's `audio_url` and saving the episode copies them.",
        consumes: ['multipart/form-data'],
        response: { 201: PodcastAudioResponse, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(AUDIO_MESSAGES.noFile, [{ path: 'file', msg: AUDIO_MESSAGES.noFile }]);
      const received = await receiveAudio(request.parts(), app.config.dataDir, maxMb);
      try {
        const data = await storeAudio(app.db, app.config.dataDir, { ...received, move: true }, { uploadedBy: request.user?.id ?? null });
        app.audit.record(request, { action: 'media.upload', target: { type: 'audio', id: data.id, title: data.filename }, details: { size: data.size } });
        return reply.status(201).send({ success: true as const, message: 'Audio uploaded', data });
      } finally {
        await rm(received.path, { force: true }); // already moved into place unless refused
      }
    },
  );
};
export default routes;
