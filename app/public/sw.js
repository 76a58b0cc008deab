// Tessera's service worker. The built code (hashed, never changing) comes from its cache, so a
// repeat visit fetches no code. Pages come from the network first, the last page from the cache
// when the network fails; when the page changes (a new build), open tabs are told so they can
// offer to reload. Nothing else (API, streaming, files) passes through it.
const CACHE = 'tessera-v1';
const HASHED_ASSET = /^\/client-assets\/.+-[\w-]{8,}\.\w+$/;
const SHELL_KEY = '/';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request, event.clientId || event.resultingClientId));
  else if (HASHED_ASSET.test(url.pathname)) event.respondWith(asset(request));
});

// The page names the built files it loaded before this worker controlled it; they are kept now
// (from the browser's cache, not the network), so the next visit finds all its code here.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'tessera:keep' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((text) => {
    const url = URL.canParse(text) ? new URL(text) : null;
    return url?.origin === self.location.origin && HASHED_ASSET.test(url.pathname);
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(urls.map(async (url) => (await cache.match(url)) || cache.add(url).catch(() => {}))),
      ),
  );
});

async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function page(request, clientId) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Only the app's page is kept: the server marks it (other HTML, such as mailed links, is not).
    if (response.ok && response.headers.get('x-tessera-page') === 'app') {
      const previous = await cache.match(SHELL_KEY);
      const before = previous?.headers.get('etag');
      await cache.put(SHELL_KEY, response.clone());
      if (before && before !== response.headers.get('etag')) await announceNewVersion(clientId);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_KEY);
    if (cached) return cached;
    throw error;
  }
}

async function announceNewVersion(exceptId) {
  const tabs = await self.clients.matchAll({ type: 'window' });
  for (const tab of tabs) if (tab.id !== exceptId) tab.postMessage({ type: 'tessera:newVersion' });
}
