/**
 * The site's settings and categories. Public: GET /api/public/site (header, footer, contact page,
 * the category strip) and /api/public/site/about, cached like every public list and rebuilt once a
 * setting changes (public version). Staff: /api/site (administrators only) and /api/categories
 * (everyone signed in reads them for the forms; administrators change them).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams } from '../../../shared/api/common.ts';
import {
  CategoryBody,
  CategoryListResponse,
  CategoryOrderBody,
  CategoryResponse,
  PublicAboutResponse,
  PublicSiteResponse,
  RetireCategoryBody,
  RetireCategoryResponse,
  SiteSettingsResponse,
  UpdateSiteSettingsBody,
} from '../../../shared/api/site.ts';
import { sameForAll } from '../../plugins/public-cache.ts';
import * as service from './service.ts';

const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const publicSiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Site'];
  app.get(
    '/site',
    { config: sameForAll, schema: { tags, summary: "The site's name, contact, links, footer and offered categories", response: { 200: PublicSiteResponse } } },
    async () => ({ success: true as const, data: service.publicSite(app.db) }),
  );
  app.get(
    '/site/about',
    { config: sameForAll, schema: { tags, summary: "The About page's texts", response: { 200: PublicAboutResponse } } },
    async () => ({ success: true as const, data: service.publicAbout(app.db) }),
  );
};

export const siteSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Site settings'];
  app.get(
    '/',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'The site settings (administrators)', response: { 200: SiteSettingsResponse, 401: ErrorResponse, 403: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.getSettings(app.db, request.user) }),
  );
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Change site settings (administrators); fields left out keep their value', body: UpdateSiteSettingsBody, response: { 200: SiteSettingsResponse, ...errors } },
    },
    async (request) => {
      const data = service.updateSettings(app.db, request.user, request.body);
      app.audit.record(request, { action: 'settings.update', target: { type: 'settings', id: 'site', title: 'Site settings' }, details: { fields: Object.keys(request.body) } });
      return { success: true as const, message: 'Site settings saved', data };
    },
  );
};

/** A category change as the audit trail records it: one of the site's settings changed. */
const categoryChange = (change: string, id: string, name: string, more: Record<string, unknown> = {}) => ({
  action: 'settings.update' as const,
  target: { type: 'settings' as const, id: `category:${id}`, title: `Category ${name}` },
  details: { change, ...more },
});

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Categories'];
  app.get(
    '/',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Every category, offered ones in order then retired ones, with their item counts', response: { 200: CategoryListResponse, 401: ErrorResponse } } },
    async () => ({ success: true as const, data: service.listCategories(app.db) }),
  );
  app.post(
    '/',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Add a category, last in the order (administrators)', body: CategoryBody, response: { 201: CategoryResponse, ...errors } } },
    async (request, reply) => {
      const data = service.addCategory(app.db, request.user, request.body);
      app.audit.record(request, categoryChange('added', data.id, data.name));
      return reply.status(201).send({ success: true as const, message: 'Category added', data });
    },
  );
  app.put(
    '/order',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Reorder the offered categories (administrators)', body: CategoryOrderBody, response: { 200: CategoryListResponse, ...errors } } },
    async (request) => {
      const data = service.reorderCategories(app.db, request.user, request.body.ids);
      app.audit.record(request, categoryChange('reordered', 'order', 'Category order'));
      return { success: true as const, message: 'Order saved', data };
    },
  );
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Rename a category and every item in it (administrators)', params: IdParams, body: CategoryBody, response: { 200: CategoryResponse, ...errors } },
    },
    async (request) => {
      const data = service.renameCategory(app.db, request.user, request.params.id, request.body);
      app.audit.record(request, categoryChange('renamed', data.id, data.name));
      return { success: true as const, message: 'Category renamed', data };
    },
  );
  app.post(
    '/:id/retire',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Retire a category, moving its items to another (administrators)',
        params: IdParams,
        body: RetireCategoryBody,
        response: { 200: RetireCategoryResponse, ...errors },
      },
    },
    async (request) => {
      const data = service.retireCategory(app.db, request.user, request.params.id, request.body.move_to);
      app.audit.record(request, categoryChange('retired', data.category.id, data.category.name, { moved: data.moved, to: data.to }));
      return { success: true as const, message: `Category retired; ${data.moved} item${data.moved === 1 ? '' : 's'} moved to ${data.to}`, data };
    },
  );
  app.post(
    '/:id/restore',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Offer a retired category again (administrators)', params: IdParams, response: { 200: CategoryResponse, ...errors } } },
    async (request) => {
      const data = service.restoreCategory(app.db, request.user, request.params.id);
      app.audit.record(request, categoryChange('restored', data.id, data.name));
      return { success: true as const, message: 'Category restored', data };
    },
  );
};
