import type { api, Endpoints } from 'misskey-js';

/** The name of a Misskey API endpoint. */
export type EndpointName = keyof Endpoints;
/** The parameters of an endpoint. */
export type EndpointParams<E extends EndpointName> = Endpoints[E]['req'];
/** The result of an endpoint for the given params (some endpoints answer by the params' shape). */
export type EndpointResult<
  E extends EndpointName,
  P extends EndpointParams<E> = EndpointParams<E>,
> = api.SwitchCaseResponseType<E, P>;

/** The error object a Misskey server answers with. */
export interface ApiErrorInfo {
  code: string;
  message: string;
  id: string;
  kind?: 'client' | 'server' | 'permission';
  info?: unknown;
}

/** A failed API call: the server's error object and the HTTP status (0 when the network failed). */
export class ApiError extends Error implements ApiErrorInfo {
  readonly code: string;
  readonly id: string;
  readonly kind?: 'client' | 'server' | 'permission';
  readonly info?: unknown;

  constructor(
    error: ApiErrorInfo,
    /** The HTTP status; 0 for a network failure. */
    readonly status: number,
    /** The endpoint that was called. */
    readonly endpoint: string,
  ) {
    super(error.message);
    this.name = 'ApiError';
    this.code = error.code;
    this.id = error.id;
    if (error.kind !== undefined) this.kind = error.kind;
    if (error.info !== undefined) this.info = error.info;
  }
}

/** Error codes the client itself uses when no server error object is available. */
export const CLIENT_ERROR_CODES = {
  /** The answer was not JSON ('got invalid response'). */
  invalidResponse: 'INVALID_RESPONSE',
  /** The request never got an answer. */
  network: 'NETWORK_ERROR',
  /** An endpoint name with '://' was refused before sending ('invalid endpoint'). */
  invalidEndpoint: 'INVALID_ENDPOINT',
  /** An upload the server refused with HTTP 413 ('cannot upload because it exceeds the file size limit'). */
  tooLarge: 'FILE_TOO_LARGE',
} as const;

/** Options of one call. */
export interface ApiCallOptions {
  /** Use this token instead of the signed-in account's; null calls as a visitor. */
  token?: string | null;
  signal?: AbortSignal;
  /**
   * Let the request outlive the page: a save sent as the page is closed or reloaded (the
   * browser takes bodies up to 64 KB).
   */
  keepalive?: boolean;
  /**
   * When the server refuses the call for its rate limit and it may go through within this many
   * milliseconds (`rateLimitWait`), wait that long and call once more instead of failing (a real
   * server's sign-in takes one call a second, and a password manager sends both steps at once).
   */
  waitOnRateLimit?: number;
  /** For `upload`: told how many bytes of the request have gone out, of how many. */
  onUploadProgress?(loaded: number, total: number): void;
}

/**
 * The id of Misskey's TOO_MANY_AUTHENTICATION_FAILURES (HTTP 429): its sign-in (signin-flow,
 * signin-with-passkey) refuses an address that tries more than once a second or ten times an
 * hour. The answer names no wait.
 */
export const SIGNIN_LIMIT_ERROR_ID = '22d05606-fbcf-421a-a2db-b32610dcfd1b';

/** The gap Misskey's sign-in keeps between two calls from one address. */
const SIGNIN_GAP_MS = 1000;

/**
 * How long a refused call says to wait before the next one, in ms; null if it does not say.
 * RATE_LIMIT_EXCEEDED names it; Misskey's sign-in limit does not, so its gap between calls is
 * taken (past the hour's ten calls, the call after the wait is refused too).
 */
export function rateLimitWait(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  if (error.id === SIGNIN_LIMIT_ERROR_ID) return SIGNIN_GAP_MS;
  if (error.code !== 'RATE_LIMIT_EXCEEDED') return null;
  const info = error.info as { resetMs?: unknown } | undefined;
  return typeof info?.resetMs === 'number' && Number.isFinite(info.resetMs) ? Math.max(0, info.resetMs) : null;
}

/** Calls the Misskey API of the current server. */
export interface ApiClient {
  /**
   * POST /api/{endpoint} with JSON, no cookies, and the account's token as `i`.
   * Resolves with the JSON result (undefined for 204); rejects with an ApiError.
   */
  call<E extends EndpointName, P extends EndpointParams<E> = EndpointParams<E>>(
    endpoint: E,
    params?: P,
    options?: ApiCallOptions,
  ): Promise<EndpointResult<E, P>>;
  /**
   * POST /api/{endpoint} as multipart form data (uploads: drive/files/create), with the token as
   * the `i` field; a File keeps its name. Answers and errors as `call`; HTTP 413 rejects with
   * CLIENT_ERROR_CODES.tooLarge.
   */
  upload<T = unknown>(
    endpoint: string,
    fields: Readonly<Record<string, string | Blob>>,
    options?: ApiCallOptions,
  ): Promise<T>;
}

/** How an error is put to the user (spec 001 section 8): a title and text, and details to copy. */
export interface ErrorPresentation {
  title: string;
  text: string;
  /** For INTERNAL_ERROR: the details offered by the copy-error-info action. */
  copyInfo?: string;
}

/** How the user-facing API helper presents a call. */
export interface ApiWithDialogOptions {
  /** Titles and texts to show instead of the server's message, by error id. */
  customErrors?: Readonly<Record<string, { title?: string; text: string }>>;
  /** Show the waiting overlay while the call runs; default true. */
  waiting?: boolean;
  /** Show the success overlay after it; default true. */
  success?: boolean;
}
