/**
 * Newsletter, mounted at the /api root (so paths here are full): the public sign-up, confirmation,
 * preferences and unsubscribe calls (signup.ts), and the staff calls: subscribers, issues, the digest,
 * the numbers (staff-routes.ts). The sender (sender.ts) starts when the app is ready and stops, with
 * the sign-up mails still in flight, before it closes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import {
  ConfirmBody,
  OneClickQuery,
  PreferencesHeaders,
  PreferencesResponse,
  SubscribeBody,
  SubscribeResponse,
  TOKEN_HEADER,
  UnsubscribeBody,
  UpdatePreferencesBody,
} from '../../../shared/api/newsletter.ts';
import { addressHasher } from '../../lib/client-address.ts';
import { writeLimiter } from '../../lib/write-limit.ts';
import { notFound } from '../../errors.ts';
import { NewsletterSender, registerSender } from './sender.ts';
import { createSignup } from './signup.ts';
import staffRoutes from './staff-routes.ts';

const tags = ['Newsletter'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, mailer, log } = app;
  const signup = createSignup({ db, mailer, publicUrl: config.publicUrl, log });
  const sender = new NewsletterSender({ db, mailer, publicUrl: config.publicUrl, log, signup, ...config.newsletter });
  registerSender(db, sender);
  app.addHook('onReady', async () => sender.start());
  // Before the database closes: the mails in flight finish and are recorded.
  app.addHook('preClose', async () => {
    await sender.stop();
    await signup.settle();
  });

  const addressHash = addressHasher(config.jwtSecret);
  // Request floods from one address; the hourly and per-mailbox limits are signup.ts's.
  const underLimit = writeLimiter(app, { max: 10, timeWindow: '1 minute', message: 'Too many sign-ups from your network.' });

  app.post(
    '/public/newsletter',
    {
      schema: {
        tags,
        summary: 'Subscribe: a confirmation mail goes to the address (the same answer for any address)',
        body: SubscribeBody,
        response: { 200: SubscribeResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      // A mistyped address is refused before it counts against the address's limits.
      signup.check(body);
      await underLimit(request);
      return { success: true as const, message: signup.subscribe(body, addressHash(request.ip)) };
    },
  );

  app.post(
    '/public/newsletter/confirm',
    { schema: { tags, summary: 'Follow a confirmation link: the address is subscribed', body: ConfirmBody, response: { 200: PreferencesResponse, 400: ErrorResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, message: 'Your subscription is confirmed', data: signup.confirm(request.body.token) }),
  );

  app.get(
    '/public/newsletter/preferences',
    {
      schema: {
        tags,
        summary: "A subscriber's preferences (their token in the X-Newsletter-Token header)",
        headers: PreferencesHeaders,
        response: { 200: PreferencesResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: signup.preferences(request.headers[TOKEN_HEADER]) }),
  );

  app.put(
    '/public/newsletter/preferences',
    {
      schema: {
        tags,
        summary: 'Choose the newsletters (neither: unsubscribed; either: subscribed again)',
        body: UpdatePreferencesBody,
        response: { 200: PreferencesResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, message: 'Your preferences are saved', data: signup.updatePreferences(request.body) }),
  );

  app.post(
    '/public/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe from every newsletter (the link in every mail)',
        body: UnsubscribeBody,
        response: { 200: PreferencesResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, message: 'You have been unsubscribed', data: signup.unsubscribe(request.body) }),
  );

  // RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as form data
  // (urlencoded or multipart); the address alone says who, so the body is read and not parsed.
  const oneClickRoutes: FastifyPluginAsyncTypebox = async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, undefined));

    oneClick.post(
      '/public/newsletter/one-click',
      {
        schema: {
          tags,
          summary: "One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every newsletter mail",
          querystring: OneClickQuery,
          response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        signup.unsubscribe({ u: request.query.u, k: request.query.token });
        return { success: true as const, message: 'You have been unsubscribed' };
      },
    );

    // Opened in a browser (a client that does not POST): the unsubscribe page, which asks the reader
    // to confirm, since a GET may be a link checker's.
    oneClick.get(
      '/public/newsletter/one-click',
      // A redirect for browsers, not a call: left out of the API's document.
      { schema: { hide: true, querystring: OneClickQuery } },
      async (request, reply) => {
        const { u, token: k } = request.query;
        if (!signup.byOneClickKey(u, k)) throw notFound('This link is not valid (any more).');
        return reply.redirect(`/newsletter/unsubscribe#u=${encodeURIComponent(u)}&k=${encodeURIComponent(k)}`, 303);
      },
    );
  };
  await app.register(oneClickRoutes);

  await app.register(staffRoutes, { signup });
};

export default routes;
