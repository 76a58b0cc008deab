import type { WidgetPlacement } from '../preferences';

/**
 * Widget names Tessera once used, with the name the widget has now (Misskey's). Layouts saved
 * under an old name keep their widget.
 */
const RENAMED_WIDGETS: Readonly<Record<string, string>> = {
  // Ai-chan was `ai` before it took Misskey's name.
  ai: 'aichan',
};

/** A placed widget under its current name: one saved under an old name, renamed; others as they are. */
export function currentWidgetPlacement(placement: WidgetPlacement): WidgetPlacement {
  const renamed = Object.hasOwn(RENAMED_WIDGETS, placement.name) ? RENAMED_WIDGETS[placement.name] : undefined;
  return renamed ? { ...placement, name: renamed } : placement;
}
