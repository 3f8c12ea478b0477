/**
 * The one fetch wrapper of the web app. A request names its route as the contract keys it
 * (`call('GET /public/articles/:id', { params: { id } })`), so its parameters, query, body and
 * answer are typed from shared/api and no envelope is written by hand. Failures come back as
 * ApiError carrying the status and the field messages (`errors`), so forms can show the API's
 * validation text next to their fields. Uploads that want a progress bar pass `onUploadProgress`:
 * only XMLHttpRequest reports how much of a request body has been sent (fetch cannot, over HTTP/1.1).
 */
import type { FieldError } from '../../../shared/api/common.ts';
import type { ApiRoute, ApiRoutes } from '../../../shared/api/routes.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    /** The whole answer, for refusals that carry more than a message (a 409's current item). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | undefined | null;

/** Bytes of the request body sent so far; `total` is 0 when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number;
}
type ProgressListener = (progress: UploadProgress) => void;
type Part<R extends ApiRoute, K extends string> = K extends keyof ApiRoutes[R] ? ApiRoutes[R][K] : never;

/** What a call of route R takes: path parameters and body when the route has them, an optional query. */
export type CallOptions<R extends ApiRoute> = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onUploadProgress?: ProgressListener;
  /** Outlives the page (fetch's keepalive, at most 64 KB of body): an editor's last save as its tab closes. */
  keepalive?: boolean;
} & ([Part<R, 'params'>] extends [never]
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
  const { params, query, body, headers, signal, onUploadProgress, keepalive } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    onUploadProgress?: ProgressListener;
    keepalive?: boolean;
  };
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return send(method, withQuery(`/api${path}`, query), { body, headers, signal, onUploadProgress, keepalive }) as Promise<ResponseOf<R>>;
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

interface SendOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?: ProgressListener;
  keepalive?: boolean;
}

/** The status and parsed JSON of an answer (null when it was not JSON). */
interface Answer {
  status: number;
  body: unknown;
}

async function send(method: string, url: string, options: SendOptions): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // FormData goes as it is: the browser writes the multipart Content-Type with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const body = options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
  const { status, body: answer } = options.onUploadProgress
    ? await sendWithProgress(method, url, { body, headers, signal: options.signal }, options.onUploadProgress)
    : await sendWithFetch(method, url, { body, headers, signal: options.signal, keepalive: options.keepalive });
  const envelope = answer as { success?: boolean; message?: string; errors?: FieldError[] } | null;
  if (status < 200 || status >= 300 || !envelope || envelope.success === false) {
    throw new ApiError(envelope?.message ?? `Request failed (${status})`, status, envelope?.errors ?? [], answer);
  }
  return answer;
}

type Outgoing = { body: FormData | string | undefined; headers: Record<string, string>; signal?: AbortSignal; keepalive?: boolean };

async function sendWithFetch(method: string, url: string, { body, headers, signal, keepalive }: Outgoing): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal, ...(keepalive ? { keepalive } : {}) });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    // A proxy error page or an empty answer: fall through to the status check.
    return { status: response.status, body: null };
  }
}

/**
 * The same request through XMLHttpRequest, reporting the body's progress. The browser streams a
 * File inside FormData from disk, so a 200 MB upload neither loads into memory nor blocks the page.
 */
function sendWithProgress(method: string, url: string, { body, headers, signal }: Outgoing, onProgress: ProgressListener): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: the status decides
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}

const networkError = () => new ApiError('Network error. Please check your connection.', 0);

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** The request never got an answer: no connection (or it dropped). */
export const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;
