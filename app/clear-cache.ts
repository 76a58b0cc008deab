/** Drops the service worker's cache of the client's code, then loads the page afresh (spec 001's "clear cache"). */
export async function clearCacheAndReload(): Promise<void> {
  if ('caches' in window) for (const key of await caches.keys()) await caches.delete(key);
  window.location.reload();
}
