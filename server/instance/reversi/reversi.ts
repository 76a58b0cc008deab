import {
  boardChecksum,
  defaultReversiMap,
  ReversiBoard,
  readMoves,
  replay,
  type Stone,
  writeMoves,
} from '@tessera/reversi-rules';
import { type Page, selectPage } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { packUserLiteById } from '../users/pack-user';
import { gameRecord, playerOf, type ReversiGameRow } from './game-row';
import { ReversiMatching } from './matching';
import { packGameDetailed } from './pack-game';
import { reversiErrors } from './reversi-errors';

/** The game settings players may change before it starts (misskey-js's reversiUpdateKeys). */
const SETTING_COLUMNS = {
  map: 'map',
  bw: 'bw',
  isLlotheo: 'is_llotheo',
  canPutEverywhere: 'can_put_everywhere',
  loopedBoard: 'looped_board',
  timeLimitForEachTurn: 'time_limit_for_each_turn',
} as const;
type SettingKey = keyof typeof SETTING_COLUMNS;
/** Settings a game matched with "classic rules only" keeps as they are. */
const IRREGULAR_SETTINGS: readonly SettingKey[] = ['map', 'isLlotheo', 'canPutEverywhere', 'loopedBoard'];

/** A setting's value as stored, or undefined when it is not one the setting takes. */
function storedSetting(key: SettingKey, value: unknown): string | number | undefined {
  switch (key) {
    case 'map': {
      if (!Array.isArray(value) || value.length === 0 || value.length > 32) return undefined;
      const width = typeof value[0] === 'string' ? value[0].length : 0;
      const rowsFit = value.every((row) => typeof row === 'string' && row.length === width);
      return rowsFit && width > 0 && width <= 32 ? JSON.stringify(value) : undefined;
    }
    case 'bw':
      return typeof value === 'string' && ['random', '1', '2'].includes(value) ? value : undefined;
    case 'timeLimitForEachTurn':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 86_400 ? value : undefined;
    default:
      return typeof value === 'boolean' ? (value ? 1 : 0) : undefined;
  }
}

/** Both players ready: the game starts this long after, unless one takes it back (Misskey's 3 s). */
const START_DELAY_MS = 3_000;
/** Unstarted games older than this are dropped (Misskey's 10 minutes). */
const STALE_MS = 10 * 60_000;
/** A player's unstarted game this recent is the one a repeated match call returns (Misskey's 3 minutes). */
const RECENT_MS = 3 * 60_000;

/**
 * Misskey's reversi, refereed by the instance: matching by invitation or with anyone, the settings
 * both players agree before the start, the moves (checked by the shared rules), time limits,
 * surrender and the game records. Everything a player sees arrives over the reversi and
 * reversiGame streaming channels.
 */
export class Reversi {
  private readonly matching = new ReversiMatching();
  private readonly startTimers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly instance: Instance) {}

  private get db() {
    return this.instance.db;
  }

  byId(gameId: string): ReversiGameRow | undefined {
    return this.db.prepare('SELECT * FROM reversi_games WHERE id = ?').get(gameId) as ReversiGameRow | undefined;
  }

  pack(row: ReversiGameRow) {
    return packGameDetailed(this.instance, row);
  }

  private emitGame(gameId: string, type: string, body: unknown): void {
    this.instance.events.emit('reversiGame', gameId, type, body);
  }

  /**
   * Asks for a game with one person (an invitation, or accepting theirs) or with anyone. Returns
   * the game once matched, or null while waiting: the waiting client asks again to keep waiting.
   */
  match(meId: string, options: { userId: string | null; noIrregularRules: boolean; multiple: boolean }) {
    const target = options.userId;
    if (target === meId) throw reversiErrors.isYourself();
    if (target && !this.db.prepare('SELECT 1 FROM users WHERE id = ?').get(target)) throw reversiErrors.noSuchUser();
    this.db.prepare('DELETE FROM reversi_games WHERE started_at IS NULL AND created_at < ?').run(Date.now() - STALE_MS);
    if (!options.multiple) {
      const recent = this.recentUnstarted(meId, target);
      if (recent) return recent;
    }
    if (target) {
      if (this.matching.withdraw(target, meId)) return this.matched(target, meId, false);
      this.matching.invite(meId, target);
      this.instance.events.emit('reversi', target, 'invited', { user: packUserLiteById(this.instance, meId) });
      return null;
    }
    const inviter = this.matching.invitersOf(meId)[0];
    if (inviter) {
      this.matching.withdraw(inviter, meId);
      return this.matched(inviter, meId, false);
    }
    const other = this.matching.takeSomeoneFor(meId);
    if (other) return this.matched(other.userId, meId, options.noIrregularRules || other.noIrregularRules);
    this.matching.waitForAnyone(meId, options.noIrregularRules);
    return null;
  }

  private recentUnstarted(meId: string, otherId: string | null): ReversiGameRow | undefined {
    const since = Date.now() - RECENT_MS;
    const sql = otherId
      ? 'SELECT * FROM reversi_games WHERE started_at IS NULL AND created_at > ? AND ((user1_id = ? AND user2_id = ?) OR (user1_id = ? AND user2_id = ?)) ORDER BY id DESC'
      : 'SELECT * FROM reversi_games WHERE started_at IS NULL AND created_at > ? AND (user1_id = ? OR user2_id = ?) ORDER BY id DESC';
    const values = otherId ? [since, meId, otherId, otherId, meId] : [since, meId, meId];
    return this.db.prepare(sql).get(...values) as ReversiGameRow | undefined;
  }

  private matched(parentId: string, childId: string, noIrregularRules: boolean): ReversiGameRow {
    const id = genAid();
    this.db
      .prepare(
        'INSERT INTO reversi_games (id, created_at, user1_id, user2_id, no_irregular_rules, map) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(id, Date.now(), parentId, childId, noIrregularRules ? 1 : 0, JSON.stringify(defaultReversiMap));
    const game = this.byId(id) as ReversiGameRow;
    this.instance.events.emit('reversi', parentId, 'matched', { game: this.pack(game) });
    return game;
  }

  /** Stops waiting: for one person (an invitation taken back) or for anyone. */
  cancelMatch(meId: string, targetId: string | null): void {
    if (targetId) this.matching.withdraw(meId, targetId);
    else this.matching.stopWaiting(meId);
  }

  /** Who invited this user and is still waiting. */
  invitations(meId: string): string[] {
    return this.matching.invitersOf(meId);
  }

  /** Games newest first: the caller's own (unstarted ones too) or everyone's started ones. */
  games(page: Page, mineOf: string | null): ReversiGameRow[] {
    const where = mineOf ? ['(user1_id = ? OR user2_id = ?)'] : ['started_at IS NOT NULL'];
    const values = mineOf ? [mineOf, mineOf] : [];
    return selectPage<ReversiGameRow>(
      this.db,
      { select: 'SELECT * FROM reversi_games', where, values, idColumn: 'id', dateColumn: 'created_at' },
      page,
    );
  }

  private isPlayer(game: ReversiGameRow, userId: string): boolean {
    return game.user1_id === userId || game.user2_id === userId;
  }

  /** A player says ready (or takes it back); both ready, the game starts after a short pause. */
  ready(gameId: string, userId: string, ready: boolean): void {
    const game = this.byId(gameId);
    if (!game || game.started_at !== null || !this.isPlayer(game, userId)) return;
    const column = game.user1_id === userId ? 'user1_ready' : 'user2_ready';
    this.db.prepare(`UPDATE reversi_games SET ${column} = ? WHERE id = ?`).run(ready ? 1 : 0, gameId);
    const fresh = this.byId(gameId) as ReversiGameRow;
    this.emitGame(gameId, 'changeReadyStates', { user1: fresh.user1_ready === 1, user2: fresh.user2_ready === 1 });
    if (fresh.user1_ready === 1 && fresh.user2_ready === 1) {
      const timer = setTimeout(() => {
        this.startTimers.delete(timer);
        const now = this.byId(gameId);
        if (now && now.started_at === null && now.user1_ready === 1 && now.user2_ready === 1) this.start(now);
      }, START_DELAY_MS);
      timer.unref?.();
      this.startTimers.add(timer);
    }
  }

  /** A player changes a setting before the start, while not ready; the other player sees it. */
  updateSettings(gameId: string, userId: string, key: unknown, value: unknown): void {
    const game = this.byId(gameId);
    if (!game || game.started_at !== null || !this.isPlayer(game, userId)) return;
    if ((game.user1_id === userId ? game.user1_ready : game.user2_ready) === 1) return;
    if (typeof key !== 'string' || !(key in SETTING_COLUMNS)) return;
    const setting = key as SettingKey;
    if (game.no_irregular_rules === 1 && IRREGULAR_SETTINGS.includes(setting)) return;
    const stored = storedSetting(setting, value);
    if (stored === undefined) return;
    this.db.prepare(`UPDATE reversi_games SET ${SETTING_COLUMNS[setting]} = ? WHERE id = ?`).run(stored, gameId);
    this.emitGame(gameId, 'updateSettings', { userId, key: setting, value });
  }

  private start(game: ReversiGameRow): void {
    const black = game.bw === 'random' ? (Math.random() < 0.5 ? 1 : 2) : Number(game.bw);
    const board = new ReversiBoard(gameRecord(game).map, gameRecord(game));
    this.db
      .prepare('UPDATE reversi_games SET started_at = ?, black = ?, crc32 = ? WHERE id = ?')
      .run(Date.now(), black, boardChecksum(board), game.id);
    const started = this.byId(game.id) as ReversiGameRow;
    // A board may be decided before the first move (one colour only).
    if (board.isEnded) {
      this.end(started, board.winner ? playerOf(started, board.winner) : null, null);
      return;
    }
    this.emitGame(game.id, 'started', { game: this.pack(started) });
  }

  private end(game: ReversiGameRow, winnerId: string | null, reason: 'surrender' | 'timeout' | null): void {
    const loserId = winnerId === game.user1_id ? game.user2_id : game.user1_id;
    this.db
      .prepare(
        'UPDATE reversi_games SET ended_at = ?, winner_id = ?, surrendered_user_id = ?, timeout_user_id = ? WHERE id = ?',
      )
      .run(
        Date.now(),
        winnerId,
        reason === 'surrender' ? loserId : null,
        reason === 'timeout' ? loserId : null,
        game.id,
      );
    this.emitGame(game.id, 'ended', { winnerId, game: this.pack(this.byId(game.id) as ReversiGameRow) });
  }

  /** A player's move: ignored unless it is their turn and the rules allow it. `id` echoes back in the log. */
  putStone(gameId: string, userId: string, pos: number, id: string | null): void {
    const game = this.byId(gameId);
    if (!game || game.started_at === null || game.ended_at !== null || !this.isPlayer(game, userId)) return;
    const myStone: Stone = (game.user1_id === userId) === (game.black === 1) ? 'black' : 'white';
    const record = gameRecord(game);
    const board = replay(record);
    if (board.turn !== myStone || !Number.isInteger(pos) || !board.canPut(myStone, pos)) return;
    board.put(pos);
    const move = { time: Date.now(), stone: myStone, pos };
    const logs = writeMoves([...readMoves(record.logs), move]);
    this.db
      .prepare('UPDATE reversi_games SET logs = ?, crc32 = ? WHERE id = ?')
      .run(JSON.stringify(logs), boardChecksum(board), gameId);
    this.emitGame(gameId, 'log', { time: move.time, player: myStone === 'black', operation: 'put', pos, id });
    if (board.isEnded)
      this.end(this.byId(gameId) as ReversiGameRow, board.winner ? playerOf(game, board.winner) : null, null);
  }

  /** Gives up: the other player wins. */
  surrender(gameId: string, userId: string): void {
    const game = this.byId(gameId);
    if (!game) throw reversiErrors.noSuchGameToSurrender();
    if (game.ended_at !== null) throw reversiErrors.alreadyEnded();
    if (!this.isPlayer(game, userId)) throw reversiErrors.accessDenied();
    this.end(game, game.user1_id === userId ? game.user2_id : game.user1_id, 'surrender');
  }

  /** A player says the one to move ran out of time: if so, the mover loses. */
  claimTimeIsUp(gameId: string): void {
    const game = this.byId(gameId);
    if (!game || game.started_at === null || game.ended_at !== null) return;
    const record = gameRecord(game);
    const board = replay(record);
    // No limit set (0): nobody runs out of time.
    if (board.turn === null || game.time_limit_for_each_turn <= 0) return;
    const moves = readMoves(record.logs);
    const turnStarted = moves.at(-1)?.time ?? game.started_at;
    if (Date.now() - turnStarted < game.time_limit_for_each_turn * 1000) return;
    this.end(game, playerOf(game, board.turn === 'black' ? 'white' : 'black'), 'timeout');
  }

  /** A player leaves before the start: the game is dropped. */
  cancelGame(gameId: string, userId: string): void {
    const game = this.byId(gameId);
    if (!game || game.started_at !== null || !this.isPlayer(game, userId)) return;
    this.db.prepare('DELETE FROM reversi_games WHERE id = ?').run(gameId);
    this.emitGame(gameId, 'canceled', { userId });
  }

  /** Whether a client's board checksum differs from the game's (then it gets the game to resync). */
  verify(gameId: string, crc32: string) {
    const game = this.byId(gameId);
    if (!game) throw reversiErrors.noSuchGameToVerify();
    return crc32 !== game.crc32 ? { desynced: true, game: this.pack(game) } : { desynced: false };
  }

  /** Drops the pending starts (the instance is closing). */
  dispose(): void {
    for (const timer of this.startTimers) clearTimeout(timer);
    this.startTimers.clear();
  }
}
