import { type Disposable, type ServiceId, type ServiceLookup, type ServiceMap, toDisposable } from '@tessera/sdk';
import { Listeners } from './listeners';

/** Services by id, one provider each; a second provider is refused with both names. */
export class ServiceRegistry implements ServiceLookup {
  private readonly providers = new Map<string, { value: unknown; extensionId: string }>();
  private readonly listeners = new Listeners();
  private readonly askedFor = new Map<string, Set<() => void>>();

  provide<K extends ServiceId>(extensionId: string, id: K, value: ServiceMap[K]): Disposable {
    const existing = this.providers.get(id);
    if (existing) {
      throw new Error(`service '${id}' is already provided by '${existing.extensionId}'`);
    }
    const entry = { value, extensionId };
    this.providers.set(id, entry);
    this.listeners.notify();
    return toDisposable(() => {
      if (this.providers.get(id) === entry) this.providers.delete(id);
      this.listeners.notify();
    });
  }

  get<K extends ServiceId>(id: K): ServiceMap[K] | undefined {
    const entry = this.providers.get(id);
    if (!entry) for (const listener of this.askedFor.get(id) ?? []) queueMicrotask(listener);
    return entry?.value as ServiceMap[K] | undefined;
  }

  /**
   * Calls the listener (in a microtask, since asks come from renders) whenever the service is
   * asked for while nobody provides it: an extension that provides it when activated loads then.
   */
  whenAskedFor(id: ServiceId, listener: () => void): Disposable {
    const listeners = this.askedFor.get(id) ?? new Set();
    this.askedFor.set(id, listeners);
    listeners.add(listener);
    return toDisposable(() => listeners.delete(listener));
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);
}
