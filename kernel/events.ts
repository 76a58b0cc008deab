import type { ClientEventMap, ClientEventName, ClientEvents } from '@tessera/sdk';

/** The client's event hub (host.events). */
export function createClientEvents(): ClientEvents {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  return {
    emit<K extends ClientEventName>(name: K, payload: ClientEventMap[K]) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as (p: ClientEventMap[K]) => void)(payload);
        } catch (error) {
          console.error(`a listener of '${name}' failed`, error);
        }
      }
    },
    on<K extends ClientEventName>(name: K, listener: (payload: ClientEventMap[K]) => void) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
