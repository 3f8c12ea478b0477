/**
 * The five staff routes of a content table (create, list, get, partial update, delete: to the trash),
 * the same for magazine videos, TV episodes and podcast episodes, and their editing routes
 * (editing-routes.ts: revisions, autosave, presence). Saves carry the version they started from
 * (versions.ts). The caller authenticates them (its onRequest
 * hook) and adds its own static paths (/stats, /seasons, ...), which Fastify's router matches
 * before /:id whatever the order.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Envelope, ItemIdParams, ListEnvelope, type Pagination } from '../../../shared/api/common.ts';
import type { AuditTargetType } from '../../../shared/audit.ts';
import { ConflictResponse, IfMatchHeaders } from '../../../shared/api/editing.ts';
import type { Db } from '../../db/client.ts';
import { contentChange } from '../audit/content-change.ts';
import { actorOf, editingRoutes } from './editing-routes.ts';
import { assertMayChange, checkRequest } from './editorial.ts';
import { announceSubmission, sendBackRoute } from './review-routes.ts';
import type { EditableItem, EditableType, SaveContext } from './revisions.ts';
import type { TrashKind } from './trash.ts';
import { trashRoute } from './trash-routes.ts';
import { expectedVersion, sendVersion } from './versions.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

interface ContentRoutesSpec<Item extends TSchema, Body extends TSchema, Query extends TSchema> {
  tags: string[];
  /** How the route summaries name one item and several ('a magazine video', 'magazine videos'). */
  names: { one: string; many: string };
  /** How the answers' messages name an item ('Video' -> 'Video created successfully!'). */
  label: string;
  /** What the audit trail calls an item of this table. */
  auditType: AuditTargetType;
  schemas: { item: Item; body: Body; listQuery: Query };
  list: (db: Db, query: Static<Query>) => { data: Static<Item>[]; pagination: Pagination };
  get: (db: Db, id: string) => Static<Item>;
  create: (db: Db, body: Static<Body>, ctx: SaveContext) => Static<Item>;
  update: (db: Db, id: string, body: Static<Body>, ctx: SaveContext) => Static<Item>;
  /** What a delete does: moves the item to the trash (content/trash.ts). */
  trash: TrashKind;
  /** The type as revisions and autosave read it (editing-routes.ts). */
  editable: EditableType<Static<Item> & EditableItem>;
}

const security = [{ bearerAuth: [] }];

export function contentRoutes<Item extends TSchema, Body extends TSchema, Query extends TSchema>(
  app: App,
  spec: ContentRoutesSpec<Item, Body, Query>,
): void {
  // The schemas below validate body, params and query before a handler runs (and the responses
  // are serialized by them), but the type provider cannot read generic schemas: the handlers
  // state the validated types themselves.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const bodyOf = (request: { body: unknown }) => request.body as Static<Body>;
  const idOf = (request: { params: unknown }) => (request.params as ItemIdParams).id;
  const { tags, names, label } = spec;
  const ItemResponse = Envelope(spec.schemas.item);
  const body = spec.schemas.body;

  routes.post('/', { schema: { tags, security, summary: `Create ${names.one}`, body, response: { 201: ItemResponse } } }, async (request, reply) => {
    checkRequest(app.db, actorOf(request), null, bodyOf(request) as Record<string, unknown>);
    const data = spec.create(app.db, bodyOf(request), { actor: actorOf(request) });
    app.audit.record(request, contentChange(spec.auditType, null, data));
    await announceSubmission(app, request, spec.editable.type, null, data);
    sendVersion(reply, data);
    return reply.status(201).send({ success: true, message: `${label} created successfully!`, data });
  });

  routes.get(
    '/',
    { schema: { tags, security, summary: `List ${names.many}`, querystring: spec.schemas.listQuery, response: { 200: ListEnvelope(spec.schemas.item) } } },
    async (request) => ({ success: true, ...spec.list(app.db, request.query as Static<Query>) }),
  );

  routes.get('/:id', { schema: { tags, security, summary: `Get ${names.one} (its ETag is its version)`, params: ItemIdParams, response: { 200: ItemResponse } } }, async (request, reply) => {
    const data = spec.get(app.db, idOf(request));
    sendVersion(reply, data);
    return { success: true, data };
  });

  routes.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: `Update ${names.one} (partial; If-Match or version: refused with 409 on an older version)`,
        params: ItemIdParams,
        headers: IfMatchHeaders,
        body,
        response: { 200: ItemResponse, 409: ConflictResponse(spec.schemas.item) },
      },
    },
    async (request, reply) => {
      const before = spec.get(app.db, idOf(request));
      const input = bodyOf(request);
      checkRequest(app.db, actorOf(request), before, input as Record<string, unknown>);
      const expected = expectedVersion(request.headers, (input as { version?: number }).version);
      const data = spec.update(app.db, idOf(request), input, { actor: actorOf(request), expected });
      app.audit.record(request, contentChange(spec.auditType, before, data));
      await announceSubmission(app, request, spec.editable.type, before, data);
      sendVersion(reply, data);
      return { success: true, message: `${label} updated successfully!`, data };
    },
  );

  trashRoute(app, spec.trash, {
    tags,
    params: ItemIdParams,
    summary: `Move ${names.one} to the trash (restored with its likes, comments and views for 30 days)`,
    mayTrash: (actor, id) => assertMayChange(app.db, actor, spec.get(app.db, id)),
  });

  sendBackRoute(app, { tags, type: spec.editable.type, one: names.one, update: (db, id, body, ctx) => spec.update(db, id, body as Static<Body>, ctx) });

  editingRoutes(app, { tags, one: names.one, label, item: spec.schemas.item, body, editable: { ...spec.editable, update: spec.update } });
}
