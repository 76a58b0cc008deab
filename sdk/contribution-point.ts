import type { ContributionPointName, ContributionPoints } from './contributions';

/** The names of an item's fields whose value (when set) is of type V. */
export type ItemFieldsOf<T, V> = { [K in keyof T]-?: NonNullable<T[K]> extends V ? K : never }[keyof T] & string;

/** For each function field of an item, what a failing call gives instead: a function of the same arguments. */
export type FunctionFallbacks<T> = {
  readonly [K in ItemFieldsOf<T, (...args: never[]) => unknown>]?: NonNullable<T[K]> extends (
    ...args: infer A
  ) => infer R
    ? (...args: A) => Awaited<R>
    : never;
};

/**
 * How the host treats the items of a point: which fields it isolates and what makes an item
 * unique. Data only, so the definition costs the first view next to nothing.
 */
export interface ContributionPointSpec<T> {
  /**
   * Fields holding lazy component loaders (`() => import('./Column')`): each component renders
   * in a boundary that names the contributing extension, so its crash is blamed on it and stays
   * in its place.
   */
  readonly components?: readonly ItemFieldsOf<T, () => Promise<{ default: unknown }>>[];
  /**
   * Fields holding functions, each with the fallback whose result the caller gets when the
   * contributor's function throws or rejects (the failure is reported with its id): `visible`
   * falls back to `() => false`, a value-changing hook to `(value) => value`.
   */
  readonly functions?: FunctionFallbacks<T>;
  /**
   * What makes an item unique among the point's items: a field's name, or a function giving
   * the key. A second item with a key already taken is refused, naming the extension that has it.
   */
  readonly key?: ItemFieldsOf<T, string> | ((item: T) => string);
}

/** A contribution point as its owner defines it: its name and how its items are treated. */
export interface ContributionPointDefinition<P extends ContributionPointName = ContributionPointName>
  extends ContributionPointSpec<ContributionPoints[P]> {
  /** The point's name, declared by the owner in `ContributionPoints` in its `api.ts`. */
  readonly name: P;
}

/**
 * Defines a contribution point, for the `contributes.points` of the extension that consumes it
 * (the one that calls `useContributions(name)`). Its item type is declared in that extension's
 * `api.ts` by augmenting `ContributionPoints`; others contribute with `contributes.to` or
 * `ctx.contribute`. Items contributed while the owner is not active are held, unused.
 *
 * @example
 * ```ts
 * // api.ts of the extension that draws gauges:
 * declare module '@tessera/sdk' {
 *   interface ContributionPoints {
 *     gauge: { name: string; component: LazyComponent<{ value: number }>; visible?(viewer: Viewer): boolean };
 *   }
 * }
 * // its index.ts:
 * contributes: {
 *   points: [defineContributionPoint('gauge', { components: ['component'], functions: { visible: () => false }, key: 'name' })],
 * }
 * // another extension's index.ts, with uses: ['dashboard']:
 * contributes: { to: { gauge: [{ name: 'heat', component: () => import('./HeatGauge') }] } }
 * ```
 */
export function defineContributionPoint<P extends ContributionPointName>(
  name: P,
  spec: ContributionPointSpec<ContributionPoints[P]> = {},
): ContributionPointDefinition<P> {
  return { ...spec, name };
}
