/**
 * Episode audio for listeners, at the site root (app.ts registers it before the web plugin's page
 * catch-all; /podcast/:id itself stays a page):
 *
 * - GET|HEAD /media/audio/YYYY/MM/<uuid>/<name>.mp3|m4a: a stored file, as is. Named by UUID and
 *   never rewritten, so cached for good (`immutable`); not counted (the back office's player and
 *   anyone holding the raw address).
 * - GET|HEAD /podcast/:id/audio.mp3|m4a: the episode's enclosure, the address feeds and the site's
 *   player use (shared/podcast-audio.ts `enclosurePath`). The same bytes for an uploaded file, a
 *   302 to the address for any other; each GET goes through the download count (downloads.ts). It
 *   is `private`: a shared cache answering listeners in the app's place would hide their downloads.
 *
 * Both answer byte ranges as podcast apps and <audio> seek with them (206 with Content-Range, 416
 * past the end), HEAD, an ETag, and the type the stored name says (audio/mpeg, audio/mp4). Audio is
 * public and embeddable: other sites' players may fetch it (Cross-Origin-Resource-Policy).
 */
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUDIO_EXTENSIONS, AUDIO_MIME_TYPES, AUDIO_URL_PREFIX } from '../../../shared/podcast-audio.ts';
import { listenerHasher } from '../../lib/client-address.ts';
import { isUuid } from '../../lib/uuid.ts';
import { jsonNotFound } from '../../plugins/errors.ts';
import { dropDocumentHeaders, readableByOtherSites } from '../../plugins/security.ts';
import { notFound } from '../../errors.ts';
import { audioDir, STORED_AUDIO, storedAudioPath } from './audio-store.ts';
import { countDownload, isCountedRequest } from './downloads.ts';
import { findPublicAudio } from './repository.ts';

/** A day in the listener's own cache: longer would not hide a count (one per day is all that counts), shorter would only re-download. */
const ENCLOSURE_CACHE_CONTROL = 'private, max-age=86400, no-transform';
const REDIRECT_CACHE_CONTROL = 'private, no-store';
const ENCLOSURE_EXTENSIONS = new Set<string>(AUDIO_MIME_TYPES.map((mime) => AUDIO_EXTENSIONS[mime]));

const sizeOf = (path: string) =>
  stat(path).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  );

export default async function audioRoutes(app: FastifyInstance) {
  const root = audioDir(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  // Encapsulated: reply.sendFile (ranges, HEAD, ETag and 304, content type by extension) for these routes only.
  await app.register(fastifyStatic, { root, serve: false });
  const listenerOf = listenerHasher(app.config.jwtSecret);

  const sendAudio = (reply: FastifyReply, path: string, cache: { immutable: true } | { cacheControl: string }) => {
    dropDocumentHeaders(reply);
    readableByOtherSites(reply);
    if ('immutable' in cache) return reply.sendFile(path, { acceptRanges: true, immutable: true, maxAge: '365d', lastModified: false, dotfiles: 'deny' });
    reply.header('Cache-Control', cache.cacheControl);
    return reply.sendFile(path, { acceptRanges: true, cacheControl: false, lastModified: false, dotfiles: 'deny' });
  };

  app.get(`${AUDIO_URL_PREFIX}*`, async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const path = request.params['*'];
    if (!STORED_AUDIO.test(path)) return jsonNotFound(request, reply);
    return sendAudio(reply, path, { immutable: true });
  });

  app.get('/podcast/:id/audio.:ext', async (request: FastifyRequest<{ Params: { id: string; ext: string } }>, reply) => {
    const { id, ext } = request.params;
    const audio = isUuid(id) && ENCLOSURE_EXTENSIONS.has(ext) ? findPublicAudio(app.db, id.toLowerCase()) : undefined;
    if (!audio?.url) throw notFound('Podcast episode audio not found');
    const stored = storedAudioPath(audio.url);
    const size = stored ? await sizeOf(join(root, stored)) : null;
    // An address of the store whose file is gone answers 404, uncounted; any other address is followed.
    if (audio.url.startsWith(AUDIO_URL_PREFIX) && size === null) throw notFound('Podcast episode audio not found');
    if (isCountedRequest(request, size)) countDownload(app.db, id.toLowerCase(), listenerOf(request.ip, request.headers['user-agent'] ?? ''));
    if (stored) return sendAudio(reply, stored, { cacheControl: ENCLOSURE_CACHE_CONTROL });
    reply.header('Cache-Control', REDIRECT_CACHE_CONTROL);
    return reply.redirect(audio.url, 302);
  });
}
