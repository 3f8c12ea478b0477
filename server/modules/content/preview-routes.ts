/**
 * Preview links' routes. Staff, on each type's own prefix (`previewLinkRoutes`, added by each
 * type's routes.ts, whose hook authenticates them): make a link for an item (answering its address,
 * the only time the token is given out), list its links, revoke one. Public: what a link shows, as
 * JSON for the preview page's client-side loads (`publicPreviewRoutes`; the page itself is
 * server-rendered at the link's address: server/ssr). Every answer is `private, no-store` (the
 * default of /api) and says `X-Robots-Tag: noindex`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorResponse, ItemIdParams } from '../../../shared/api/common.ts';
import {
  NewPreviewLinkResponse,
  PreviewLinkBody,
  PreviewLinkListResponse,
  PreviewLinkParams,
  PreviewLinkResponse,
  PreviewResponse,
  PreviewTokenParams,
} from '../../../shared/api/previews.ts';
import type { ContentType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { actorOf } from './editing-routes.ts';
import { assertMayChange, type EditorialActor } from './editorial.ts';
import { openPreview, type Previewers } from './preview.ts';
import { createPreviewLink, listPreviewLinks, previewPath, revokePreviewLink } from './preview-links.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

const security = [{ bearerAuth: [] }];
const NOINDEX = 'noindex';

interface PreviewLinkSpec {
  tags: string[];
  type: ContentType;
  /** How summaries name one item: 'an article'. */
  one: string;
  /** The type's save body: what the editor's form sends. */
  fields: TSchema;
  /** The item as staff open it: throws 404 when it does not exist or is in the trash. */
  get: (db: Db, id: string) => unknown;
  /** Throws (403) when the fields show what the member's save would be refused (an article's byline). */
  checkFields?: (db: Db, actor: EditorialActor, id: string, fields: Record<string, unknown>) => void;
}

export function previewLinkRoutes(app: App, spec: PreviewLinkSpec): void {
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const { tags, one } = spec;
  const idOf = (request: { params: unknown }) => (request.params as ItemIdParams).id;
  /** The item (404 when there is none), and 403 unless the member may change it: a contributor shares only their own drafts. */
  const shareable = (request: FastifyRequest, id: string) => assertMayChange(app.db, actorOf(request), spec.get(app.db, id) as { id: string; status: string });

  routes.post(
    '/:id/preview-links',
    {
      schema: {
        tags,
        security,
        summary: `Make a preview link of ${one} (its draft, or the editor's unsaved fields): shown on the site to anyone with it for 7 days`,
        params: ItemIdParams,
        body: PreviewLinkBody(spec.fields),
        response: { 201: NewPreviewLinkResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const id = idOf(request);
      shareable(request, id);
      const { fields } = request.body as { fields?: Record<string, unknown> };
      if (fields) spec.checkFields?.(app.db, actorOf(request), id, fields);
      const { link, token } = createPreviewLink(app.db, id, fields ?? null, request.user);
      const url = `${app.config.publicUrl}${previewPath(spec.type, id, token)}`;
      return reply.status(201).send({ success: true, message: 'Preview link ready', data: { ...link, url } });
    },
  );

  routes.get(
    '/:id/preview-links',
    { schema: { tags, security, summary: `The preview links of ${one}, newest first (active, expired or revoked)`, params: ItemIdParams, response: { 200: PreviewLinkListResponse, 404: ErrorResponse } } },
    async (request) => {
      shareable(request, idOf(request));
      return { success: true, data: listPreviewLinks(app.db, idOf(request)) };
    },
  );

  routes.delete(
    '/:id/preview-links/:linkId',
    { schema: { tags, security, summary: `Revoke a preview link of ${one}: its address shows nothing from now on`, params: PreviewLinkParams, response: { 200: PreviewLinkResponse, 404: ErrorResponse } } },
    async (request) => {
      const { id, linkId } = request.params as { id: string; linkId: string };
      shareable(request, id);
      return { success: true, message: 'Preview link revoked', data: revokePreviewLink(app.db, id, linkId) };
    },
  );
}

/** GET /api/public/previews/{token}: what an active link shows; 404 for any other token. */
export const publicPreviewRoutes: FastifyPluginAsyncTypebox<{ previewers: Previewers }> = async (app, { previewers }) => {
  app.get(
    '/previews/:token',
    {
      schema: {
        tags: ['Public content'],
        summary: 'What a preview link shows (the item as its page shows it); counts no view, kept by no cache',
        params: PreviewTokenParams,
        response: { 200: PreviewResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('X-Robots-Tag', NOINDEX);
      const data = openPreview(app.db, previewers, request.params.token);
      if (!data) throw notFound('This preview link is not valid: it may have expired or been revoked');
      return { success: true as const, data };
    },
  );
};
