/**
 * Security headers (helmet and a Permissions-Policy), CORS and the rate-limit plugin.
 *
 * helmet's headers do not depend on the request, so they are worked out once at start-up and
 * copied onto every answer: helmet (and @fastify/helmet, which calls it per request) re-parses the
 * CSP directives on every call, about a twentieth of the cost of an answer from the response cache.
 *
 * Rate limiting is opt-in per route (`config.rateLimit`): writes and expensive work are limited,
 * plain reads never are, because many readers on African mobile networks share one carrier address.
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { badRequest } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own CORS options over the site's (@fastify/cors reads them): `*` for what any site may fetch. */
    cors?: { origin: '*' };
  }
}

export default fp(async function securityPlugin(app: FastifyInstance, opts: { config: Config; devServer?: boolean }) {
  const headers = helmetHeaders({
    // Vite's dev server injects inline scripts for HMR; production gets the strict policy.
    contentSecurityPolicy: opts.devServer
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            mediaSrc: ["'self'", 'https:'],
            frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
            connectSrc: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // Share previews and YouTube need the referrer origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const apiHeaders = withoutDocumentHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : headers);
    done();
  });
  // @fastify/cors refuses an OPTIONS without Origin or Access-Control-Request-Method with a
  // text/plain 400 of its own; refused here first, so the answer has the API's error shape.
  app.addHook('onRequest', (request, _reply, done) => {
    const preflight = request.headers.origin && request.headers['access-control-request-method'];
    done(request.method === 'OPTIONS' && !preflight ? badRequest('Invalid preflight request: Origin and Access-Control-Request-Method are required') : undefined);
  });
  await app.register(cors, {
    origin: opts.config.isProduction ? [opts.config.publicUrl] : true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
});

/**
 * What the pages, and the frames in them, may ask the browser for. The site uses none of the
 * powerful features, so each is off for the page and every frame: a script that ever got in could
 * not turn on the camera, the microphone or the location, start a payment or reach a USB or
 * serial device. What the YouTube player's `allow` attribute asks for (autoplay, fullscreen,
 * picture-in-picture, encrypted-media, the motion sensors of 360° videos) is left out, so each
 * keeps its default: this site, and a frame it delegates to (the CSP lets only YouTube be one).
 * Only names Chromium knows: an unknown one is an error in the console of every page. About
 * 250 bytes, on pages only.
 */
const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'idle-detection',
  'browsing-topics',
  'local-fonts',
  'window-management',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Headers helmet sets on every answer that only mean something for a document (a page that runs
 * script or can be framed). A picture, a sound, a script, a stylesheet or an API answer never is
 * one, and each of them carried the same 0.65 KB: 14 KB over a phone's home page of pictures, 6 KB
 * more over its scripts. nosniff, CORP and HSTS stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Drops helmet's document-only headers from an answer that is not a document (see above). */
export function dropDocumentHeaders(reply: FastifyReply): void {
  for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
}

/**
 * Lets pages of other sites load this answer (helmet's default is `same-origin`): uploaded pictures,
 * the podcast artwork, episode audio and transcripts are read by podcast apps, feed readers and
 * players that run in a browser on another origin. Everything else stays same-origin.
 */
export function readableByOtherSites(reply: FastifyReply): void {
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

const withoutDocumentHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name.toLowerCase())));

/**
 * Whether `url` is answered by the API: JSON (or a file download), never a document, so it gets no
 * document-only header either. They were 0.6 KB on every API answer, uncompressed on HTTP/1.1, and
 * a bare route sending our 32 KB list with them went 10% slower than without (bench:api's client
 * parses every header line). The API docs at /api/docs are pages and keep them.
 */
const isApiAnswer = (url: string) => /^\/api(?:[/?]|$)/.test(url) && !/^\/api\/docs(?:[/?]|$)/.test(url);

/** The headers helmet sets with `options`, run once against a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
