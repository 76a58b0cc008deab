import type { WidgetContribution } from '../contributions';

/**
 * The contributed widgets by the names a layout may hold: each one's name, and the names it had
 * before (`formerNames`), so a layout saved under an old name keeps its widget. A current name
 * wins over another widget's former one.
 */
export function widgetsByName<T extends { item: WidgetContribution }>(contributions: readonly T[]): Map<string, T> {
  const byName = new Map<string, T>();
  for (const c of contributions) for (const former of c.item.formerNames ?? []) byName.set(former, c);
  for (const c of contributions) byName.set(c.item.name, c);
  return byName;
}
