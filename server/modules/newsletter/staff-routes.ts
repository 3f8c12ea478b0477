/**
 * The newsletter's staff calls, at /api/newsletter/...: subscribers (list, export, removal, asking
 * the unconfirmed to confirm), the audience's numbers, issues (compose, preview, test, send or
 * schedule, stop, send again what failed, the report) and the weekly digest. The token is checked on
 * request, before anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, MessageResponse, pageQuery } from '../../../shared/api/common.ts';
import { ConfirmDeleteQuery, DeletionPreviewResponse } from '../../../shared/api/deletion.ts';
import {
  ConfirmRequestsResponse,
  DeliveryListQuery,
  DeliveryListResponse,
  DigestResponse,
  DigestSettings,
  IssueBody,
  IssueListResponse,
  IssueParams,
  IssueResponse,
  MailPreviewResponse,
  NewsletterItemsQuery,
  NewsletterItemsResponse,
  NewsletterStatsResponse,
  SendIssueBody,
  SubscriberListQuery,
  SubscriberListResponse,
  SubscriberParams,
} from '../../../shared/api/newsletter.ts';
import { nowIso } from '../../clock.ts';
import * as issues from './issues.ts';
import { senderOf } from './sender.ts';
import * as service from './service.ts';
import type { Signup } from './signup.ts';

const tags = ['Newsletter'];
const security = [{ bearerAuth: [] }];
const IssueListQuery = pageQuery(20);

const staffRoutes: FastifyPluginAsyncTypebox<{ signup: Signup }> = async (app, { signup }) => {
  const { db, mailer } = app;
  const publicUrl = app.config.publicUrl;
  // Subscribers' addresses and the newsletters: editors and administrators (shared/roles.ts).
  app.addHook('onRequest', app.authorize('audience'));
  /** Something is due now: the sender starts on it without waiting for its next tick. */
  const poke = () => void senderOf(db)?.poke();

  app.get(
    '/newsletter/subscribers',
    { schema: { tags, security, summary: 'Subscribers, newest first', querystring: SubscriberListQuery, response: { 200: SubscriberListResponse, 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, ...service.listSubscribers(db, request.query) }),
  );

  app.get(
    '/newsletter/subscribers/export',
    {
      schema: {
        tags,
        security,
        summary: 'All subscribers as a CSV download (email,subscribed_at,status,confirmed_at,unsubscribed_at,newsletters)',
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      app.audit.record(request, { action: 'subscriber.export' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${nowIso().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(service.subscribersCsv(db));
    },
  );

  app.get(
    '/newsletter/subscribers/:id/deletion',
    { schema: { tags, security, summary: 'What removing a subscriber destroys', params: SubscriberParams, response: { 200: DeletionPreviewResponse, 401: ErrorResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.subscriberDeletion(db, request.params.id) }),
  );

  app.delete(
    '/newsletter/subscribers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a subscriber for good (confirm: the address); without it, 409 naming what would be lost',
        params: SubscriberParams,
        querystring: ConfirmDeleteQuery,
        response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      service.removeSubscriber(db, request.params.id, request.query.confirm);
      app.audit.record(request, { action: 'subscriber.delete', target: { type: 'subscriber', id: request.params.id } });
      return { success: true as const, message: 'Subscriber removed' };
    },
  );

  app.post(
    '/newsletter/subscribers/ask-to-confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Send a confirmation link to every address that signed up before double opt-in and never confirmed',
        response: { 200: ConfirmRequestsResponse, 401: ErrorResponse },
      },
    },
    async () => {
      const asked = signup.askUnconfirmed();
      return { success: true as const, message: `${asked} ${asked === 1 ? 'address was' : 'addresses were'} asked to confirm`, data: { asked } };
    },
  );

  app.get(
    '/newsletter/stats',
    { schema: { tags, security, summary: 'Subscribers by status, confirmations, unsubscribes and sends of the last 30 days', response: { 200: NewsletterStatsResponse, 401: ErrorResponse } } },
    async () => ({ success: true as const, data: issues.stats(db) }),
  );

  app.get(
    '/newsletter/items',
    { schema: { tags, security, summary: 'The newest public items to pick from, optionally by title', querystring: NewsletterItemsQuery, response: { 200: NewsletterItemsResponse, 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, data: issues.pickerItems(db, publicUrl, request.query.q) }),
  );

  app.get(
    '/newsletter/issues',
    { schema: { tags, security, summary: 'Newsletters, newest first, with where their recipients stand', querystring: IssueListQuery, response: { 200: IssueListResponse, 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, ...issues.listIssues(db, request.query) }),
  );

  app.post(
    '/newsletter/issues',
    { schema: { tags, security, summary: 'Start a newsletter (a draft)', body: IssueBody, response: { 201: IssueResponse, 400: ErrorResponse, 401: ErrorResponse } } },
    async (request, reply) => reply.status(201).send({ success: true as const, message: 'Draft saved', data: issues.createIssue(db, publicUrl, request.body ?? {}, request.user.id) }),
  );

  app.get(
    '/newsletter/issues/:id',
    { schema: { tags, security, summary: 'A newsletter with its items, audience and progress', params: IssueParams, response: { 200: IssueResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: issues.issueDetail(db, publicUrl, request.params.id) }),
  );

  app.put(
    '/newsletter/issues/:id',
    {
      schema: { tags, security, summary: 'Change a draft or scheduled newsletter', params: IssueParams, body: IssueBody, response: { 200: IssueResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } },
    },
    async (request) => ({ success: true as const, message: 'Draft saved', data: issues.updateIssue(db, publicUrl, request.params.id, request.body ?? {}) }),
  );

  app.get(
    '/newsletter/issues/:id/deletion',
    { schema: { tags, security, summary: 'What deleting a newsletter destroys (the issue, its report)', params: IssueParams, response: { 200: DeletionPreviewResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: issues.issueDeletion(db, request.params.id) }),
  );

  app.delete(
    '/newsletter/issues/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a newsletter and its report, for good (confirm: its subject); without it, 409 naming what would be lost',
        params: IssueParams,
        querystring: ConfirmDeleteQuery,
        response: { 200: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const message = issues.deleteIssue(db, request.params.id, request.query.confirm);
      app.audit.record(request, { action: 'newsletter.delete', target: { type: 'newsletter', id: request.params.id } });
      return { success: true as const, message };
    },
  );

  app.get(
    '/newsletter/issues/:id/preview',
    { schema: { tags, security, summary: 'The mail as subscribers get it: subject, HTML and plain text', params: IssueParams, response: { 200: MailPreviewResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: issues.preview(db, publicUrl, request.params.id) }),
  );

  app.post(
    '/newsletter/issues/:id/test',
    { schema: { tags, security, summary: 'Send the newsletter to yourself, marked [Test]', params: IssueParams, response: { 200: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 502: ErrorResponse } } },
    async (request) => ({ success: true as const, message: await issues.sendTest(db, mailer, publicUrl, request.params.id, request.user.email) }),
  );

  app.post(
    '/newsletter/issues/:id/send',
    {
      schema: { tags, security, summary: 'Send now, or schedule for `at`', params: IssueParams, body: SendIssueBody, response: { 200: IssueResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } },
    },
    async (request) => {
      const data = issues.send(db, publicUrl, request.params.id, request.body?.at);
      app.audit.record(request, { action: 'newsletter.send', target: { type: 'newsletter', id: data.id, title: data.subject }, details: { scheduled_at: data.scheduled_at } });
      poke();
      const started = data.status === 'scheduled' && data.scheduled_at! > nowIso() ? 'Newsletter scheduled' : 'Sending started';
      return { success: true as const, message: issues.withLeftOut(started, data.unavailable), data };
    },
  );

  app.post(
    '/newsletter/issues/:id/cancel',
    { schema: { tags, security, summary: 'Cancel a schedule, or stop a send under way', params: IssueParams, response: { 200: IssueResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request) => {
      const answer = issues.cancel(db, publicUrl, request.params.id);
      app.audit.record(request, { action: 'newsletter.cancel', target: { type: 'newsletter', id: request.params.id } });
      return { success: true as const, ...answer };
    },
  );

  app.post(
    '/newsletter/issues/:id/retry',
    { schema: { tags, security, summary: 'Send again the mails that failed for a reason that may pass', params: IssueParams, response: { 200: IssueResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request) => {
      const answer = issues.retryFailed(db, publicUrl, request.params.id);
      poke();
      return { success: true as const, ...answer };
    },
  );

  app.get(
    '/newsletter/issues/:id/deliveries',
    {
      schema: { tags, security, summary: 'The report: each recipient, how it went and why', params: IssueParams, querystring: DeliveryListQuery, response: { 200: DeliveryListResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request) => ({ success: true as const, ...issues.deliveries(db, request.params.id, request.query) }),
  );

  app.get(
    '/newsletter/digest',
    { schema: { tags, security, summary: 'The weekly digest: on or off, when, how many items', response: { 200: DigestResponse, 401: ErrorResponse } } },
    async () => ({ success: true as const, data: issues.digest(db) }),
  );

  app.put(
    '/newsletter/digest',
    { schema: { tags, security, summary: 'Change the weekly digest', body: DigestSettings, response: { 200: DigestResponse, 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => {
      const data = issues.updateDigest(db, request.body);
      app.audit.record(request, { action: 'settings.update', target: { type: 'settings', id: 'newsletter_digest', title: 'Weekly digest' }, details: { ...request.body } });
      return { success: true as const, message: 'Digest settings saved', data };
    },
  );

  app.get(
    '/newsletter/digest/preview',
    { schema: { tags, security, summary: 'The digest as it would go out now', response: { 200: MailPreviewResponse, 401: ErrorResponse } } },
    async () => ({ success: true as const, data: issues.digestPreview(db, publicUrl) }),
  );
};

export default staffRoutes;
