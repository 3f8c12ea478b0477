/**
 * The one error handler: every failure leaves as `{success:false, message, errors?}`, never a stack,
 * including those Fastify meets before a route is chosen (frameworkErrors, clientErrorHandler).
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse, FieldError } from '../../shared/api/common.ts';
import { UPLOAD_MESSAGES } from '../../shared/media-upload.ts';
import { HttpError } from '../errors.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const FIELD_NAMES: Record<string, string> = { body: 'Request body', querystring: 'Query', params: 'Path', headers: 'Header' };

/** Turns ajv's errors into `{path, msg}` items a person can read. */
function toFieldErrors(validation: AjvError[], context?: string): FieldError[] {
  return validation.map((e) => {
    const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (e.keyword === 'required') {
      const field = String(e.params.missingProperty);
      const path = base ? `${base}.${field}` : field;
      return { path, msg: `${humanize(field)} is required` };
    }
    if (e.keyword === 'additionalProperties') {
      const field = String(e.params.additionalProperty);
      return { path: base ? `${base}.${field}` : field, msg: `${humanize(field)} is not an allowed field` };
    }
    if (!base && context === 'body' && e.keyword === 'type') return { path: '', msg: 'Request body must be a JSON object' };
    const path = base || (context ? FIELD_NAMES[context] ?? context : '');
    const subject = base ? humanize(base.split('.').pop()!) : path || 'Value';
    return { path: base, msg: `${subject} ${describe(e)}` };
  });
}

function describe(e: AjvError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'maxLength':
      return `must be at most ${p.limit} characters`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'format':
      return p.format === 'email' ? 'must be a valid email address' : `must be a valid ${p.format}`;
    case 'type':
      return `must be of type ${p.type}`;
    default:
      return e.message ?? 'is invalid';
  }
}

function humanize(field: string): string {
  const words = field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The status and body of the answer to `error`: the one place an error answer is shaped. */
function errorAnswer(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorResponse } {
  if (error.validation) {
    const errors = toFieldErrors(error.validation as AjvError[], error.validationContext);
    return { status: 400, body: { success: false, message: 'Validation error', errors } };
  }
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.details },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return { status: 500, body: { success: false, message: 'Something went wrong on our side. Please try again.' } };
  }
  // Fastify's own 4xx (bad JSON, body too large, rate limit, unsupported media type): keep status and text.
  return { status, body: { success: false, message: clientMessage(error, status) } };
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { headers?: Record<string, string> }, request, reply) => {
    const { status, body } = errorAnswer(error, request);
    // Headers a refusal carries for the client, as Fastify's own handler would send them (a 416
    // from a file answer names the file's size: `Content-Range: bytes */1234`).
    if (status < 500 && !(error instanceof HttpError) && error.headers) reply.headers(error.headers);
    return reply.status(status).send(body);
  });
});

/**
 * Fastify's `frameworkErrors` server option (set in app.ts). The router raises some errors before
 * any route (and so any error handler) is chosen: a broken percent-encoding (FST_ERR_BAD_URL, 400)
 * and a path parameter longer than maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414). Left alone they
 * answer Fastify's `{error, code, message, statusCode}`; here they get the same shape as the rest.
 * The reply belongs to no route, so the body is sent already serialised.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(error, request);
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Fastify's `clientErrorHandler` server option (set in app.ts): a request Node's HTTP parser
 * refuses (an unknown method such as `FOO /`, a broken request line, headers too large) never
 * becomes a request; Fastify would write `{error, message, statusCode}` to the socket itself.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ success: false, message: CLIENT_ERROR_MESSAGES[status] } satisfies ErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const CLIENT_ERROR_STATUS: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood',
  408: 'The request took too long to arrive',
  431: 'Request headers are too large',
};

/** JSON 404 for unknown API paths (the web plugin answers every other unknown path with the app). */
export function jsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

function clientMessage(error: FastifyError, status: number): string {
  // The upload route turns its own limits into this text; this catches any that escape it.
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return UPLOAD_MESSAGES.tooLarge;
  if (status === 413) return 'Request body is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'Request body is not valid JSON';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type; send JSON';
  // Fastify's own texts for these repeat the whole path back, which may be 10 kB long.
  if (error.code === 'FST_ERR_BAD_URL') return 'The address is not valid: it has a broken percent-encoding';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 'The address is too long';
  return error.message;
}
