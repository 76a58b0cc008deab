/** A `/pattern/flags` entry as a regular expression, or null when it is not one (or does not compile). */
function asPattern(entry: string): RegExp | null {
  const match = /^\/(.+)\/([a-z]*)$/.exec(entry);
  if (!match) return null;
  try {
    return new RegExp(match[1] as string, match[2]);
  } catch {
    return null;
  }
}

/**
 * Whether text holds an entry of a moderation word list (prohibited or sensitive words, words
 * names may not have), as Misskey matches them: a `/pattern/flags` entry as a regular expression,
 * any other as words separated by spaces that must all appear, ignoring case.
 */
export function matchesWordList(text: string, list: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return list.some((entry) => {
    const pattern = asPattern(entry.trim());
    if (pattern) return pattern.test(text);
    const words = entry.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return words.length > 0 && words.every((word) => lower.includes(word));
  });
}
