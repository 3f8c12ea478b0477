/**
 * Per-address limits on public writes, checked inside the handler once the input is known to be
 * valid: a reader fixing a typo in a form is never locked out, only accepted writes count. Many
 * readers share one carrier address, so the limits are per address AND generous.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors.ts';

export interface WriteLimit {
  max: number;
  /** e.g. '1 minute' */
  timeWindow: string;
  /** Defaults to the client address. */
  key?: (request: FastifyRequest) => string;
  message: string;
}

/** Returns a check that throws 429 (with the wait) once `max` writes happened in the window. */
export function writeLimiter(app: FastifyInstance, limit: WriteLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    ...(limit.key ? { keyGenerator: limit.key } : {}),
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw tooManyRequests(`${limit.message} Please wait ${Math.max(1, result.ttlInSeconds)} seconds and try again.`);
    }
  };
}
