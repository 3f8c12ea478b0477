/**
 * Whose address `request.ip` is. Every per-address limit (sign-in, reset mails, comments, likes,
 * newsletter) keys on it, so only a proxy named by TRUST_PROXY (config.ts) may replace the socket's
 * address with one from X-Forwarded-For; a client writing that header itself moves nothing.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config, TrustProxy } from '../config.ts';

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function: Fastify 5 reads a bare
 * number as "trust nobody". With n, the socket and the n-1 nearest forwarded hops are proxies, so
 * the client is the n-th address from the right of X-Forwarded-For, whatever was written left of it.
 */
export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * With TRUST_PROXY off, a request carrying X-Forwarded-For usually means a proxy in front that the
 * operator forgot to name: every client then shares the proxy's address, and one visitor's
 * mistakes spend everyone's per-address budget. Said once in the log, at no cost afterwards.
 */
export default fp(async function trustProxyPlugin(app: FastifyInstance, opts: { config: Config }) {
  if (opts.config.trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        { ip: request.ip },
        'X-Forwarded-For ignored: TRUST_PROXY is not set, so every client behind a proxy shares its address and per-address limits',
      );
    }
    done();
  });
});
