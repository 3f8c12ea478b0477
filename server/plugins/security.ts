/**
 * Security headers (helmet), CORS and the rate-limit plugin. Rate limiting is opt-in per route
 * (`config.rateLimit`): writes and expensive work are limited, plain reads never are, because many
 * readers on African mobile networks share one carrier address.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export default fp(async function securityPlugin(app: FastifyInstance, opts: { config: Config; devServer?: boolean }) {
  await app.register(helmet, {
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
