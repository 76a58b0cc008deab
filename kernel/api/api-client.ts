import {
  type ApiCallOptions,
  type ApiClient,
  ApiError,
  CLIENT_ERROR_CODES,
  type EndpointName,
  type EndpointParams,
  type EndpointResult,
  rateLimitWait,
} from '@tessera/sdk';
import { callBody, type EarlyCalls, type RecordedCall } from './early-calls';
import { JSON_HEADERS, postApi } from './post-api';

/** Waited beyond a rate limit's reset, so the retry does not arrive a hair too early. */
const RATE_LIMIT_MARGIN_MS = 100;

export interface ApiClientOptions {
  /** The server's origin; '' for the page's own (the client is always served same-origin). */
  origin: string;
  /** The signed-in account's token, or null for a visitor. */
  token(): string | null;
  fetch?: typeof fetch;
  /** Told of every call as it starts (the first view waits for the page's first calls). */
  onCall?(call: Promise<unknown>): void;
  /** Answers asked for as the page started, taken by the first identical call. */
  early?: EarlyCalls | null;
}

/**
 * Calls Misskey's API as spec 001 section 7 says: POST /api/{endpoint}, a JSON body, no
 * cookies, the token as `i` when signed in (an explicit token overrides). 200 gives the JSON,
 * 204 gives undefined, anything else rejects with the server's error object.
 */
export class KernelApiClient implements ApiClient {
  /** The calls made while `recordCalls` runs its function. */
  private recording: RecordedCall[] | null = null;

  constructor(private readonly options: ApiClientOptions) {}

  /** Runs `fn` and lists the JSON calls it made before it returned (a route's prefetch, at start). */
  recordCalls(fn: () => void): RecordedCall[] {
    const calls: RecordedCall[] = [];
    this.recording = calls;
    try {
      fn();
    } finally {
      this.recording = null;
    }
    return calls;
  }

  call<E extends EndpointName, P extends EndpointParams<E> = EndpointParams<E>>(
    endpoint: E,
    params?: P,
    callOptions: ApiCallOptions = {},
  ): Promise<EndpointResult<E, P>> {
    const fields = params as Record<string, unknown> | undefined;
    const body = callBody(fields, this.tokenFor(callOptions));
    this.recording?.push({ endpoint, params: { ...fields } });
    const early = callOptions.signal ? null : (this.options.early?.take(endpoint, body) ?? null);
    return this.track(this.send(endpoint, body, { ...JSON_HEADERS }, callOptions, early)) as Promise<
      EndpointResult<E, P>
    >;
  }

  upload<T = unknown>(
    endpoint: string,
    fields: Readonly<Record<string, string | Blob>>,
    callOptions: ApiCallOptions = {},
  ): Promise<T> {
    const form = new FormData();
    const token = this.tokenFor(callOptions);
    if (token !== null) form.append('i', token);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // No Content-Type: the browser writes the multipart boundary itself.
    return this.track(this.send(endpoint, form, {}, callOptions)) as Promise<T>;
  }

  private tokenFor(callOptions: ApiCallOptions): string | null {
    return callOptions.token !== undefined ? callOptions.token : this.options.token();
  }

  private track<T>(call: Promise<T>): Promise<T> {
    this.options.onCall?.(call);
    return call;
  }

  /** Sends once, and once more after the wait a rate limit names when the caller accepts that wait. */
  private async send(
    endpoint: string,
    body: string | FormData,
    headers: Record<string, string>,
    callOptions: ApiCallOptions,
    /** The same request, sent as the page started: its answer stands for the first try's. */
    early: Promise<Response> | null = null,
  ): Promise<unknown> {
    try {
      return await this.sendOnce(endpoint, body, headers, callOptions, early);
    } catch (error) {
      const wait = rateLimitWait(error);
      const limit = callOptions.waitOnRateLimit ?? 0;
      if (wait === null || wait > limit) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait + RATE_LIMIT_MARGIN_MS));
      if (callOptions.signal?.aborted) throw error;
      return this.sendOnce(endpoint, body, headers, callOptions);
    }
  }

  private async sendOnce(
    endpoint: string,
    body: string | FormData,
    headers: Record<string, string>,
    callOptions: ApiCallOptions,
    early: Promise<Response> | null = null,
  ): Promise<unknown> {
    if (endpoint.includes('://')) {
      throw new ApiError(
        { code: CLIENT_ERROR_CODES.invalidEndpoint, message: 'invalid endpoint', id: 'client:invalid-endpoint' },
        0,
        endpoint,
      );
    }
    let response: Response;
    try {
      const onProgress = callOptions.onUploadProgress;
      response = early
        ? await early
        : body instanceof FormData && onProgress
          ? await (await import('./upload-with-progress')).uploadWithProgress(
              `${this.options.origin}/api/${endpoint}`,
              body,
              { onProgress, ...(callOptions.signal ? { signal: callOptions.signal } : {}) },
            )
          : await postApi(this.options.fetch ?? fetch, this.options.origin, endpoint, body, headers, {
              ...(callOptions.signal ? { signal: callOptions.signal } : {}),
              ...(callOptions.keepalive ? { keepalive: true } : {}),
            });
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      throw new ApiError(
        {
          code: CLIENT_ERROR_CODES.network,
          message: error instanceof Error ? error.message : 'network error',
          id: 'client:network',
        },
        0,
        endpoint,
      );
    }
    if (response.status === 204) return undefined;
    if (response.status === 413 && body instanceof FormData) {
      throw new ApiError(
        {
          code: CLIENT_ERROR_CODES.tooLarge,
          message: 'cannot upload because it exceeds the file size limit',
          id: 'client:too-large',
        },
        413,
        endpoint,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(
        { code: CLIENT_ERROR_CODES.invalidResponse, message: 'got invalid response', id: 'client:invalid-response' },
        response.status,
        endpoint,
      );
    }
    if (response.status === 200) return json;
    const error = (json as { error?: Partial<ApiError> } | null)?.error;
    throw new ApiError(
      {
        code: error?.code ?? `HTTP_${response.status}`,
        message: error?.message ?? `the server answered HTTP ${response.status}`,
        id: error?.id ?? `client:http-${response.status}`,
        ...(error?.kind ? { kind: error.kind } : {}),
        ...(error?.info !== undefined ? { info: error.info } : {}),
      },
      response.status,
      endpoint,
    );
  }
}
