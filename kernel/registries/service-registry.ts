import { type Disposable, type ServiceId, type ServiceLookup, type ServiceMap, toDisposable } from '@tessera/sdk';
import { Listeners } from './listeners';

/** Services by id, one provider each; a second provider is refused with both names. */
export class ServiceRegistry implements ServiceLookup {
  private readonly providers = new Map<string, { value: unknown; extensionId: string }>();
  private readonly listeners = new Listeners();

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
    return this.providers.get(id)?.value as ServiceMap[K] | undefined;
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);
}
