/** A board layout: rows of `-` (empty), `b` (black), `w` (white) and ` ` (no cell). */
export interface ReversiMap {
  /** A stable key, also the i18n key of its name. */
  id: string;
  /** The group it is listed under in the map picker. */
  category: 'classic' | 'shaped' | 'special';
  data: readonly string[];
}

/** The boards Tessera offers; a game may also carry any other map its players chose elsewhere. */
export const reversiMaps: readonly ReversiMap[] = [
  {
    id: 'eightByEight',
    category: 'classic',
    data: ['--------', '--------', '--------', '---wb---', '---bw---', '--------', '--------', '--------'],
  },
  {
    id: 'sixBySix',
    category: 'classic',
    data: ['------', '------', '--wb--', '--bw--', '------', '------'],
  },
  {
    id: 'tenByTen',
    category: 'classic',
    data: [
      '----------',
      '----------',
      '----------',
      '----------',
      '----wb----',
      '----bw----',
      '----------',
      '----------',
      '----------',
      '----------',
    ],
  },
  {
    id: 'fourByFour',
    category: 'classic',
    data: ['----', '-wb-', '-bw-', '----'],
  },
  {
    id: 'noCorners',
    category: 'shaped',
    data: [' ------ ', '--------', '--------', '---wb---', '---bw---', '--------', '--------', ' ------ '],
  },
  {
    id: 'octagon',
    category: 'shaped',
    data: ['  ----  ', ' ------ ', '--------', '---wb---', '---bw---', '--------', ' ------ ', '  ----  '],
  },
  {
    id: 'ring',
    category: 'shaped',
    data: [
      '----------',
      '----------',
      '--wb--wb--',
      '--bw--bw--',
      '----  ----',
      '----  ----',
      '--wb--wb--',
      '--bw--bw--',
      '----------',
      '----------',
    ],
  },
  {
    id: 'cross',
    category: 'shaped',
    data: [
      '   ----   ',
      '   ----   ',
      '   ----   ',
      '----------',
      '----wb----',
      '----bw----',
      '----------',
      '   ----   ',
      '   ----   ',
      '   ----   ',
    ],
  },
  {
    id: 'fourGames',
    category: 'special',
    data: [
      '----------',
      '-wb----wb-',
      '-bw----bw-',
      '----------',
      '----------',
      '----------',
      '----------',
      '-wb----wb-',
      '-bw----bw-',
      '----------',
    ],
  },
  {
    id: 'crowded',
    category: 'special',
    data: ['--------', '--------', '--bwbw--', '--wbwb--', '--bwbw--', '--wbwb--', '--------', '--------'],
  },
];

/** The classic 8×8 board every new game starts with. */
export const defaultReversiMap: readonly string[] = reversiMaps[0]?.data ?? [];

/** The named map a layout is, if it is one of ours. */
export function findReversiMap(data: readonly string[]): ReversiMap | undefined {
  const joined = data.join('\n');
  return reversiMaps.find((map) => map.data.join('\n') === joined);
}
