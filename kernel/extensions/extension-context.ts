import {
  type AnyMenuItemContribution,
  type DisposableStore,
  type ExtensionContext,
  type LazyComponent,
  type TesseraHost,
  toDisposable,
} from '@tessera/sdk';
import type { Registries } from '../registries/registries';
import { isolateLoader, type ReportFailure } from './isolate';

/**
 * The context one extension activates with. Everything it registers goes into its store, so
 * deactivation undoes all of it; a registration after deactivation is undone at once. What it
 * contributes is isolated as each point's definition says: its components render in a boundary
 * naming it, its functions are guarded, and failures are reported with its id.
 */
export function createExtensionContext(
  id: string,
  host: TesseraHost,
  registries: Registries,
  store: DisposableStore,
  report: ReportFailure = () => {},
): ExtensionContext {
  const { services, commands } = registries;
  const ctx: ExtensionContext = {
    id,
    host,
    contribute: (point, item) => store.add(registries.point(point).add(id, item, report)),
    routes: { add: (route) => ctx.contribute('route', route) },
    menu: { add: (slot, item) => ctx.contribute('menuItem', { ...item, slot } as AnyMenuItemContribution) },
    widgets: { add: (widget) => ctx.contribute('widget', widget) },
    commands: {
      register: (commandId, handler) => store.add(commands.register(id, commandId, handler, report)),
      has: (commandId) => commands.has(commandId),
      execute: (commandId, ...args) => commands.execute(commandId, ...args),
    },
    services: {
      provide: (serviceId, value, options) =>
        store.add(
          services.provide(
            id,
            serviceId,
            options?.component ? (isolateLoader(id, value as LazyComponent<never>, report) as typeof value) : value,
          ),
        ),
      get: (serviceId) => services.get(serviceId),
    },
    onDispose: (cleanup) => store.add(toDisposable(cleanup)),
  };
  return ctx;
}
