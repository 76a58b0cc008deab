/**
 * A deck profile as Misskey keeps it in the registry (scope `client/deck/profiles`, the profile's
 * name as the key): the columns, and the layout as stacks of column ids, left to right, each
 * stack's columns top to bottom.
 */
export interface DeckProfile {
  columns: DeckColumnState[];
  layout: string[][];
}

/** One column: Misskey's fields, then the column type's own settings beside them. */
export interface DeckColumnState {
  id: string;
  type: string;
  /** The name the person gave it; null shows the type's title. */
  name: string | null;
  /** Width in pixels. */
  width: number;
  /** Takes the room left over instead of its width. */
  flexible?: boolean;
  /** False while collapsed (only its header shows). */
  active?: boolean;
  [setting: string]: unknown;
}

export const DEFAULT_COLUMN_WIDTH = 330;
export const MIN_COLUMN_WIDTH = 200;
export const MAX_COLUMN_WIDTH = 900;

const BASE_FIELDS = new Set(['id', 'type', 'name', 'width', 'flexible', 'active']);

/** The profile a new deck starts from: the home timeline and the notifications. */
export function starterProfile(makeId: () => string): DeckProfile {
  const home: DeckColumnState = { id: makeId(), type: 'tl', name: null, width: DEFAULT_COLUMN_WIDTH, tl: 'home' };
  const notifications: DeckColumnState = {
    id: makeId(),
    type: 'notifications',
    name: null,
    width: DEFAULT_COLUMN_WIDTH,
  };
  return { columns: [home, notifications], layout: [[home.id], [notifications.id]] };
}

/** A registry value read as a profile, or null when it is not one; stray layout ids are dropped. */
export function readProfile(value: unknown): DeckProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { columns, layout } = value as { columns?: unknown; layout?: unknown };
  if (!Array.isArray(columns) || !Array.isArray(layout)) return null;
  const valid = columns.filter(
    (c): c is DeckColumnState =>
      typeof c === 'object' && c !== null && typeof c.id === 'string' && typeof c.type === 'string',
  );
  const ids = new Set(valid.map((c) => c.id));
  const stacks = layout
    .filter((stack): stack is unknown[] => Array.isArray(stack))
    .map((stack) => stack.filter((id): id is string => typeof id === 'string' && ids.has(id)))
    .filter((stack) => stack.length > 0);
  const placed = new Set(stacks.flat());
  // A column missing from the layout still shows, at the end.
  for (const c of valid) if (!placed.has(c.id)) stacks.push([c.id]);
  return {
    columns: valid.map((c) => ({
      ...c,
      name: typeof c.name === 'string' ? c.name : null,
      width: clampWidth(typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_WIDTH),
    })),
    layout: stacks,
  };
}

/** A column's own settings: every field but the deck's. */
export function columnSettings(column: DeckColumnState): Record<string, unknown> {
  return Object.fromEntries(Object.entries(column).filter(([key]) => !BASE_FIELDS.has(key)));
}

/** The width kept within what a column can be. */
export function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
}

/** Adds a column at the right end, in a stack of its own. */
export function addColumn(profile: DeckProfile, column: DeckColumnState): DeckProfile {
  return { columns: [...profile.columns, column], layout: [...profile.layout, [column.id]] };
}

/** Removes a column (and its stack, when it was the stack's last). */
export function removeColumn(profile: DeckProfile, id: string): DeckProfile {
  return {
    columns: profile.columns.filter((c) => c.id !== id),
    layout: profile.layout.map((stack) => stack.filter((x) => x !== id)).filter((stack) => stack.length > 0),
  };
}

/** Changes one column's fields. */
export function updateColumn(profile: DeckProfile, id: string, change: Partial<DeckColumnState>): DeckProfile {
  return { ...profile, columns: profile.columns.map((c) => (c.id === id ? { ...c, ...change } : c)) };
}

/** Replaces one column's own settings, keeping the deck's fields. */
export function replaceSettings(profile: DeckProfile, id: string, settings: Record<string, unknown>): DeckProfile {
  return {
    ...profile,
    columns: profile.columns.map((c) => {
      if (c.id !== id) return c;
      const base = Object.fromEntries(Object.entries(c).filter(([key]) => BASE_FIELDS.has(key)));
      return { ...settings, ...base } as DeckColumnState;
    }),
  };
}

function locate(layout: readonly string[][], id: string): [number, number] {
  for (let s = 0; s < layout.length; s++) {
    const row = (layout[s] ?? []).indexOf(id);
    if (row >= 0) return [s, row];
  }
  return [-1, -1];
}

/** Moves a column's whole stack one place left (-1) or right (+1). */
export function moveStack(profile: DeckProfile, id: string, by: -1 | 1): DeckProfile {
  const [s] = locate(profile.layout, id);
  const to = s + by;
  if (s < 0 || to < 0 || to >= profile.layout.length) return profile;
  const layout = [...profile.layout];
  const [stack] = layout.splice(s, 1);
  if (stack) layout.splice(to, 0, stack);
  return { ...profile, layout };
}

/** Moves a column up (-1) or down (+1) within its stack. */
export function moveInStack(profile: DeckProfile, id: string, by: -1 | 1): DeckProfile {
  const [s, row] = locate(profile.layout, id);
  const stack = profile.layout[s];
  if (!stack || row + by < 0 || row + by >= stack.length) return profile;
  const next = [...stack];
  next.splice(row, 1);
  next.splice(row + by, 0, id);
  return { ...profile, layout: profile.layout.map((x, i) => (i === s ? next : x)) };
}

/** Puts a column at the bottom of the stack on its left (Misskey's "stack to the left"). */
export function stackLeft(profile: DeckProfile, id: string): DeckProfile {
  const [s] = locate(profile.layout, id);
  if (s <= 0) return profile;
  const layout = profile.layout.map((stack) => stack.filter((x) => x !== id));
  layout[s - 1] = [...(layout[s - 1] ?? []), id];
  return { ...profile, layout: layout.filter((stack) => stack.length > 0) };
}

/** Takes a column out of its stack into a stack of its own just right of it. */
export function popOut(profile: DeckProfile, id: string): DeckProfile {
  const [s] = locate(profile.layout, id);
  const stack = profile.layout[s];
  if (!stack || stack.length < 2) return profile;
  const layout = profile.layout.map((x) => x.filter((y) => y !== id));
  layout.splice(s + 1, 0, [id]);
  return { ...profile, layout };
}
