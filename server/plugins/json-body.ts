/**
 * JSON request bodies, with an empty one read as "no body". Many API clients send
 * `Content-Type: application/json` on every request, and Fastify's parser would refuse calls that
 * take no body (POST /api/likes/{id}/increment) with a 400. Routes that need a body still say so
 * through their schema. Fastify's own parser does the rest (prototype poisoning refused, bodyLimit).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export default fp(async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs: 'string' hands over a string; the type also allows a Buffer
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
});
