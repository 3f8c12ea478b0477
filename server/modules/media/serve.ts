/**
 * GET /media/uploads/YYYY/MM/<uuid>/<file>: an upload's main file, variants and podcast artwork,
 * named by UUID and never rewritten, so cached for good (`immutable`). Only the names the media
 * module writes are served (no listing, no originals, no other path); helmet's headers (nosniff)
 * apply as to every answer, except that other sites may embed them (Cross-Origin-Resource-Policy:
 * feed readers and podcast apps show the pictures and artwork).
 *
 * Save-Data: a browser in data-saver mode sends `Save-Data: on` with every image request. It then
 * gets the variant of about half the width it asked for (what a DPR 1 screen would take: a phone
 * at DPR 2 or 3 shows it a little softer, for a third to a quarter of the bytes), under the same
 * address, with `Vary: Save-Data` so caches keep the two apart. The page's HTML stays one for all
 * readers; the choice is made per image request.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_WIDTHS } from '../../../shared/responsive-image.ts';
import { HttpError } from '../../errors.ts';
import { jsonNotFound } from '../../plugins/errors.ts';
import { addVary } from '../../lib/vary.ts';
import { dropDocumentHeaders, readableByOtherSites } from '../../plugins/security.ts';
import { SERVED_FILE, uploadsDir, UPLOADS_URL_PREFIX } from './storage.ts';
import { ensureVariant, VariantQueueFull } from './variants.ts';

const SIZED_NAME = /^(?:(\d{1,4})x\d{1,5}(?:-[0-9a-f]{6})?\.(jpg|png)|(\d{1,4})\.(avif|webp|jpg|png))$/;

/** The variant a Save-Data reader gets instead of `name`, or null when `name` is the smallest sensible. */
function lighterVariant(name: string): string | null {
  const m = SIZED_NAME.exec(name);
  if (!m) return null;
  const width = Number(m[1] ?? m[3]);
  const format = m[2] ?? m[4];
  const half = IMAGE_WIDTHS.find((w) => w >= width / 2);
  return half !== undefined && half < width ? `${half}.${format}` : null;
}

const saveData = (request: FastifyRequest) => /^\s*on\s*$/i.test(String(request.headers['save-data'] ?? ''));

export default async function uploadsRoute(app: FastifyInstance, opts: { dataDir: string }) {
  // Encapsulated: reply.sendFile (content type, ETag and 304, HEAD) for this route only.
  await app.register(fastifyStatic, { root: uploadsDir(opts.dataDir), serve: false });
  const send = (reply: FastifyReply, folder: string, name: string) => {
    dropDocumentHeaders(reply);
    readableByOtherSites(reply);
    // The ETag answers revalidation; Last-Modified and byte ranges add nothing for a picture.
    return reply.sendFile(`${folder}/${name}`, { immutable: true, maxAge: '365d', dotfiles: 'deny', lastModified: false, acceptRanges: false });
  };

  app.get(`${UPLOADS_URL_PREFIX}*`, async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const m = SERVED_FILE.exec(request.params['*']);
    if (!m) return jsonNotFound(request, reply);
    const [, folder, name] = m;
    const [year, month, id] = folder.split('/');
    const place = { year, month, id };
    const have = (file: string) =>
      ensureVariant(app.db, opts.dataDir, place, file).catch((err: unknown) => {
        // A flood of requests for variants not made yet: come back shortly (the work already queued goes on).
        if (err instanceof VariantQueueFull) {
          reply.header('Retry-After', '5');
          throw new HttpError(503, 'Images are being prepared; try again in a moment');
        }
        request.log.error({ err, file: `${folder}/${file}` }, 'could not make an image variant');
        return false;
      });
    const lighter = lighterVariant(name);
    if (lighter) addVary(reply, 'Save-Data');
    if (lighter && saveData(request) && (await have(lighter))) return send(reply, folder, lighter);
    if (!(await have(name))) return jsonNotFound(request, reply);
    return send(reply, folder, name);
  });
}
