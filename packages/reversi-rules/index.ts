/**
 * The rules of Misskey's reversi (the board, its variants, the move log and the checksum), used by
 * the local instance to referee games and by the client to draw and replay them.
 */
export { classicRules, ReversiBoard, type ReversiRules, type Stone } from './board';
export { boardChecksum, crc32 } from './checksum';
export { type ReversiMove, readMoves, replay, type SerializedMove, writeMoves } from './logs';
export { defaultReversiMap, findReversiMap, type ReversiMap, reversiMaps } from './maps';
