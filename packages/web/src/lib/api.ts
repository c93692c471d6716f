/** The one way the web app talks to the server: JSON over /api with the session cookie. */
import { askForRealityCheck, REALITY_CHECK_CODE } from './reality-check-signal';

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const BAD_ANSWER_MESSAGE = 'The server sent an answer this page cannot read. Please reload and try again.';
/** A call that would change something (spend, claim, join…), asked for while the browser is offline: never sent, never queued. */
export const OFFLINE_MESSAGE = 'You are offline — nothing was charged.';

/** A failed API call. `message` is meant for people (show it in a toast); `code` is for code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, server down). */
  readonly status: number;
  /** The server's error code (`{ error: { code } }`), `network_error`, `offline`, or `http_<status>`. */
  readonly code: string;

  constructor({ status, code, message }: { status: number; code: string; message: string }) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** What apiFetch needs of a schema: the core's answer schemas (zod) fit. */
export type AnswerSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
};

/**
 * A schema fetched alongside the request, for the calls of the first page: the schemas (and zod)
 * are then not part of its download (decision 018). `() => import('…-answers').then((m) => m.x)`.
 */
export type LazyAnswerSchema<T> = () => Promise<AnswerSchema<T>>;

export type ApiInit = Omit<RequestInit, 'body'> & {
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings go as they are. */
  body?: unknown;
};

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function readErrorBody(data: unknown): { code?: string; message?: string } {
  if (typeof data !== 'object' || data === null || !('error' in data)) return {};
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
  };
}

/**
 * apiFetch('/api/wallet', { schema: walletBalanceSchema }) → the answer, checked against the
 * core's schema of it. Sends the session cookie, encodes a plain `body` as JSON, and throws
 * ApiError on a non-2xx answer with the server's `{ error: { code, message } }` message (or
 * FALLBACK_ERROR_MESSAGE), and on an answer that does not match its schema (`bad_answer`), so a
 * malformed answer is one readable message rather than a crash deep in a component. Without a
 * schema the answer is not read: for calls whose answer nobody needs (logout).
 */
export async function apiFetch<T>(path: string, init: ApiInit & { schema: AnswerSchema<T> | LazyAnswerSchema<T> }): Promise<T>;
export async function apiFetch(path: string, init?: ApiInit): Promise<void>;
export async function apiFetch<T>(path: string, init: ApiInit & { schema?: AnswerSchema<T> | LazyAnswerSchema<T> } = {}): Promise<T | void> {
  const { body, headers: initHeaders, schema: schemaOrLoader, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // Money safety (decision 018): a change asked for offline fails at once, so nothing can send it
  // by itself later, when the connection is back and the player has moved on.
  const method = (rest.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError({ status: 0, code: 'offline', message: OFFLINE_MESSAGE });
  }
  // A lazy schema is fetched while the request is under way. Its download failing (the connection
  // went) matters only if an answer comes to read: until then it is no error of the page's.
  const schemaReady = typeof schemaOrLoader === 'function' ? schemaOrLoader() : schemaOrLoader;
  if (schemaReady instanceof Promise) schemaReady.catch(() => undefined);

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...rest, headers, body: requestBody });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const { code, message } = readErrorBody(data);
    // A stake refused until the player looks at their session: the layout's dialog shows it (DESIGN §16b).
    if (code === REALITY_CHECK_CODE) askForRealityCheck();
    throw new ApiError({
      status: response.status,
      code: code ?? `http_${response.status}`,
      message: message ?? FALLBACK_ERROR_MESSAGE,
    });
  }
  let schema: AnswerSchema<T> | undefined;
  try {
    schema = await schemaReady;
  } catch {
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  }
  if (!schema) return;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // For whoever debugs it: which call and which field; the person sees one plain sentence.
  console.error(`Unexpected answer from ${path}${issue ? ` at ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : ''}`);
  throw new ApiError({ status: response.status, code: 'bad_answer', message: BAD_ANSWER_MESSAGE });
}

/** The message to show for any thrown value (ApiError or not). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
