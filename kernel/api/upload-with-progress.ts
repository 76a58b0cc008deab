/**
 * fetch for an upload whose progress the caller follows: fetch cannot report how much of a
 * request body has gone out, XMLHttpRequest can. Answers a Response as fetch would, so the API
 * client reads both the same way; an abort rejects with an AbortError as fetch's does.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  options: { signal?: AbortSignal; onProgress(loaded: number, total: number): void },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', url);
    xhr.withCredentials = false;
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      // A Response may not carry a body with these statuses.
      const bodyless = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(bodyless ? null : xhr.responseText, { status: xhr.status }));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('network error'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort);
    xhr.send(body);
  });
}
