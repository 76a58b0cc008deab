import type { entities } from 'misskey-js';
import { clientError } from '../errors';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { packUserLiteById } from '../users/pack-user';

/** Misskey's error for a seed from the future or older than five hours. */
export const invalidSeed = clientError(
  'INVALID_SEED',
  'eb627bc7-574b-4a52-a860-3c3eae772b88',
  'Provided seed is invalid.',
);

/** A game's seed is its start time (ms, as text); a record must come within this long of it. */
const SEED_MAX_AGE_MS = 5 * 60 * 60 * 1000;
/** The ranking counts the last week's games. */
const RANKING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const RANKING_SIZE = 10;

/** What a finished bubble game sends. */
export interface BubbleGameRecord {
  score: number;
  seed: string;
  logs: unknown[];
  gameMode: string;
  gameVersion: number;
}

/** The bubble game's scores (Misskey's drop-and-fusion records) and the weekly ranking per mode. */
export class BubbleGameRecords {
  constructor(private readonly instance: Instance) {}

  register(userId: string, record: BubbleGameRecord): void {
    const seededAt = Number.parseInt(record.seed, 10);
    const now = Date.now();
    if (!Number.isFinite(seededAt) || seededAt > now || seededAt < now - SEED_MAX_AGE_MS) throw invalidSeed();
    this.instance.db
      .prepare(
        'INSERT INTO bubble_game_records (id, user_id, seed, seeded_at, score, game_mode, game_version, logs) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        genAid(),
        userId,
        record.seed,
        seededAt,
        record.score,
        record.gameMode,
        record.gameVersion,
        JSON.stringify(record.logs),
      );
  }

  /** The best ten scores of the last week in a mode, best first. */
  ranking(gameMode: string): { id: string; score: number; user: entities.UserLite }[] {
    const rows = this.instance.db
      .prepare(
        'SELECT id, user_id, score FROM bubble_game_records WHERE game_mode = ? AND seeded_at > ? ORDER BY score DESC, id ASC LIMIT ?',
      )
      .all(gameMode, Date.now() - RANKING_WINDOW_MS, RANKING_SIZE) as { id: string; user_id: string; score: number }[];
    return rows.map((row) => ({ id: row.id, score: row.score, user: packUserLiteById(this.instance, row.user_id) }));
  }
}
