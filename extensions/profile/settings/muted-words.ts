/** A muted-word list as Misskey stores it: word lists (all must appear) and "/expression/flags". */
export type MutedWords = (string | string[])[];

/** What a text area of muted words or hosts turned into: the value, or the first line that is wrong. */
export type ParsedLines<T> = { ok: true; value: T } | { ok: false; line: number };

const EXPRESSION = /^\/(.+)\/(.*)$/;

/**
 * Reads the muted-words text area as Misskey's settings do: one entry a line, blank lines left
 * out; a line written as /expression/flags is a regular expression (refused, with its line
 * number, when it does not compile), any other line is words separated by spaces that must all
 * appear.
 */
export function parseMutedWords(source: string): ParsedLines<MutedWords> {
  const words: MutedWords = [];
  const lines = source.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const expression = EXPRESSION.exec(line);
    if (expression) {
      try {
        new RegExp(expression[1] ?? '', expression[2]);
      } catch {
        return { ok: false, line: index + 1 };
      }
      words.push(line);
    } else {
      words.push(line.split(/\s+/));
    }
  }
  return { ok: true, value: words };
}

/** The text area's text for a stored list, one entry a line. */
export function formatMutedWords(words: readonly (string | readonly string[])[]): string {
  return words.map((entry) => (typeof entry === 'string' ? entry : entry.join(' '))).join('\n');
}

/** Reads the muted-servers text area: one host a line, lower-cased; a line with spaces or a slash is refused. */
export function parseMutedHosts(source: string): ParsedLines<string[]> {
  const hosts: string[] = [];
  for (const [index, raw] of source.split('\n').entries()) {
    const host = raw.trim().toLowerCase();
    if (host === '') continue;
    if (/[\s/@]/.test(host)) return { ok: false, line: index + 1 };
    if (!hosts.includes(host)) hosts.push(host);
  }
  return { ok: true, value: hosts };
}
