/**
 * The HTTP server in front of Fastify, with one slot for answers that need none of Fastify's work.
 *
 * A public answer kept in memory (public-cache.ts) is the same bytes and headers for every reader:
 * routing it, running its hooks and building a reply cost several times what writing it does (a
 * list answered from memory through Fastify: half the requests per second of a bare route sending
 * the same bytes). The plugin that keeps those answers fills the slot; whatever it declines (false)
 * goes to Fastify as usual. `app.inject` calls Fastify's handler directly and never sees the door.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

export type DirectAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

export class FrontDoor {
  /** Answers the request itself and says so, or returns false; set by the public cache. */
  answer: DirectAnswer = () => false;

  /**
   * For Fastify's `serverFactory`: the plain HTTP server Fastify would make, with its timeouts
   * (Fastify applies them only to servers it creates itself).
   */
  serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void, options: FastifyServerOptions): Server => {
    const server = createServer((req, res) => {
      if (!this.answer(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
