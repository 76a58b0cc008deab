import { type Disposable, type ServiceKey, type ServiceLookup, toDisposable } from '@tessera/sdk';
import { Listeners } from './listeners';

/** Services by key, one provider each; a second provider is refused with both names. */
export class ServiceRegistry implements ServiceLookup {
  private readonly providers = new Map<string, { value: unknown; extensionId: string }>();
  private readonly listeners = new Listeners();

  provide<T>(extensionId: string, key: ServiceKey<T>, value: T): Disposable {
    const existing = this.providers.get(key.id);
    if (existing) {
      throw new Error(`service '${key.id}' is already provided by '${existing.extensionId}'`);
    }
    const entry = { value, extensionId };
    this.providers.set(key.id, entry);
    this.listeners.notify();
    return toDisposable(() => {
      if (this.providers.get(key.id) === entry) this.providers.delete(key.id);
      this.listeners.notify();
    });
  }

  get<T>(key: ServiceKey<T>): T | undefined {
    return this.providers.get(key.id)?.value as T | undefined;
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);
}
