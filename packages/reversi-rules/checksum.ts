import type { ReversiBoard } from './board';

const TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-32 (IEEE) of a string's UTF-8 bytes, as a signed 32-bit integer. */
export function crc32(text: string): number {
  let crc = -1;
  for (const byte of new TextEncoder().encode(text)) crc = (crc >>> 8) ^ (TABLE[(crc ^ byte) & 0xff] ?? 0);
  return crc ^ -1;
}

/**
 * The checksum of a board's state that Misskey's `reversi/verify` compares: the CRC-32 of the JSON
 * of the cells (black true, white false, empty and no cell null) and the turn, as a decimal string.
 */
export function boardChecksum(board: ReversiBoard): string {
  const color = (stone: 'black' | 'white' | null | undefined) => (stone == null ? null : stone === 'black');
  return crc32(JSON.stringify({ board: board.cells.map(color), turn: color(board.turn) })).toString();
}
