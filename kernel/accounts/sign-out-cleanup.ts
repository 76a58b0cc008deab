/** The client's IndexedDB database, deleted on sign-out. */
export const CLIENT_DATABASE = 'tessera';
/** How long sign-out waits for the database to go (spec 001 section 9). */
export const CLEANUP_TIMEOUT_MS = 5_000;

export interface CleanupEnvironment {
  storage: Pick<Storage, 'clear'>;
  indexedDB?: Pick<IDBFactory, 'deleteDatabase'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  /** Tells the server to stop pushing to this device (POST sw/unregister). */
  unregisterPush(endpoint: string): Promise<void>;
}

/**
 * What sign-out clears (spec 001 section 4): local storage, the client database (given at most
 * 5 s), the push subscription (also on the server), and the service workers.
 */
export async function clearClientData(env: CleanupEnvironment): Promise<void> {
  const registrations = (await env.serviceWorker?.getRegistrations().catch(() => [])) ?? [];
  for (const registration of registrations) {
    const subscription = await registration.pushManager?.getSubscription().catch(() => null);
    if (subscription) {
      await env.unregisterPush(subscription.endpoint).catch(() => {});
      await subscription.unsubscribe().catch(() => false);
    }
    await registration.unregister().catch(() => false);
  }
  await deleteDatabase(env.indexedDB);
  env.storage.clear();
}

function deleteDatabase(factory: CleanupEnvironment['indexedDB']): Promise<void> {
  if (!factory) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CLEANUP_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const request = factory.deleteDatabase(CLIENT_DATABASE);
      request.onsuccess = done;
      request.onerror = done;
      request.onblocked = done;
    } catch {
      done();
    }
  });
}
