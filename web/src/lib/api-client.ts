/**
 * The one fetch wrapper of the web app. Every answer of the API is `{success, message?, data}`;
 * failures come back as ApiError carrying the status and the field messages (`errors`), so forms
 * can show the API's validation text next to their fields.
 */
export interface FieldError {
  path: string;
  msg: string;
}

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

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData (file upload) is sent as multipart/form-data. */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export function withQuery(path: string, query: ApiOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** Calls `/api${path}` and returns the parsed JSON body (the whole envelope). */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // FormData goes as it is: the browser writes the multipart Content-Type with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(withQuery(`/api${path}`, options.query), {
      method: options.method ?? 'GET',
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
  return body as T;
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
