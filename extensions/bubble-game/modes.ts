/** One kind of thing that falls: its level (1 smallest), size, score and look. */
export interface Mono {
  level: number;
  /** Diameter (circles) or side (squares), in game units. */
  size: number;
  /** Points for making one by fusion. */
  score: number;
  shape: 'circle' | 'square';
  /** Whether it may be handed to the player to drop (the small ones). */
  dropCandidate: boolean;
  /** The emoji drawn on it (normal mode), or null for a numbered tile. */
  emoji: string | null;
  color: string;
}

/** A way to play: its name as Misskey records it, and its monos from smallest to largest. */
export interface GameMode {
  id: 'normal' | 'square';
  monos: readonly Mono[];
}

/** The version of our rules sent with each record, so records of different rules stay apart. */
export const GAME_VERSION = 1;
/** The play area, in game units. */
export const GAME_WIDTH = 450;
export const GAME_HEIGHT = 600;

const LEVELS = 10;
/** Each level is this much larger than the one below. */
const GROWTH = 1.25;
/** Levels up to this one are handed out to drop. */
const LARGEST_DROPPED = 5;

const FACES = ['🙂', '😀', '😄', '😆', '😳', '🥺', '🤪', '🥵', '🥶', '🤯'];
const COLORS = [
  '#f2a7b8',
  '#f7c26b',
  '#f5e96c',
  '#a6e07a',
  '#6fd3c1',
  '#6fb5f0',
  '#9d8cf2',
  '#e48cf0',
  '#f08c8c',
  '#f0b24a',
];

function monos(base: number, shape: Mono['shape'], emoji: boolean): Mono[] {
  return Array.from({ length: LEVELS }, (_, i) => ({
    level: i + 1,
    size: base * GROWTH ** i,
    score: 2 ** i,
    shape,
    dropCandidate: i + 1 <= LARGEST_DROPPED,
    emoji: emoji ? (FACES[i] ?? null) : null,
    color: COLORS[i] ?? '#ccc',
  }));
}

/** The modes, as Misskey names them: faces that fuse upwards to the exploding head, or numbered tiles. */
export const GAME_MODES: readonly GameMode[] = [
  { id: 'normal', monos: monos(30, 'circle', true) },
  { id: 'square', monos: monos(28, 'square', false) },
];

export function gameMode(id: string): GameMode {
  return GAME_MODES.find((m) => m.id === id) ?? (GAME_MODES[0] as GameMode);
}
