import type { entities } from 'misskey-js';
import type { Instance } from '../instance';
import { packUserLiteById } from '../users/pack-user';
import { gameRecord, type ReversiGameRow } from './game-row';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A game as misskey-js's ReversiGameLite (lists of games). */
export function packGameLite(instance: Instance, row: ReversiGameRow): entities.ReversiGameLite {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    isStarted: row.started_at !== null,
    isEnded: row.ended_at !== null,
    user1Id: row.user1_id,
    user2Id: row.user2_id,
    user1: packUserLiteById(instance, row.user1_id),
    user2: packUserLiteById(instance, row.user2_id),
    winnerId: row.winner_id,
    winner: row.winner_id ? packUserLiteById(instance, row.winner_id) : null,
    surrenderedUserId: row.surrendered_user_id,
    timeoutUserId: row.timeout_user_id,
    black: row.black,
    bw: row.bw,
    noIrregularRules: row.no_irregular_rules === 1,
    isLlotheo: row.is_llotheo === 1,
    canPutEverywhere: row.can_put_everywhere === 1,
    loopedBoard: row.looped_board === 1,
    timeLimitForEachTurn: row.time_limit_for_each_turn,
  };
}

/** A game with its board and moves, as misskey-js's ReversiGameDetailed. */
export function packGameDetailed(instance: Instance, row: ReversiGameRow): entities.ReversiGameDetailed {
  const { map, logs } = gameRecord(row);
  return {
    ...packGameLite(instance, row),
    form1: null,
    form2: null,
    user1Ready: row.user1_ready === 1,
    user2Ready: row.user2_ready === 1,
    logs,
    map,
  };
}
