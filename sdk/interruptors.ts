import type { ContributionEntry, InterruptorContribution, InterruptorValues } from './contributions';

/**
 * Passes a value through the interruptors of its kind, in order. Gives the result at once when
 * every interruptor answers at once, and a promise of it from the first one that answers later.
 */
export function applyInterruptors<K extends keyof InterruptorValues>(
  entries: readonly ContributionEntry<InterruptorContribution>[],
  kind: K,
  value: InterruptorValues[K],
): InterruptorValues[K] | Promise<InterruptorValues[K]> {
  const handlers = entries.filter((e) => e.item.kind === kind).map((e) => e.item.handle);
  let result: InterruptorValues[K] = value;
  for (const [index, handle] of handlers.entries()) {
    const next = handle(result as never) as InterruptorValues[K] | Promise<InterruptorValues[K]>;
    if (next instanceof Promise) {
      return handlers
        .slice(index + 1)
        .reduce<Promise<InterruptorValues[K]>>(
          async (previous, later) => (await later((await previous) as never)) as InterruptorValues[K],
          next,
        );
    }
    result = next;
  }
  return result;
}
