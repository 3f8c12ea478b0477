/**
 * Adds a request header to an answer's `Vary` instead of replacing what is there. @fastify/cors
 * puts `Origin` on every answer (its Access-Control-Allow-Origin depends on the request's Origin),
 * and a shared cache that kept an answer without it would hand one origin's CORS headers, or their
 * absence, to another; a plain `reply.header('Vary', ...)` after it dropped it.
 */
import type { FastifyReply } from 'fastify';

export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const fields = value.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes(field.toLowerCase()) || fields.includes('*')) return;
  reply.header('vary', value ? `${value}, ${field}` : field);
}
