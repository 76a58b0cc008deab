import type { CommandHandler, CommandId, CommandRunner } from './commands';
import type { ContributionPointName, ContributionPoints, WidgetContribution } from './contributions';
import type { Disposable } from './disposable';
import type { TesseraHost } from './host';
import type { MenuItemContribution, MenuSlot } from './menu';
import type { RouteContribution } from './routes';
import type { ServiceKey } from './services';

/** What an extension registers through while it activates. Everything returns a Disposable. */
export interface ExtensionContext {
  /** This extension's id. */
  readonly id: string;
  /** The running client: API, stream, router, accounts, modals, i18n. */
  readonly host: TesseraHost;
  /** Adds a contribution to any point. The sugar below covers the common ones. */
  contribute<P extends ContributionPointName>(point: P, item: ContributionPoints[P]): Disposable;
  readonly routes: { add(route: RouteContribution): Disposable };
  readonly menu: {
    add<S extends MenuSlot>(slot: S, item: Omit<MenuItemContribution<S>, 'slot'>): Disposable;
  };
  readonly widgets: { add(widget: WidgetContribution): Disposable };
  readonly commands: CommandRunner & {
    /** Provides a command; one provider per id at a time. */
    register<K extends CommandId>(id: K, handler: CommandHandler<K>): Disposable;
  };
  readonly services: {
    /** Provides a service; one provider per key at a time. */
    provide<T>(key: ServiceKey<T>, value: T): Disposable;
    /** The service if some active extension provides it. */
    get<T>(key: ServiceKey<T>): T | undefined;
  };
  /** Runs clean-up when the extension is deactivated. */
  onDispose(cleanup: () => void): Disposable;
}

/** An extension: what it is, what it needs, and how it registers its contributions. */
export interface ExtensionDefinition {
  /** Unique, lower-case, dashes allowed: 'timeline', 'drive', 'acme-weather'. */
  id: string;
  title: string;
  description?: string;
  /** Ids of extensions that must be active first. */
  requires?: readonly string[];
  /** Cannot be switched off from Settings > Extensions (the shell, the extension manager). */
  essential?: boolean;
  /**
   * Registers contributions. Keep it small and synchronous: load pages, widgets and dialogs
   * with `import()` inside the contributions, so activating costs almost nothing at boot.
   */
  activate(ctx: ExtensionContext): void | Promise<void>;
}

/** Declares an extension; the default export of its index.ts. */
export function defineExtension(definition: ExtensionDefinition): ExtensionDefinition {
  return definition;
}

/** Where an extension stands. */
export type ExtensionState =
  /** Registered and running. */
  | 'active'
  /** Switched off by the user. */
  | 'disabled'
  /** Waiting on a requirement that is disabled, failed or missing. */
  | 'blocked'
  /** Its activation threw, or its requirements are broken; see `error`. */
  | 'failed';

/** An extension as Settings > Extensions lists it. */
export interface ExtensionStatus {
  id: string;
  title: string;
  description: string;
  requires: readonly string[];
  essential: boolean;
  state: ExtensionState;
  /** Why it failed or is blocked. */
  error: string | null;
}

/** Lists extensions and switches them at run time, without a reload. */
export interface ExtensionsHandle {
  list(): readonly ExtensionStatus[];
  subscribe(listener: () => void): () => void;
  /** Enables an extension (and the dependants it was blocking); the choice persists on this device. */
  enable(id: string): Promise<void>;
  /** Disables an extension; its dependants stop with it. The choice persists on this device. */
  disable(id: string): Promise<void>;
}
