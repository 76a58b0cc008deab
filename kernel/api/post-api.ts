/**
 * Sends one request to Misskey's API as spec 001 section 7 says: POST /api/{endpoint}, no cookies,
 * never answered from the HTTP cache. The API client and the page's early requests both send so.
 */
export function postApi(
  doFetch: typeof fetch,
  origin: string,
  endpoint: string,
  body: BodyInit,
  headers: Record<string, string>,
  extra: Pick<RequestInit, 'signal' | 'keepalive'> = {},
): Promise<Response> {
  return doFetch(`${origin}/api/${endpoint}`, {
    method: 'POST',
    body,
    credentials: 'omit',
    cache: 'no-cache',
    headers,
    ...extra,
  });
}

/** The headers of a JSON call. */
export const JSON_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'application/json' };
