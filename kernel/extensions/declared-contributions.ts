import type {
  AnyMenuItemContribution,
  ContributionPointName,
  ContributionPointSpec,
  ContributionPoints,
  DeclaredContributions,
  DisposableStore,
  ExtensionContext,
} from '@tessera/sdk';
import type { Registries } from '../registries/registries';
import { pointBehaviour, type ReportFailure } from './isolate';

/**
 * Registers what an extension declares as data, through its context (so it is isolated and
 * undone with the extension): the points it owns first, so its own items show at once, then its
 * items for any point, by the point's name. Declared commands are provided by stand-ins that load the
 * extension's `main` on first use; `main` then registers the real handler in their place.
 */
export function registerDeclared(
  ctx: ExtensionContext,
  declared: DeclaredContributions,
  registries: Registries,
  store: DisposableStore,
  loadMain: () => Promise<void>,
  report: ReportFailure,
): void {
  for (const point of declared.points ?? []) {
    // Each definition's spec is for its own point's items; the registry of that name holds them.
    const behaviour = pointBehaviour(point as ContributionPointSpec<unknown>);
    store.add(registries.point(point.name).define(ctx.id, behaviour as never));
  }
  for (const [point, items] of Object.entries(declared.to ?? {}) as [
    ContributionPointName,
    ContributionPoints[ContributionPointName][],
  ][]) {
    for (const item of items) ctx.contribute(point, item);
  }
  for (const route of declared.routes ?? []) ctx.routes.add(route);
  for (const [slot, items] of Object.entries(declared.menu ?? {})) {
    for (const item of items ?? []) ctx.contribute('menuItem', { ...item, slot } as AnyMenuItemContribution);
  }
  for (const widget of declared.widgets ?? []) ctx.widgets.add(widget);
  for (const overlay of declared.overlays ?? []) ctx.contribute('overlay', overlay);
  for (const hotkey of declared.hotkeys ?? []) ctx.contribute('hotkey', hotkey);
  for (const section of declared.settingsSections ?? []) ctx.contribute('settingsSection', section);
  for (const row of declared.preferenceSettings ?? []) ctx.contribute('preferenceSetting', row);
  for (const theme of declared.themes ?? []) ctx.contribute('theme', theme);
  for (const sound of declared.sounds ?? []) ctx.contribute('sound', sound);
  for (const { id, value, component } of declared.services ?? []) {
    ctx.services.provide(
      id,
      withStrings(value, () => ctx.host.i18n.loadStrings(ctx.id)),
      { component },
    );
  }
  for (const command of declared.commands ?? []) {
    store.add(
      registries.commands.declare(ctx.id, command, report, async (...args: unknown[]) => {
        await loadMain();
        if (registries.commands.isDeclaredOnly(command)) {
          throw new Error(`extension '${ctx.id}' declares the command '${command}' but its main does not register it`);
        }
        return registries.commands.execute(command, ...(args as never[]));
      }),
    );
  }
}

/**
 * A declared service's value, which is data and so nearly always a loader of the extension's
 * code (a component, an installer): what it loads arrives with the extension's strings, since
 * that code shows them. Values that are not functions, or do not return a promise, pass as they are.
 */
function withStrings<T>(value: T, loadStrings: () => Promise<void>): T {
  if (typeof value !== 'function') return value;
  const load = value as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const result = load(...args);
    return result instanceof Promise ? Promise.all([result, loadStrings()]).then(([loaded]) => loaded) : result;
  }) as T;
}
