import { type ContributionPointSpec, ExtensionBoundary, type LazyComponent } from '@tessera/sdk';
import type { ComponentType } from 'react';
import type { PointBehaviour, ReportFailure } from '../registries/contribution-registry';

export type { ReportFailure };

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

/**
 * How a point's items are treated, from the point's definition: each component field renders in
 * a boundary naming the contributor, each function field is guarded with the definition's
 * fallback (a menu item that cannot say whether it shows does not show), and the key, a field or
 * a function, keeps items unique.
 */
export function pointBehaviour<T>(definition: ContributionPointSpec<T>): PointBehaviour<T> {
  const { components = [], functions = {}, key } = definition;
  const fallbacks = Object.entries(functions) as [string, (...args: unknown[]) => unknown][];
  return {
    isolate: (extensionId, item, report) => {
      const fields = item as unknown as Record<string, unknown>;
      const isolated: Record<string, unknown> = { ...fields };
      for (const field of components) {
        const loader = fields[field];
        if (typeof loader === 'function')
          isolated[field] = isolateLoader(extensionId, loader as LazyComponent<unknown>, report);
      }
      for (const [field, fallback] of fallbacks) {
        const fn = fields[field];
        if (typeof fn === 'function')
          isolated[field] = guard(extensionId, fn as (...args: unknown[]) => unknown, fallback, report);
      }
      return isolated as T;
    },
    ...(key === undefined
      ? {}
      : {
          key: typeof key === 'function' ? key : (item: T) => String((item as unknown as Record<string, unknown>)[key]),
        }),
  };
}
