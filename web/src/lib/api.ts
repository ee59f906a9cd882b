// Types only: a value import from the contract would pull zod into the landing page's bundle.
import type { ErrorCode } from '@upsolve/contract';

/** Every call goes to the product's own server under /api, with the session cookie. */
const apiBase = '/api';

/** The server answered with an HTTP error. `serverMessage` is its body's message, if it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly fields: Record<string, string>;
  readonly serverMessage: string | null;

  constructor(options: {
    status: number;
    code: ErrorCode | null;
    serverMessage: string | null;
    fields: Record<string, string>;
  }) {
    super(options.serverMessage ?? `The server answered with status ${options.status}`);
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.fields = options.fields;
  }
}

/** A 404: the thing is gone or hidden, and asking again will not bring it back. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The request never got an answer: the server is down, or the network is. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Server did not respond. Please try again later.', { cause });
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the sending tab's socket (`X-Socket-Id`). */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  /** Response headers, e.g. `X-Total-Count` and `X-Next-Cursor` of paged lists. */
  headers: Headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[name] = message;
  }
  return fields;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text);
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    // An error page that is not JSON (a proxy's HTML, say) carries no message for the user.
    body = undefined;
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  return new ApiError({
    status: response.status,
    // The server's error handler only sends the contract's codes.
    code: isRecord(body) && typeof body.code === 'string' ? (body.code as ErrorCode) : null,
    serverMessage: message.trim() === '' ? null : message,
    fields: isRecord(body) ? stringFields(body.fields) : {},
  });
}

/**
 * Sends one JSON request to the API. Throws `ApiError` for an HTTP error, `NetworkError` when no
 * answer came, and lets an abort or an unreadable success body through as they are.
 */
async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  if (!response.ok) throw await toApiError(response);
  // The body is the caller's declared type: the server's response schemas guarantee its shape.
  const data = (await readBody(response)) as T;
  return { data, headers: response.headers };
}

/**
 * Opens a streamed answer (`Accept: text/event-stream`): the response once its headers arrived,
 * its body left for the caller to read. Fails as `request` does: `ApiError` for an HTTP error
 * (sent as JSON before any stream starts), `NetworkError` when no answer came, an abort as it is.
 */
async function openStream(
  path: string,
  options: Omit<RequestOptions, 'headers'> = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(options.body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export const api = {
  request,
  openStream,
  get: async <T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> =>
    (await request<T>('GET', path, options)).data,
  post: async <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    (await request<T>('POST', path, { ...options, body })).data,
  put: async <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    (await request<T>('PUT', path, { ...options, body })).data,
  patch: async <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    (await request<T>('PATCH', path, { ...options, body })).data,
  delete: async <T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> =>
    (await request<T>('DELETE', path, options)).data,
};

/** A screen's own texts for failures the server did not word; each has a default. */
export interface ErrorTexts {
  /** The server answered with an error but sent no message (default: its status). */
  withoutMessage?: string;
  /** No answer came (default: NetworkError's "Server did not respond..."). */
  noResponse?: string;
  /** Anything else: a bug, an unreadable answer. */
  unknown?: string;
}

const unknownErrorText = 'An unknown error occurred. Please try again.';

/**
 * What the user reads for a failed call, on every screen: the server's message, else the
 * screen's own text (or the default) for an answer without a message, no answer, or anything else.
 */
export function errorText(error: unknown, texts: ErrorTexts = {}): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? texts.withoutMessage ?? error.message;
  if (error instanceof NetworkError) return texts.noResponse ?? error.message;
  return texts.unknown ?? unknownErrorText;
}

/** Field messages the server sent with a 400, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
