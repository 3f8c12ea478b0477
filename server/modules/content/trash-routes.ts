/**
 * The Trash screen's calls (/api/trash, staff only): the list, one entry with what emptying it
 * destroys, restore (and putting a restored item back in the homepage places it held), and emptying
 * for good, which only administrators may do. The deletes that fill the trash stay on each type's
 * own route (`DELETE /api/articles/{id}`, ...: `trashRoute`). The background job that empties what
 * is older than 30 days starts with these routes (cleanup-job.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import type { AuditAction, AuditTargetType } from '../../../shared/audit.ts';
import type { TrashType } from '../../../shared/constants.ts';
import {
  MovedToTrashResponse,
  PutBackBody,
  RestoreResponse,
  TrashEntryResponse,
  TrashListQuery,
  TrashListResponse,
  TrashParams,
} from '../../../shared/api/trash.ts';
import { countOf } from '../../../shared/words.ts';
import type { Capability } from '../../../shared/roles.ts';
import { startCleanupJob } from './cleanup-job.ts';
import {
  assertMayRestore,
  emptyFromTrash,
  emptyTrash,
  listTrash,
  moveToTrash,
  putBackPlaces,
  restoreFromTrash,
  trashEntry,
  type TrashActor,
  type TrashKind,
  type TrashKinds,
} from './trash.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

const tags = ['Trash'];
const security = [{ bearerAuth: [] }];

/**
 * How the audit trail names a delete of each type (the same entry a delete wrote before the trash:
 * content.delete, comment.delete, media.delete) and the thing it is about.
 */
const AUDIT_OF: Record<TrashType, { action: AuditAction; target: AuditTargetType }> = {
  articles: { action: 'content.delete', target: 'article' },
  videos: { action: 'content.delete', target: 'video' },
  tvshows: { action: 'content.delete', target: 'tvshow' },
  podcasts: { action: 'content.delete', target: 'podcast' },
  seasons: { action: 'content.delete', target: 'tv_season' },
  series: { action: 'content.delete', target: 'podcast_series' },
  comments: { action: 'comment.delete', target: 'comment' },
  uploads: { action: 'media.delete', target: 'media' },
};

const auditTarget = (ref: { type: TrashType; id: string; title: string }) => ({ type: AUDIT_OF[ref.type].target, id: ref.id, title: ref.title });

/** The signed-in staff member (the authenticate hook ran). */
export const actorOf = (request: FastifyRequest): TrashActor => ({ id: request.user.id, name: request.user.name, role: request.user.role });

/**
 * A type's delete route (`DELETE <prefix>/{id}`, or `path`): moves the thing to the trash and
 * answers its entry, so the screen can offer Undo. The caller's plugin authenticates it, or the
 * route itself with `authenticate` (in a plugin whose other routes are public). `capability` is
 * what the role must have (checked before anything else); `mayTrash` the check of one thing (a
 * contributor's own draft, their own upload), which throws 403 or 404.
 */
export function trashRoute(
  app: App,
  kind: TrashKind,
  options: {
    tags: string[];
    params: TSchema;
    summary: string;
    path?: string;
    idParam?: string;
    authenticate?: boolean;
    capability?: Capability;
    mayTrash?: (actor: TrashActor, id: string) => void;
  },
): void {
  const param = options.idParam ?? 'id';
  const onRequest = options.capability ? app.authorize(options.capability) : options.authenticate ? app.authenticate : undefined;
  app.delete(
    options.path ?? '/:id',
    {
      ...(onRequest && { onRequest }),
      schema: { tags: options.tags, security, summary: options.summary, params: options.params, response: { 200: MovedToTrashResponse, 404: ErrorResponse } },
    },
    async (request) => {
      const id = (request.params as Record<string, string>)[param];
      options.mayTrash?.(actorOf(request), id);
      const data = await moveToTrash(app.db, kind, id, actorOf(request), app.config.dataDir);
      app.audit.record(request, { action: AUDIT_OF[data.type].action, target: auditTarget(data), details: { trash: true, with: data.contains.length || undefined } });
      return { success: true as const, message: `${kind.label} moved to the trash`, data };
    },
  );
}

const trashRoutes: FastifyPluginAsyncTypebox<{ kinds: TrashKinds }> = async (app, { kinds }) => {
  app.addHook('onRequest', app.authenticate);
  const stop = startCleanupJob(app, kinds);
  app.addHook('onClose', async () => stop());

  app.get(
    '/',
    { schema: { tags, security, summary: 'What is in the trash, newest first, and what emptying it all destroys', querystring: TrashListQuery, response: { 200: TrashListResponse } } },
    async (request) => ({ success: true as const, ...listTrash(app.db, kinds, { page: request.query.page ?? 1, limit: request.query.limit ?? 20, type: request.query.type }) }),
  );

  app.delete(
    '/',
    { schema: { tags, security, summary: 'Empty the whole trash for good (administrators)', response: { 200: MessageResponse, 403: ErrorResponse } } },
    async (request) => {
      const emptied = await emptyTrash(app.db, kinds, actorOf(request), app.config.dataDir);
      app.audit.record(request, { action: 'trash.empty', details: { items: emptied, all: true } });
      return { success: true as const, message: `${countOf(emptied, 'item')} deleted for good` };
    },
  );

  app.get(
    '/:type/:id',
    { schema: { tags, security, summary: 'One thing in the trash, with what emptying it destroys', params: TrashParams, response: { 200: TrashEntryResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: trashEntry(app.db, kinds, request.params.type, request.params.id) }),
  );

  app.post(
    '/:type/:id/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore from the trash with everything it had; the homepage places it held are named, not taken back',
        params: TrashParams,
        response: { 200: RestoreResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      assertMayRestore(app.db, actorOf(request), request.params.type, request.params.id);
      const data = await restoreFromTrash(app.db, kinds, request.params.type, request.params.id, app.config.dataDir);
      const [first] = data.restored;
      const more = data.restored.length - 1;
      app.audit.record(request, { action: 'trash.restore', target: auditTarget(first), details: { with: more || undefined } });
      return { success: true as const, message: `"${first.title}" restored${more ? ` with ${countOf(more, 'item')} that went with it` : ''}`, data };
    },
  );

  app.post(
    '/:type/:id/put-back',
    {
      onRequest: app.authorize('curate'),
      schema: {
        tags,
        security,
        summary: 'Put a restored item back in homepage places it held (main slot, Featured, Editor\'s Pick, Trending, the podcast artwork)',
        params: TrashParams,
        body: PutBackBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      await putBackPlaces(app.db, kinds, request.params.type, request.params.id, request.body.places, app.config.dataDir);
      return { success: true as const, message: 'Put back on the homepage' };
    },
  );

  app.delete(
    '/:type/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete for good what is in the trash, with everything attached to it (administrators)',
        params: TrashParams,
        response: { 200: MessageResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const gone = await emptyFromTrash(app.db, kinds, request.params.type, request.params.id, actorOf(request), app.config.dataDir);
      app.audit.record(request, { action: 'trash.empty', target: auditTarget(gone) });
      return { success: true as const, message: `"${gone.title}" deleted for good` };
    },
  );
};
export default trashRoutes;
