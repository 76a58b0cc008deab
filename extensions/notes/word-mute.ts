import type { entities } from 'misskey-js';

/** One muted-word entry as Misskey stores it: words that must all appear, or a "/regular expression/flags". */
export type MutedWord = string | readonly string[];

/** Compiled expressions, kept because every note of a feed is checked against the same list. */
const compiled = new Map<string, RegExp | null>();

function expressionOf(entry: string): RegExp | null {
  let found = compiled.get(entry);
  if (found === undefined) {
    const parts = /^\/(.+)\/(.*)$/.exec(entry);
    try {
      found = parts ? new RegExp(parts[1] ?? '', parts[2]) : null;
    } catch {
      found = null;
    }
    if (compiled.size > 500) compiled.clear();
    compiled.set(entry, found);
  }
  return found;
}

/**
 * The muted-word entries a note matches, as Misskey matches them: against its warning and text
 * together, case-sensitively; a word list matches when every non-empty word appears, an
 * expression when it finds something. One's own notes never match.
 */
export function matchMutedWords(
  note: Pick<entities.Note, 'userId' | 'cw' | 'text'>,
  viewerId: string | null,
  words: readonly MutedWord[] | undefined,
): MutedWord[] {
  if (!words?.length || note.userId === viewerId) return [];
  const text = `${note.cw ?? ''}\n${note.text ?? ''}`.trim();
  if (text === '') return [];
  return words.filter((entry) => {
    if (typeof entry === 'string') {
      // A fresh lastIndex each time: a global or sticky flag must not carry over between notes.
      const expression = expressionOf(entry);
      if (!expression) return false;
      expression.lastIndex = 0;
      return expression.test(text);
    }
    const needed = entry.filter((word) => word !== '');
    return needed.length > 0 && needed.every((word) => text.includes(word));
  });
}
