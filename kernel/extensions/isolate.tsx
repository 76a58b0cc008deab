import {
  type ContributionPointName,
  type ContributionPoints,
  ExtensionBoundary,
  type LazyComponent,
  type RouteContribution,
} from '@tessera/sdk';
import type { ComponentType } from 'react';

/** Where an extension's failure is told, with the extension's id. */
export type ReportFailure = (extensionId: string, error: unknown) => void;

/**
 * A component loader whose component renders inside a boundary naming the extension that gave
 * it, so a crash in one extension's widget, page or renderer is blamed on it and stays in it.
 * The same loader always gives the same wrapped component (components are compared by identity).
 */
export function isolateLoader<P>(
  extensionId: string,
  loader: LazyComponent<P>,
  report: ReportFailure,
): LazyComponent<P> {
  let wrapped: Promise<{ default: ComponentType<P> }> | null = null;
  return () => {
    wrapped ??= loader().then((module) => ({ default: isolateComponent(extensionId, module.default, report) }));
    return wrapped;
  };
}

/** A component that renders inside a boundary naming its extension. */
export function isolateComponent<P>(
  extensionId: string,
  Inner: ComponentType<P>,
  report: ReportFailure,
): ComponentType<P> {
  const Shown = Inner as ComponentType<object>;
  function Isolated(props: object) {
    return (
      <ExtensionBoundary extensionId={extensionId} onError={report}>
        <Shown {...props} />
      </ExtensionBoundary>
    );
  }
  Isolated.displayName = `Isolated(${extensionId})`;
  return Isolated as ComponentType<P>;
}

/**
 * A function of an extension's, guarded: if it throws (or its promise rejects), the failure is
 * reported with the extension's id and the caller gets `fallback` instead of the error.
 */
export function guard<A extends unknown[], R>(
  extensionId: string,
  fn: (...args: A) => R,
  fallback: (...args: A) => Awaited<R>,
  report: ReportFailure,
): (...args: A) => R {
  return (...args: A) => {
    try {
      const result = fn(...args);
      if (result instanceof Promise) {
        return result.catch((error: unknown) => {
          report(extensionId, error);
          return fallback(...args);
        }) as R;
      }
      return result;
    } catch (error) {
      report(extensionId, error);
      return fallback(...args) as R;
    }
  };
}

type Isolator<T> = (extensionId: string, item: T, report: ReportFailure) => T;

// biome-ignore lint/suspicious/noExplicitAny: a component of any props; each point's own type is kept by T.
const withComponent = <T extends { component: LazyComponent<any> }>(
  extensionId: string,
  item: T,
  report: ReportFailure,
): T => ({ ...item, component: isolateLoader(extensionId, item.component, report) });

function isolateRoute(extensionId: string, route: RouteContribution, report: ReportFailure): RouteContribution {
  return {
    ...route,
    ...(route.page ? { page: isolateLoader(extensionId, route.page, report) } : {}),
    ...(typeof route.redirect === 'function'
      ? { redirect: guard(extensionId, route.redirect, () => '/', report) }
      : {}),
    ...(route.prefetch ? { prefetch: guard(extensionId, route.prefetch, () => undefined, report) } : {}),
    ...(route.children ? { children: route.children.map((child) => isolateRoute(extensionId, child, report)) } : {}),
  };
}

/**
 * How each contribution point's items are isolated: components in a boundary naming the
 * extension, functions guarded with a harmless fallback (a menu item that cannot say whether it
 * shows does not show; an interruptor that fails lets the value through unchanged).
 */
const ISOLATORS: { [P in ContributionPointName]: Isolator<ContributionPoints[P]> } = {
  route: isolateRoute,
  menuItem: (id, item, report) => ({
    ...item,
    ...(item.visible ? { visible: guard(id, item.visible as (...a: unknown[]) => boolean, () => false, report) } : {}),
    ...(item.run ? { run: guard(id, item.run as (...a: unknown[]) => void, () => undefined, report) } : {}),
  }),
  widget: withComponent,
  deckColumn: withComponent,
  statusbar: (id, item, report) => ({
    ...withComponent(id, item, report),
    ...(item.settingsForm ? { settingsForm: isolateLoader(id, item.settingsForm, report) } : {}),
  }),
  overlay: withComponent,
  hotkey: (_id, item) => item,
  notificationRenderer: withComponent,
  settingsSection: (id, item, report) => ({ ...item, page: isolateLoader(id, item.page, report) }),
  profileTab: (id, item, report) => ({
    ...withComponent(id, item, report),
    ...(item.visible ? { visible: guard(id, item.visible, () => false, report) } : {}),
  }),
  interruptor: (id, item, report) => ({
    ...item,
    handle: guard(id, item.handle as (value: unknown) => unknown, (value) => value, report) as typeof item.handle,
  }),
  timelineSource: (id, item, report) => ({
    ...item,
    ...(item.available ? { available: guard(id, item.available, () => false, report) } : {}),
  }),
  streamHandler: (id, item, report) => ({ ...item, handle: guard(id, item.handle, () => undefined, report) }),
  theme: (_id, item) => item,
  sound: (_id, item) => item,
  locale: (_id, item) => item,
};

/** A contribution as the registry keeps it: isolated for its point. */
export function isolateContribution<P extends ContributionPointName>(
  point: P,
  extensionId: string,
  item: ContributionPoints[P],
  report: ReportFailure,
): ContributionPoints[P] {
  return (ISOLATORS[point] as Isolator<ContributionPoints[P]>)(extensionId, item, report);
}
