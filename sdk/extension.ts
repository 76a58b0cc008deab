import type { entities } from 'misskey-js';
import type { CommandHandler, CommandId, CommandRunner } from './commands';
import type { ContributionPointDefinition } from './contribution-point';
import type {
  ContributionPointName,
  ContributionPoints,
  HotkeyContribution,
  OverlayContribution,
  PreferenceSettingContribution,
  SettingsSectionContribution,
  SoundContribution,
  ThemeContribution,
  WidgetContribution,
} from './contributions';
import type { Disposable } from './disposable';
import type { TesseraHost } from './host';
import type { MenuItemContribution, MenuSlot } from './menu';
import type { PreferenceDeclarations } from './preferences';
import type { RouteContribution } from './routes';
import type { ProvideOptions, ServiceId, ServiceMap } from './services';
import type { ChannelEvents } from './stream';

/** What an extension registers through while it activates. Everything returns a Disposable. */
export interface ExtensionContext {
  /** This extension's id. */
  readonly id: string;
  /** The running client: API, stream, router, accounts, modals, i18n. */
  readonly host: TesseraHost;
  /**
   * Adds a contribution to any point, the SDK's or an extension's (whose owner then lists it in
   * its `requires` or `uses`). The sugar below covers the common ones.
   */
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
    /** Provides a service; one provider per id at a time. */
    provide<K extends ServiceId>(id: K, value: ServiceMap[K], options?: ProvideOptions): Disposable;
    /** The service if some active extension provides it. */
    get<K extends ServiceId>(id: K): ServiceMap[K] | undefined;
  };
  /** Runs clean-up when the extension is deactivated. */
  onDispose(cleanup: () => void): Disposable;
}

/** A service an extension provides as data (typically a component loader), without running code. */
export type DeclaredService = {
  [K in ServiceId]: ProvideOptions & {
    /** The service's id, declared in the owner's `api.ts`. */
    id: K;
    value: ServiceMap[K];
  };
}[ServiceId];

/** The definition of any one contribution point. */
export type AnyContributionPointDefinition = {
  [P in ContributionPointName]: ContributionPointDefinition<P>;
}[ContributionPointName];

/** Items for any contribution point, by the point's name. */
export type DeclaredPointItems = { readonly [P in ContributionPointName]?: readonly ContributionPoints[P][] };

/**
 * What an extension contributes as data: registered by the host the moment the extension is
 * switched on, without loading or running any of its code. Pages, widgets and dialogs are lazy
 * loaders (`() => import('./Page')`); menu items run small functions that get the host.
 */
export interface DeclaredContributions {
  /**
   * The contribution points this extension consumes (see `defineContributionPoint`): their
   * items are isolated as the definition says, and used only while this extension is active.
   */
  points?: readonly AnyContributionPointDefinition[];
  /**
   * Items for any point, by its name: an extension's point (its owner listed in `requires` or
   * `uses`, its `api.ts` imported for the types) or one of the SDK's.
   */
  to?: DeclaredPointItems;
  routes?: readonly RouteContribution[];
  /** Menu items by slot. */
  menu?: { readonly [S in MenuSlot]?: readonly Omit<MenuItemContribution<S>, 'slot'>[] };
  widgets?: readonly WidgetContribution[];
  overlays?: readonly OverlayContribution[];
  /** Single-key shortcuts that run commands. @beta */
  hotkeys?: readonly HotkeyContribution[];
  settingsSections?: readonly SettingsSectionContribution[];
  /** Rows in Settings > Preferences for the extension's preferences (in `contributesLater`). */
  preferenceSettings?: readonly PreferenceSettingContribution[];
  themes?: readonly ThemeContribution[];
  sounds?: readonly SoundContribution[];
  /** Services given as values (component loaders): others can use them before any code runs. */
  services?: readonly DeclaredService[];
  /**
   * Commands the extension's `main` provides. Each is known (`commands.has`) at once, and
   * running one loads and activates `main` first, in the spirit of VS Code's activation events.
   */
  commands?: readonly CommandId[];
}

/** The lazily loaded part of an extension: registers what needs code (command handlers, stream listeners). */
export interface ExtensionMain {
  activate(ctx: ExtensionContext): void | Promise<void>;
}

/**
 * When an extension's `main` loads: at once at start-up, or once the first view has settled.
 *
 * @deprecated Declare `activationEvents` instead ('atStartup' is `{ on: 'startup', reason }`,
 * 'afterFirstView' is `{ on: 'firstView', reason }`, 'onDemand' is the declared events alone).
 */
export type ExtensionActivation = 'onDemand' | 'afterFirstView' | 'atStartup';

/**
 * Something that, the first time it happens, loads and activates an extension's `main` (in the
 * spirit of VS Code's activation events). A command in `contributes.commands` is one too: running
 * it loads `main` first. Asks made while the first view is still loading (a service, a point)
 * are answered once it has settled, so no main slows the first view unless it says it must.
 */
export type ActivationEvent =
  /** At start-up, beside the first view: only for what must take effect before the page shows. */
  | {
      readonly on: 'startup' /** Why the page cannot wait (shown in reviews, not to the user). */;
      readonly reason: string;
    }
  /** Once the first view has settled, whatever the person does next. */
  | { readonly on: 'firstView' /** Why no narrower event will do. */; readonly reason: string }
  /** One of the extension's own routes opens (its page loads with `main`); `path` narrows to one. */
  | { readonly on: 'route'; readonly path?: string }
  /** A menu of this slot opens (`host.loadAllContributions(slot)`): `main` adds items to it. */
  | { readonly on: 'menu'; readonly slot: MenuSlot }
  /** Something first renders this contribution point (`host.contributions(point)`): `main` adds to it. */
  | { readonly on: 'point'; readonly point: ContributionPointName }
  /**
   * This main-channel event arrives for the signed-in account. The host listens on the
   * extension's behalf, loads `main`, then hands the events that came meanwhile to the handlers
   * `main` registered on the main channel, so none is lost.
   */
  | { readonly on: 'mainStream'; readonly event: keyof ChannelEvents<'main'> & string }
  /** Someone asks for this service (`services.get`) while nobody provides it: `main` provides it. */
  | { readonly on: 'service'; readonly id: ServiceId }
  /**
   * The signed-in account says this flag of Misskey's `i` is true (say `hasUnreadAntenna`), now
   * or when the account is read again: what `main` shows (a badge) has something to show.
   */
  | { readonly on: 'accountFlag'; readonly flag: AccountFlag };

/** A true-or-false field of the signed-in account (Misskey's `MeDetailed`): `hasUnreadNotification`. */
export type AccountFlag = {
  [K in keyof entities.MeDetailed]-?: entities.MeDetailed[K] extends boolean ? K : never;
}[keyof entities.MeDetailed];

/**
 * An extension: what it is, what it needs, what it contributes as data, and the code it loads
 * when needed. The declared form (`contributes` and `main`) keeps the first view's cost from
 * growing with the number of extensions; `activate` (run at boot) remains for small cases.
 */
export interface ExtensionDefinition {
  /** Unique, lower-case, dashes allowed: 'timeline', 'drive', 'acme-weather'. */
  id: string;
  title: string;
  description?: string;
  /**
   * Extensions that must be active first: an id, or an id with a version range of its API
   * (`'notes@^1.0.0'`), checked against that extension's `version`.
   */
  requires?: readonly string[];
  /**
   * Extensions whose services or commands this one uses when they are active, without needing
   * them (it checks `commands.has` or a missing service). Like `requires`, it lets the extension
   * import the types of their `api.ts`; the host does not wait for them.
   */
  uses?: readonly string[];
  /**
   * This extension's own version (semver), for `requires` ranges of others: the version of its
   * `api.ts` contract, whose major changes when the contract breaks (api-reports/CHANGELOG.md).
   */
  version?: string;
  /** The SDK version range this extension was built for ('^3.0.0'); the host refuses an incompatible one. */
  sdk?: string;
  /** Cannot be switched off from Settings > Extensions (the shell, the extension manager). */
  essential?: boolean;
  /** Contributions as data, registered without running the extension's code. */
  contributes?: DeclaredContributions;
  /**
   * The preferences this extension owns, by key, as data: their defaults, how they are kept and
   * their settings rows. Their types are declared in the extension's `api.ts` (`PreferenceMap`).
   * The store uses the defaults while the extension is active; stored values of an extension
   * switched off are kept as they are.
   */
  preferences?: PreferenceDeclarations;
  /**
   * Contributions the first view does not need (settings sections, the note, user and drive-file
   * menus, widgets, themes), as a module of their own, so their data costs the first view nothing:
   * registered once the first view has settled, or as soon as a menu or the settings ask
   * (`host.loadAllContributions`).
   */
  contributesLater?: () => Promise<{ default: DeclaredContributions }>;
  /** The extension's code, loaded with `import()` when needed (see `activationEvents`). */
  main?: () => Promise<ExtensionMain>;
  /**
   * What loads `main`, besides running one of `contributes.commands`: the first of these to
   * happen. Without any, `main` loads only when a declared command runs.
   */
  activationEvents?: readonly ActivationEvent[];
  /**
   * When `main` loads; 'onDemand' by default.
   *
   * @deprecated Use `activationEvents`.
   */
  activation?: ExtensionActivation;
  /**
   * Registers contributions at boot. Prefer `contributes` and `main`: code here runs before the
   * first view for every user of the build.
   */
  activate?(ctx: ExtensionContext): void | Promise<void>;
}

/**
 * The version of this SDK (the contract extensions are written against). An extension says which
 * versions it works with in `sdk`; a major version changes only when the contract breaks. The
 * contract is recorded in api-reports/sdk.api.md and api-reports/sdk-kit.api.md, and each version
 * is explained in api-reports/CHANGELOG.md.
 */
export const SDK_VERSION = '3.5.0';

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
  /** Why it failed, is blocked, or (a run-time extension) was refused by the server. */
  error: string | null;
  /** Its own version, when it declares one. */
  version: string | null;
  /**
   * Where a run-time extension was installed from (the server's extensions folder or a URL its
   * operator listed); null for one built into this Tessera.
   */
  source: string | null;
}

/** One thing an extension declares, as Settings > Extensions lists it. */
export interface ContributionSummary {
  /** What it is: a page, a menu item, a widget, a service, a command, a preference, a point of its own, or an item for another's point. */
  kind: 'page' | 'menuItem' | 'widget' | 'service' | 'command' | 'preference' | 'point' | 'item';
  /** Its address, id or name (a menu item: 'slot: id'; an item: the point's name). */
  name: string;
}

/** Lists extensions and switches them at run time, without a reload. */
export interface ExtensionsHandle {
  list(): readonly ExtensionStatus[];
  subscribe(listener: () => void): () => void;
  /** Enables an extension (and the dependants it was blocking); the choice persists on this device. */
  enable(id: string): Promise<void>;
  /** Disables an extension; its dependants stop with it. The choice persists on this device. */
  disable(id: string): Promise<void>;
  /** What an extension declares, for people to see what switching it on adds (loaded when asked). */
  contributionsOf(id: string): Promise<readonly ContributionSummary[]>;
}
