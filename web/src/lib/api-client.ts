/**
 * The one fetch wrapper of the web app. A request names its route as the contract keys it
 * (`call('GET /public/articles/:id', { params: { id } })`), so its parameters, query, body and
 * answer are typed from shared/api and no envelope is written by hand. Failures come back as
 * ApiError carrying the status and the field messages (`errors`), so forms can show the API's
 * validation text next to their fields.
 */
import type { FieldError } from '../../../shared/api/common.ts';
import type { ApiRoute, ApiRoutes } from '../../../shared/api/routes.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | undefined | null;
type Part<R extends ApiRoute, K extends string> = K extends keyof ApiRoutes[R] ? ApiRoutes[R][K] : never;

/** What a call of route R takes: path parameters and body when the route has them, an optional query. */
export type CallOptions<R extends ApiRoute> = { signal?: AbortSignal; headers?: Record<string, string> } & ([Part<R, 'params'>] extends [never]
  ? unknown
  : { params: Part<R, 'params'> }) &
  ([Part<R, 'query'>] extends [never] ? unknown : { query?: Part<R, 'query'> }) &
  ([Part<R, 'body'>] extends [never] ? unknown : { body: Part<R, 'body'> });

/** The successful answer of route R (the whole envelope). */
export type ResponseOf<R extends ApiRoute> = ApiRoutes[R]['response'];

/** Options may be left out when the route needs neither parameters nor a body. */
export type CallArgs<R extends ApiRoute> = object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** Calls one route of the contract by its key, e.g. `call('GET /public/videos', { query: { limit: 4 } })`. */
export function call<R extends ApiRoute>(route: R, ...[options]: CallArgs<R>): Promise<ResponseOf<R>> {
  const { params, query, body, headers, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return send(method, withQuery(`/api${path}`, query), { body, headers, signal }) as Promise<ResponseOf<R>>;
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(method: string, url: string, options: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // FormData goes as it is: the browser writes the multipart Content-Type with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Network error. Please check your connection.', 0);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy error page or an empty answer: fall through to the status check.
  }
  const envelope = body as { success?: boolean; message?: string; errors?: FieldError[] } | null;
  if (!response.ok || !envelope || envelope.success === false) {
    throw new ApiError(envelope?.message ?? `Request failed (${response.status})`, response.status, envelope?.errors ?? []);
  }
  return body;
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
