import {
  type AccountFlag,
  type ActivationEvent,
  type ContributionPointName,
  type ContributionSummary,
  DisposableStore,
  type ExtensionContext,
  type ExtensionDefinition,
  type ExtensionState,
  type ExtensionStatus,
  type ExtensionsHandle,
  type MenuSlot,
  type PreferenceDeclarations,
  type TesseraHost,
} from '@tessera/sdk';
import { Listeners } from '../registries/listeners';
import type { Registries } from '../registries/registries';
import { activationEventsOf, type StreamWait, waitForStream, withRouteActivation } from './activation-events';
import { planActivation, requiredIds } from './activation-order';
import { registerDeclared } from './declared-contributions';
import { createExtensionContext } from './extension-context';

/** Where the user's disabled extensions are remembered (per device). */
export const DISABLED_EXTENSIONS_KEY = 'tessera:extensions:disabled';

interface Slot {
  definition: ExtensionDefinition;
  state: ExtensionState;
  error: string | null;
  store: DisposableStore | null;
  /** Where a run-time extension came from; null for one built in. */
  source: string | null;
}

/** A run-time extension the server refused (its id when its manifest said one), shown as failed. */
export interface RefusedExtension {
  source: string;
  id: string | null;
  reason: string;
}

export interface ExtensionHostOptions {
  definitions: readonly ExtensionDefinition[];
  registries: Registries;
  /** The host handed to extensions; a function because the host includes this extension host. */
  host: () => TesseraHost;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Makes an extension's declared preferences known to the store; the function returned takes them back. */
  declarePreferences?(extensionId: string, declarations: PreferenceDeclarations): () => void;
  /** Told about every activation failure (for logging). */
  onFailure?(extensionId: string, error: unknown): void;
  /** Fetches what later contributions show (their titles and keywords), beside them. */
  loadLaterStrings?(): Promise<void>;
  /** Where each run-time extension came from, by id (the others are built in). */
  sources?: ReadonlyMap<string, string>;
  /** Run-time extensions the server refused: listed as failed, with the server's reason. */
  refused?: readonly RefusedExtension[];
}

/**
 * Activates extensions in the order their requirements give, keeps a failing one from stopping
 * the rest, and switches extensions on and off at run time with their dependants following.
 */
export class ExtensionHost implements ExtensionsHandle {
  private readonly slots = new Map<string, Slot>();
  private readonly order: readonly string[];
  private readonly disabled: Set<string>;
  private readonly listeners = new Listeners();
  private snapshot: readonly ExtensionStatus[] = [];

  constructor(private readonly options: ExtensionHostOptions) {
    const plan = planActivation(options.definitions);
    this.order = plan.order;
    this.disabled = new Set(readDisabled(options.storage));
    for (const definition of options.definitions) {
      if (this.slots.has(definition.id)) continue;
      const reason = plan.broken.get(definition.id);
      this.slots.set(definition.id, {
        definition,
        state: reason ? 'failed' : 'blocked',
        error: reason ?? null,
        store: null,
        source: options.sources?.get(definition.id) ?? null,
      });
    }
    for (const refused of options.refused ?? []) {
      const id = refused.id && !this.slots.has(refused.id) ? refused.id : `refused:${refused.source}`;
      this.slots.set(id, {
        definition: { id, title: refused.id ?? refused.source },
        state: 'failed',
        error: `refused by the server: ${refused.reason}`,
        store: null,
        source: refused.source,
      });
    }
    this.refreshSnapshot();
  }

  /** Activates every extension that is not disabled and whose requirements are active. */
  async start(): Promise<void> {
    await this.settle();
  }

  list = (): readonly ExtensionStatus[] => this.snapshot;

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);

  async enable(id: string): Promise<void> {
    const slot = this.require(id);
    if (!this.order.includes(id) && slot.source !== null && slot.error) throw new Error(slot.error);
    this.disabled.delete(id);
    this.persist();
    // A failed activation gets another try when the user switches the extension back on.
    const retry = slot.state === 'failed' && this.order.includes(id);
    if (slot.state === 'disabled' || retry) this.mark(slot, 'blocked', null);
    await this.settle();
  }

  contributionsOf = async (id: string): Promise<readonly ContributionSummary[]> => {
    const { definition } = this.require(id);
    // Only Settings asks, so the summary's code is not in the first view.
    const { contributionSummary } = await import('./contribution-summary');
    return contributionSummary(definition);
  };

  async disable(id: string): Promise<void> {
    const slot = this.require(id);
    if (slot.definition.essential) throw new Error(`extension '${id}' is essential and cannot be disabled`);
    this.disabled.add(id);
    this.persist();
    // Dependants first, newest first, so nothing runs on top of a stopped requirement.
    for (const dependant of [...this.dependantsOf(id)].reverse()) {
      const s = this.require(dependant);
      if (s.state === 'active') this.deactivate(s, 'blocked', `requires '${id}', which is disabled`);
    }
    if (slot.state === 'active') this.deactivate(slot, 'disabled', null);
    else if (this.order.includes(id)) this.mark(slot, 'disabled', null);
  }

  /** Activates, in order, whatever can run now and does not yet. Broken extensions are not in the order. */
  private async settle(): Promise<void> {
    for (const id of this.order) {
      const slot = this.require(id);
      if (slot.state === 'active' || slot.state === 'failed') continue;
      if (this.disabled.has(id)) {
        this.mark(slot, 'disabled', null);
        continue;
      }
      const waiting = requiredIds(slot.definition).find((r) => this.slots.get(r)?.state !== 'active');
      if (waiting !== undefined) {
        const state = this.slots.get(waiting)?.state;
        this.mark(slot, 'blocked', `requires '${waiting}', which is ${state === 'blocked' ? 'not running' : state}`);
        continue;
      }
      await this.activate(slot);
    }
  }

  /**
   * Switches an extension on: its declared contributions go into the registries at once (no code
   * of its own runs), then its `activate` if it has one; its `main` loads on the first of its
   * activation events (a declared command, a route, a menu, a point, a stream event, a service,
   * or start-up and the first view for those that say why they must).
   */
  private async activate(slot: Slot): Promise<void> {
    const store = new DisposableStore();
    slot.store = store;
    const { definition } = slot;
    const id = definition.id;
    try {
      const report = (extensionId: string, error: unknown) => this.options.onFailure?.(extensionId, error);
      const events = definition.main ? activationEventsOf(definition) : [];
      const ctx = createExtensionContext(id, this.options.host(), this.options.registries, store, report);
      const streamEvents = events.flatMap((e) => (e.on === 'mainStream' ? [e.event] : []));
      const stream =
        streamEvents.length > 0 ? waitForStream(streamEvents, () => void loadMain().catch(() => {})) : null;
      const loadMain = this.mainLoader(slot, ctx, store, stream?.wait ?? null, report);
      const undeclare = definition.preferences && this.options.declarePreferences?.(id, definition.preferences);
      if (undeclare) store.add({ dispose: undeclare });
      const declared = withRouteActivation(definition.contributes ?? {}, events, loadMain);
      registerDeclared(ctx, declared, this.options.registries, store, loadMain, report);
      await definition.activate?.(ctx);
      this.mark(slot, 'active', null);
      if (definition.contributesLater) {
        const later = this.laterLoader(slot, ctx, store, events, loadMain, report);
        this.pendingLater.add(later);
        store.add({ dispose: () => this.pendingLater.delete(later) });
        this.options.host().whenSettled(() => void later());
      }
      for (const handler of stream?.handlers ?? []) {
        store.add(this.options.registries.point('streamHandler').add(id, handler));
      }
      this.watch(events, loadMain, store);
    } catch (error) {
      this.options.onFailure?.(id, error);
      this.deactivate(slot, 'failed', activationFailure(error));
    }
  }

  /** Per menu slot and per point, the loaders of the mains waiting for it to open or render. */
  private readonly waiting = {
    menu: new Map<string, Set<() => Promise<void>>>(),
    point: new Map<string, Set<() => Promise<void>>>(),
  };

  /** Arranges for `main` to load on the activation events the host watches itself. */
  private watch(events: readonly ActivationEvent[], loadMain: () => Promise<void>, store: DisposableStore): void {
    const load = () => void loadMain().catch(() => {});
    // What a render asks for while the first view is loading comes once it has settled.
    const loadWhenSettled = () => this.options.host().whenSettled(load);
    const wait = (kind: 'menu' | 'point', key: string) => {
      const loaders = this.waiting[kind].get(key) ?? new Set();
      this.waiting[kind].set(key, loaders);
      loaders.add(loadMain);
      store.add({ dispose: () => loaders.delete(loadMain) });
    };
    for (const event of events) {
      if (event.on === 'startup') load();
      else if (event.on === 'firstView') loadWhenSettled();
      else if (event.on === 'service')
        store.add(this.options.registries.services.whenAskedFor(event.id, loadWhenSettled));
      else if (event.on === 'menu') wait('menu', event.slot);
      else if (event.on === 'point') wait('point', event.point);
      else if (event.on === 'accountFlag') this.whenFlagged(event.flag, loadWhenSettled, store);
    }
  }

  /** Calls `load` once the signed-in account (now or as it is read again) has the flag set. */
  private whenFlagged(flag: AccountFlag, load: () => void, store: DisposableStore): void {
    const { accounts } = this.options.host();
    let done = false;
    const check = () => {
      if (done || accounts.current.get()?.info?.[flag] !== true) return;
      done = true;
      load();
    };
    store.add({ dispose: accounts.current.subscribe(check) });
    check();
  }

  /** Something renders a contribution point: the mains that add to it load (once the first view has settled). */
  pointRendered(point: ContributionPointName): void {
    const loaders = this.waiting.point.get(point);
    if (!loaders || loaders.size === 0) return;
    this.options.host().whenSettled(() => {
      for (const load of loaders) void load().catch(() => {});
    });
  }

  /** Every activated extension's `contributesLater` that has not been registered yet. */
  private readonly pendingLater = new Set<() => Promise<void>>();

  /**
   * Registers every pending `contributesLater` (what waits for a full slot menu or the settings);
   * given the slot of a menu that opens, also activates the mains that wait for it.
   */
  async loadAllContributions(slot?: MenuSlot): Promise<void> {
    const mains = slot === undefined ? [] : [...(this.waiting.menu.get(slot) ?? [])];
    await Promise.all([
      ...[...this.pendingLater].map((load) => load()),
      ...mains.map((load) => load().catch(() => {})),
    ]);
  }

  /** Loads an extension's later contributions once per activation and registers them as declared ones. */
  private laterLoader(
    slot: Slot,
    ctx: ExtensionContext,
    store: DisposableStore,
    events: readonly ActivationEvent[],
    loadMain: () => Promise<void>,
    report: (extensionId: string, error: unknown) => void,
  ): () => Promise<void> {
    let loading: Promise<void> | null = null;
    const later = () => {
      loading ??= (async () => {
        try {
          const [module] = await Promise.all([slot.definition.contributesLater?.(), this.options.loadLaterStrings?.()]);
          if (!module || slot.store !== store) return; // switched off while the data was coming
          const declared = withRouteActivation(module.default, events, loadMain);
          registerDeclared(ctx, declared, this.options.registries, store, loadMain, report);
        } catch (error) {
          // The eager part keeps working; the failure is reported like any other.
          report(slot.definition.id, error);
        } finally {
          this.pendingLater.delete(later);
        }
      })();
      return loading;
    };
    return later;
  }

  /**
   * Loads and runs an extension's `main` once per activation; a failure marks the extension
   * failed. With stream events waiting, `main` gets a context whose host notes its main-channel
   * handlers, and the events that came meanwhile are handed to them.
   */
  private mainLoader(
    slot: Slot,
    ctx: ExtensionContext,
    store: DisposableStore,
    wait: StreamWait | null,
    report: (extensionId: string, error: unknown) => void,
  ): () => Promise<void> {
    let loading: Promise<void> | null = null;
    return () => {
      loading ??= (async () => {
        const main = slot.definition.main;
        if (!main) return;
        const id = slot.definition.id;
        try {
          // Its strings come beside its code: what main shows (menus, dialogs) has its words.
          const [module, delivery] = await Promise.all([
            main(),
            wait && import('./main-stream-delivery').then((m) => new m.MainStreamDelivery(wait, (e) => report(id, e))),
            ctx.host.i18n.loadStrings(id),
          ]);
          if (slot.store !== store) return; // switched off while the code was coming
          const host = this.options.host();
          await module.activate(
            delivery ? createExtensionContext(id, delivery.hostFor(host), this.options.registries, store, report) : ctx,
          );
          delivery?.delivered();
          // For the benchmark and the browser's performance panel: which mains ran, and when.
          globalThis.performance?.mark?.(`tessera:main:${id}`);
        } catch (error) {
          this.options.onFailure?.(id, error);
          if (slot.store === store) {
            this.deactivate(slot, 'failed', activationFailure(error));
          }
          throw error;
        }
      })();
      return loading;
    };
  }

  private deactivate(slot: Slot, state: ExtensionState, error: string | null): void {
    const store = slot.store;
    slot.store = null;
    try {
      store?.dispose();
    } catch (disposeError) {
      this.options.onFailure?.(slot.definition.id, disposeError);
    }
    this.mark(slot, state, error);
  }

  /** Every extension that requires `id`, directly or not, in activation order. */
  private dependantsOf(id: string): string[] {
    const found = new Set<string>([id]);
    for (const candidate of this.order) {
      const definition = this.slots.get(candidate)?.definition;
      if (definition && requiredIds(definition).some((r) => found.has(r))) found.add(candidate);
    }
    found.delete(id);
    return this.order.filter((o) => found.has(o));
  }

  private mark(slot: Slot, state: ExtensionState, error: string | null): void {
    slot.state = state;
    slot.error = error;
    this.refreshSnapshot();
    this.listeners.notify();
  }

  private refreshSnapshot(): void {
    this.snapshot = [...this.slots.values()].map(({ definition, state, error, source }) => ({
      id: definition.id,
      title: definition.title,
      description: definition.description ?? '',
      requires: definition.requires ?? [],
      essential: definition.essential ?? false,
      state,
      error,
      version: definition.version ?? null,
      source,
    }));
  }

  private require(id: string): Slot {
    const slot = this.slots.get(id);
    if (!slot) throw new Error(`no extension with the id '${id}' is installed`);
    return slot;
  }

  private persist(): void {
    this.options.storage.setItem(DISABLED_EXTENSIONS_KEY, JSON.stringify([...this.disabled]));
  }
}

/** What Settings > Extensions says of an extension whose activate or main threw. */
function activationFailure(error: unknown): string {
  return `activation failed: ${error instanceof Error ? error.message : String(error)}`;
}

function readDisabled(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const raw = JSON.parse(storage.getItem(DISABLED_EXTENSIONS_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
