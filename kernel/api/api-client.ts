import {
  type ApiCallOptions,
  type ApiClient,
  ApiError,
  CLIENT_ERROR_CODES,
  type EndpointName,
  type EndpointParams,
  type EndpointResult,
} from '@tessera/sdk';

export interface ApiClientOptions {
  /** The server's origin; '' for the page's own (the client is always served same-origin). */
  origin: string;
  /** The signed-in account's token, or null for a visitor. */
  token(): string | null;
  fetch?: typeof fetch;
  /** Told of every call as it starts (the first view waits for the page's first calls). */
  onCall?(call: Promise<unknown>): void;
}

/**
 * Calls Misskey's API as spec 001 section 7 says: POST /api/{endpoint}, a JSON body, no
 * cookies, the token as `i` when signed in (an explicit token overrides). 200 gives the JSON,
 * 204 gives undefined, anything else rejects with the server's error object.
 */
export class KernelApiClient implements ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  call<E extends EndpointName, P extends EndpointParams<E> = EndpointParams<E>>(
    endpoint: E,
    params?: P,
    callOptions: ApiCallOptions = {},
  ): Promise<EndpointResult<E, P>> {
    const call = this.send(endpoint, params, callOptions);
    this.options.onCall?.(call);
    return call;
  }

  private async send<E extends EndpointName, P extends EndpointParams<E> = EndpointParams<E>>(
    endpoint: E,
    params: P | undefined,
    callOptions: ApiCallOptions,
  ): Promise<EndpointResult<E, P>> {
    if (endpoint.includes('://')) {
      throw new ApiError(
        { code: CLIENT_ERROR_CODES.invalidEndpoint, message: 'invalid endpoint', id: 'client:invalid-endpoint' },
        0,
        endpoint,
      );
    }
    const token = callOptions.token !== undefined ? callOptions.token : this.options.token();
    const body: Record<string, unknown> = { ...(params as Record<string, unknown> | undefined) };
    if (token !== null) body.i = token;
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${this.options.origin}/api/${endpoint}`, {
        method: 'POST',
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-cache',
        headers: { 'Content-Type': 'application/json' },
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
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
    if (response.status === 204) return undefined as EndpointResult<E, P>;
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
    if (response.status === 200) return json as EndpointResult<E, P>;
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
