/** A widget placed in the widget column. */
export interface PlacedWidget {
  id: string;
  name: string;
  settings: Record<string, unknown>;
}

/** Where the widget column's layout is kept on this device until preference profiles hold it. */
export const PLACED_WIDGETS_KEY = 'tessera:widgets';

/** Misskey's default widgets (spec 001 section 2): calendar, notifications and trends. */
export const DEFAULT_WIDGETS = ['calendar', 'notifications', 'trends'];

export function readPlacedWidgets(storage: Pick<Storage, 'getItem'>): PlacedWidget[] {
  try {
    const raw = JSON.parse(storage.getItem(PLACED_WIDGETS_KEY) ?? 'null') as unknown;
    if (Array.isArray(raw)) return raw.filter(isPlaced);
  } catch {
    // unreadable: fall back to the defaults
  }
  return DEFAULT_WIDGETS.map((name) => ({ id: `default-${name}`, name, settings: {} }));
}

export function writePlacedWidgets(storage: Pick<Storage, 'setItem'>, widgets: readonly PlacedWidget[]): void {
  storage.setItem(PLACED_WIDGETS_KEY, JSON.stringify(widgets));
}

function isPlaced(value: unknown): value is PlacedWidget {
  const v = value as PlacedWidget;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.name === 'string';
}
