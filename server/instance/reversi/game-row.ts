/** A reversi_games row as stored. */
export interface ReversiGameRow {
  id: string;
  created_at: number;
  user1_id: string;
  user2_id: string;
  user1_ready: number;
  user2_ready: number;
  started_at: number | null;
  ended_at: number | null;
  winner_id: string | null;
  surrendered_user_id: string | null;
  timeout_user_id: string | null;
  black: number | null;
  bw: string;
  no_irregular_rules: number;
  is_llotheo: number;
  can_put_everywhere: number;
  looped_board: number;
  time_limit_for_each_turn: number;
  /** JSON: string[] */
  map: string;
  /** JSON: Misskey's serialized moves, number[][] */
  logs: string;
  crc32: string | null;
}

/** The rules and moves of a game, as the rules package replays them. */
export function gameRecord(row: ReversiGameRow) {
  return {
    map: JSON.parse(row.map) as string[],
    logs: JSON.parse(row.logs) as number[][],
    isLlotheo: row.is_llotheo === 1,
    canPutEverywhere: row.can_put_everywhere === 1,
    loopedBoard: row.looped_board === 1,
  };
}

/** The user playing a colour: black is user1 when `black` is 1. */
export function playerOf(row: ReversiGameRow, stone: 'black' | 'white'): string {
  return (stone === 'black') === (row.black === 1) ? row.user1_id : row.user2_id;
}
