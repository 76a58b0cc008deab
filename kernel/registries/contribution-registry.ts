import { type ContributionEntry, type Disposable, type Readable, toDisposable } from '@tessera/sdk';
import { Listeners } from './listeners';

/**
 * One contribution point: items in registration order, each tagged with its extension.
 * The list is replaced (never mutated) on change, so React sees a new snapshot.
 */
export class ContributionRegistry<T> implements Readable<readonly ContributionEntry<T>[]> {
  private entries: readonly ContributionEntry<T>[] = [];
  private readonly listeners = new Listeners();

  constructor(
    /** Throws to refuse an item (a duplicate id, say); the message reaches the extension. */
    private readonly check?: (item: T, existing: readonly ContributionEntry<T>[]) => void,
  ) {}

  add(extensionId: string, item: T): Disposable {
    this.check?.(item, this.entries);
    const entry: ContributionEntry<T> = { item, extensionId };
    this.entries = [...this.entries, entry];
    this.listeners.notify();
    return toDisposable(() => {
      this.entries = this.entries.filter((e) => e !== entry);
      this.listeners.notify();
    });
  }

  get = (): readonly ContributionEntry<T>[] => this.entries;

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);
}
