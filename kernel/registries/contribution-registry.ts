import { type ContributionEntry, type Disposable, type Readable, toDisposable } from '@tessera/sdk';
import { Listeners } from './listeners';

/** Where an extension's failure is told, with the extension's id. */
export type ReportFailure = (extensionId: string, error: unknown) => void;

/** How a point treats its items, as its definition says: how one is isolated, what makes it unique. */
export interface PointBehaviour<T> {
  /** The item as the point's consumers get it: components in boundaries, functions guarded. */
  isolate(extensionId: string, item: T, report: ReportFailure): T;
  /** The item's key among the point's items, when keys must be unique. */
  key?(item: T): string;
}

interface Held<T> {
  readonly item: T;
  readonly extensionId: string;
  readonly report: ReportFailure;
  /** The isolated entry, made once per definition (so a component keeps its identity). */
  shown: ContributionEntry<T> | null;
  /** Left out for a key an earlier item took (told once). */
  refused: boolean;
}

/**
 * One contribution point: items in registration order, each tagged with its extension. Items
 * are held from the moment they are added, and shown (isolated as the point's definition says)
 * only while the point is defined, that is while the extension that owns it is active. The list
 * is replaced (never mutated) on change, so React sees a new snapshot.
 */
export class ContributionRegistry<T> implements Readable<readonly ContributionEntry<T>[]> {
  private held: readonly Held<T>[] = [];
  private behaviour: PointBehaviour<T> | null = null;
  private owner: string | null = null;
  private shown: readonly ContributionEntry<T>[] = [];
  private readonly listeners = new Listeners();

  constructor(
    /** The point's name, for messages. */
    private readonly name: string,
  ) {}

  /** Defines the point for its owner: held items show from now on, until the returned Disposable. */
  define(owner: string, behaviour: PointBehaviour<T>): Disposable {
    if (this.owner !== null) {
      throw new Error(`contribution point '${this.name}' is already defined by '${this.owner}'`);
    }
    this.owner = owner;
    this.behaviour = behaviour;
    this.refresh();
    return toDisposable(() => {
      if (this.behaviour !== behaviour) return;
      this.owner = null;
      this.behaviour = null;
      for (const held of this.held) {
        held.shown = null;
        held.refused = false;
      }
      this.refresh();
    });
  }

  /** Adds an item; refused (it throws) when its key is taken while the point is defined. */
  add(extensionId: string, item: T, report: ReportFailure = () => {}): Disposable {
    const key = this.behaviour?.key;
    if (key) {
      const clash = this.shown.find((e) => key(e.item) === key(item));
      if (clash) throw new Error(this.clashMessage(key(item), clash.extensionId));
    }
    const held: Held<T> = { item, extensionId, report, shown: null, refused: false };
    this.held = [...this.held, held];
    this.refresh();
    return toDisposable(() => {
      this.held = this.held.filter((h) => h !== held);
      this.refresh();
    });
  }

  get = (): readonly ContributionEntry<T>[] => this.shown;

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);

  /**
   * What the point shows now. An item held before the point was defined whose key an earlier
   * item took is left out, and the failure is told to its extension.
   */
  private refresh(): void {
    const behaviour = this.behaviour;
    const shown: ContributionEntry<T>[] = [];
    if (behaviour) {
      const taken = new Map<string, string>();
      for (const held of this.held) {
        const key = behaviour.key?.(held.item);
        if (key !== undefined) {
          const owner = taken.get(key);
          if (owner !== undefined) {
            if (!held.refused) held.report(held.extensionId, new Error(this.clashMessage(key, owner)));
            held.refused = true;
            held.shown = null;
            continue;
          }
          taken.set(key, held.extensionId);
        }
        held.shown ??= {
          item: behaviour.isolate(held.extensionId, held.item, held.report),
          extensionId: held.extensionId,
        };
        shown.push(held.shown);
      }
    }
    const changed = shown.length !== this.shown.length || shown.some((entry, i) => entry !== this.shown[i]);
    if (!changed) return;
    this.shown = shown;
    this.listeners.notify();
  }

  private clashMessage(key: string, extensionId: string): string {
    return `${this.name} '${key}' is already added by '${extensionId}'`;
  }
}
