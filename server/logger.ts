/**
 * The server's log: pino JSON lines on stdout, at LOG_LEVEL. What the lines may hold, and which
 * requests get one, is decided here.
 *
 * No secret ever reaches the log, whoever writes the line:
 *
 * - Keys that hold secrets (passwords, tokens, reset and invitation links, Authorization, Cookie,
 *   Set-Cookie) are replaced by "[redacted]" at any depth of a logged object.
 * - A request is logged as its method, address and client: never its headers, and its address
 *   without the token of a password-reset or invitation link (`/admin/reset-password/<token>`,
 *   `PUT /api/auth/resetpassword/<token>`), which is as good as the password until it is used, nor
 *   that of a preview link (`/article/<id>/preview/<token>`), which shows an unpublished item.
 *
 * At most one line per request, and by default none for public reads in production. Fastify's
 * own request logging wrote two lines per request (incoming, completed): 250 KB per 1,000 page
 * and list reads, enough to fill a small disk during one traffic spike. AccessLog (Fastify's
 * `logController`) writes one when the request is done, at `info`, for the requests ACCESS_LOG names:
 * - `on` (the default outside production): every request, including those the public cache's
 *   front door answers before Fastify sees them (plugins/front-door.ts), marked `"publicCache":true`;
 * - `writes` (production's default): every request but a public read (a GET, HEAD or OPTIONS
 *   without an Authorization header): staff work, sign-ins, readers' comments, likes and plays.
 *   Where nginx keeps the access log of the reads, nothing is written twice;
 * - `off`: no access lines.
 * Warnings and errors (a 5xx with its stack, a refused sign-in, an ignored X-Forwarded-For) are
 * logged whatever ACCESS_LOG says; LOG_LEVEL=warn drops the access lines with every other info line.
 */
import proxyAddr from '@fastify/proxy-addr';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { AccessLogMode, Config } from './config.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';

const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'resetToken',
  'link',
  'invite_url',
  'authorization',
  'cookie',
  'set-cookie',
];

const REDACTED = '[redacted]';

/** Each key at the top level and up to three objects deep (a `*` in pino's paths is one level). */
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const name = /^\w+$/.test(key) ? key : `["${key}"]`;
  const sep = name.startsWith('[') ? '' : '.';
  return [name, `*${sep}${name}`, `*.*${sep}${name}`, `*.*.*${sep}${name}`];
});

/** The segment after these in a path is a reset or invitation token, or a preview link's (which opens an unpublished item). */
const TOKEN_SEGMENT = /(\/(?:reset-password|resetpassword|preview|previews)\/)[^/?#]+/gi;
/** Query parameters that would carry a credential. */
const TOKEN_PARAM = /([?&](?:token|access_token|jwt|password)=)[^&#]*/gi;

/** `url` with any token it carries replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(TOKEN_PARAM, `$1${REDACTED}`);
}

/** What a logged request says about itself: a Fastify request, or the front door's raw one with its client address. */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

/** Fastify's `logger` option: level, redaction and the request's short form. `stream`: tests capture the lines. */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // One box: the host name is the same on every line.
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url ?? ''), ip: request.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    ...(stream && { stream }),
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isPublicRead = (method: string | undefined, headers: IncomingHttpHeaders) => READ_METHODS.has(method ?? '') && headers.authorization === undefined;

/** Milliseconds to one decimal: enough for a request, shorter lines. */
const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** A raw request's client address, as Fastify's request.ip says it (TRUST_PROXY). */
function clientAddressOf(config: Pick<Config, 'trustProxy'>): (req: IncomingMessage) => string | undefined {
  const trust = trustProxyOption(config.trustProxy);
  if (!trust) return (req) => req.socket.remoteAddress;
  const trusts = typeof trust === 'function' ? trust : proxyAddr.compile(trust as string[]);
  return (req) => proxyAddr(req, trusts);
}

/** Fastify's `logController`: one line per request that ACCESS_LOG names (see the top of this file). */
export class AccessLog extends LogController {
  private readonly mode: AccessLogMode;
  private readonly clientAddress: (req: IncomingMessage) => string | undefined;

  constructor(config: Pick<Config, 'accessLog' | 'trustProxy'>) {
    super();
    this.mode = config.accessLog;
    this.clientAddress = clientAddressOf(config);
  }

  /** Whether a request gets no access line (Fastify asks before each of its request lines). */
  override isLogDisabled(request: { method?: string; headers: IncomingHttpHeaders }): boolean {
    return this.mode === 'off' || (this.mode === 'writes' && isPublicRead(request.method, request.headers));
  }

  /** Nothing on arrival: the one line is written when the answer is done. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // A response that failed on its way out is an error, logged whatever ACCESS_LOG says.
    if (error) reply.log.error({ req: request, res: reply, err: error, ms: roundMs(reply.elapsedTime) }, 'request errored');
    else if (!this.isLogDisabled(request)) reply.log.info({ req: request, res: reply, ms: roundMs(reply.elapsedTime) }, 'request completed');
  }

  /** Whether the front door's answers (public reads, which Fastify never sees) get a line. */
  get logsPublicReads(): boolean {
    return this.mode === 'on';
  }

  /** The line of a request the front door answered, as Fastify's path would write it. */
  frontDoorAnswered(log: FastifyBaseLogger, req: IncomingMessage, statusCode: number, startedAt: number): void {
    const ms = roundMs(performance.now() - startedAt);
    log.info({ req: { method: req.method, url: req.url, ip: this.clientAddress(req) }, res: { statusCode }, ms, publicCache: true }, 'request completed');
  }
}
