/**
 * The editing routes every content type has under its staff prefix, beside its five content routes
 * (the caller authenticates them, as it does those):
 *
 *   GET    /:id/revisions                 the item's revisions, newest first
 *   GET    /:id/revisions/:rev            one, with its fields
 *   POST   /:id/revisions/:rev/restore    brings its text back (a new revision; 409 on an older version)
 *   GET    /:id/autosave                  the caller's working copy of a published item (or null)
 *   PUT    /:id/autosave                  autosave: a draft itself, else the caller's working copy
 *   DELETE /:id/autosave                  discards the caller's working copy
 *   POST   /:id/presence                  "this tab has the item open": who else has it open
 *   DELETE /:id/presence?tab=             this tab closed it
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Envelope, ErrorResponse, ItemIdParams, MessageResponse } from '../../../shared/api/common.ts';
import {
  AutosaveResponse,
  ConflictResponse,
  IfMatchHeaders,
  PresenceBody,
  PresenceResponse,
  RevisionListQuery,
  RevisionListResponse,
  RevisionParams,
  RevisionResponse,
  VersionBody,
  WorkingCopyResponse,
} from '../../../shared/api/editing.ts';
import { notFound } from '../../errors.ts';
import { autosave, discardWorkingCopy, workingCopyOf, type SavableType } from './autosave.ts';
import type { Fields } from './revisions-repository.ts';
import { heartbeat, leave } from './presence.ts';
import { itemRevision, itemRevisions, restoreBody, type Actor, type EditableItem } from './revisions.ts';
import { expectedVersion, sendVersion } from './versions.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface EditingRoutesSpec<Item extends TSchema> {
  tags: string[];
  /** How the summaries name one item ('a magazine video'). */
  one: string;
  /** How the answers' messages name an item ('Video'). */
  label: string;
  item: Item;
  /** The type's save body (what an autosave takes). */
  body: TSchema;
  editable: SavableType<Static<Item> & EditableItem>;
}

const security = [{ bearerAuth: [] }];

/** The signed-in staff member, as revisions name them. */
export const actorOf = (request: FastifyRequest): Actor => ({ id: request.user.id, name: request.user.name, role: request.user.role });

export function editingRoutes<Item extends TSchema>(app: App, spec: EditingRoutesSpec<Item>): void {
  // As in content-routes.ts: the schemas validate, the handlers state the validated types.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const { tags, one, label, editable } = spec;
  const idOf = (request: { params: unknown }) => (request.params as ItemIdParams).id;
  const conflict = ConflictResponse(spec.item);
  const missing = { 404: ErrorResponse };

  routes.get(
    '/:id/revisions',
    { schema: { tags, security, summary: `Revisions of ${one}, newest first`, params: ItemIdParams, querystring: RevisionListQuery, response: { 200: RevisionListResponse, ...missing } } },
    async (request) => ({ success: true, ...itemRevisions(app.db, editable, idOf(request), request.query as Static<typeof RevisionListQuery>) }),
  );

  routes.get(
    '/:id/revisions/:rev',
    { schema: { tags, security, summary: `One revision of ${one}, with its fields`, params: RevisionParams, response: { 200: RevisionResponse, ...missing } } },
    async (request) => {
      const { id, rev } = request.params as RevisionParams;
      return { success: true, data: itemRevision(app.db, editable, id, rev) };
    },
  );

  routes.post(
    '/:id/revisions/:rev/restore',
    {
      schema: {
        tags,
        security,
        summary: `Bring back a revision's text of ${one} (its status and date stay; kept as a new revision)`,
        params: RevisionParams,
        headers: IfMatchHeaders,
        body: VersionBody,
        response: { 200: Envelope(spec.item), 409: conflict, ...missing },
      },
      // One click: the call needs no body (the version may come as If-Match).
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const { id, rev } = request.params as RevisionParams;
      const expected = expectedVersion(request.headers, (request.body as VersionBody | undefined)?.version);
      const { body, number } = restoreBody(app.db, editable, id, rev);
      const data = editable.update(app.db, id, body, { actor: actorOf(request), expected, restoredFrom: number });
      sendVersion(reply, data);
      return { success: true, message: `Revision ${number} restored`, data };
    },
  );

  routes.get(
    '/:id/autosave',
    { schema: { tags, security, summary: `Your autosaved changes to ${one} that is not a draft (null: none)`, params: ItemIdParams, response: { 200: WorkingCopyResponse, ...missing } } },
    async (request) => ({ success: true, data: workingCopyOf(app.db, editable, idOf(request), actorOf(request)) }),
  );

  routes.put(
    '/:id/autosave',
    {
      schema: {
        tags,
        security,
        summary: `Autosave ${one}: a draft is saved (never published), other items keep their text and the changes wait for Update`,
        params: ItemIdParams,
        headers: IfMatchHeaders,
        body: spec.body,
        response: { 200: AutosaveResponse, 409: conflict, ...missing },
      },
    },
    async (request) => {
      const body = request.body as Fields & { version?: number };
      const expected = expectedVersion(request.headers, body.version);
      return { success: true, data: autosave(app.db, editable, idOf(request), body, { actor: actorOf(request), expected }) };
    },
  );

  routes.delete(
    '/:id/autosave',
    { schema: { tags, security, summary: `Discard your autosaved changes to ${one}`, params: ItemIdParams, response: { 200: MessageResponse, ...missing } } },
    async (request) => {
      const dropped = discardWorkingCopy(app.db, editable, idOf(request), actorOf(request));
      return { success: true, message: dropped ? 'Autosaved changes discarded' : 'There were no autosaved changes' };
    },
  );

  routes.post(
    '/:id/presence',
    {
      schema: {
        tags,
        security,
        summary: `This editor has ${one} open (send every 20 s): who else has it open, and its version`,
        params: ItemIdParams,
        body: PresenceBody,
        response: { 200: PresenceResponse, ...missing },
      },
    },
    async (request) => {
      const id = idOf(request);
      const item = editable.find(app.db, id);
      if (!item) throw notFound(editable.notFoundMessage);
      const editors = heartbeat(app.db, id, (request.body as PresenceBody).tab, actorOf(request));
      return { success: true, data: { editors, version: item.version, updated_at: item.updated_at } };
    },
  );

  routes.delete(
    '/:id/presence',
    { schema: { tags, security, summary: `This editor closed ${one}`, params: ItemIdParams, querystring: PresenceBody, response: { 200: MessageResponse } } },
    async (request) => {
      leave(app.db, idOf(request), (request.query as PresenceBody).tab);
      return { success: true, message: `${label} closed` };
    },
  );
}
