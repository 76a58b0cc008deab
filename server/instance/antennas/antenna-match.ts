/** What an antenna matches on, as stored. */
export interface AntennaRule {
  src: 'home' | 'all' | 'users' | 'list' | 'users_blacklist';
  keywords: string[][];
  excludeKeywords: string[][];
  /** Accounts as people type them: '@alice', 'alice', 'alice@host'. */
  users: string[];
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
}

/** The note and its author, as the match needs them. */
export interface AntennaCandidate {
  text: string | null;
  cw: string | null;
  visibility: 'public' | 'home' | 'followers' | 'specified';
  hasReply: boolean;
  fileCount: number;
  author: { username: string; host: string | null; isBot: boolean };
  /** Whether the antenna's owner wrote the note or follows its author. */
  ownerFollowsAuthor: boolean;
  /** Whether the author is on the antenna's list (src 'list'). */
  authorOnList: boolean;
}

/** Lines of words, without empty words and lines (a form leaves them). */
const lines = (groups: string[][]) => groups.map((g) => g.filter((w) => w !== '')).filter((g) => g.length > 0);

function anyLineMatches(groups: string[][], text: string, caseSensitive: boolean): boolean {
  const haystack = caseSensitive ? text : text.toLowerCase();
  return groups.some((words) => words.every((w) => haystack.includes(caseSensitive ? w : w.toLowerCase())));
}

function parseAcct(acct: string): { username: string; host: string | null } {
  const [username = '', host = null] = acct.replace(/^@/, '').split('@');
  return { username: username.toLowerCase(), host: host ? host.toLowerCase() : null };
}

/**
 * Whether an antenna catches a note, by Misskey's rules: never direct notes; followers-only notes
 * only for an owner who follows the author; the source (home, list, users, everyone but some
 * users, all); then bots, remote authors, replies, files; then the keyword lines (any line whose
 * words all appear in the text or CW) and the excluded lines.
 */
export function antennaMatches(rule: AntennaRule, note: AntennaCandidate): boolean {
  if (note.visibility === 'specified') return false;
  if (note.visibility === 'followers' && !note.ownerFollowsAuthor) return false;
  if (rule.excludeBots && note.author.isBot) return false;
  if (rule.localOnly && note.author.host !== null) return false;
  if (!rule.withReplies && note.hasReply) return false;
  if (rule.withFile && note.fileCount === 0) return false;

  const listed = () =>
    rule.users
      .map(parseAcct)
      .some((a) => a.username === note.author.username.toLowerCase() && a.host === note.author.host);
  if (rule.src === 'home' && !note.ownerFollowsAuthor) return false;
  if (rule.src === 'list' && !note.authorOnList) return false;
  if (rule.src === 'users' && !listed()) return false;
  if (rule.src === 'users_blacklist' && listed()) return false;

  const text = `${note.text ?? ''}\n${note.cw ?? ''}`;
  const keywords = lines(rule.keywords);
  if (keywords.length > 0) {
    if (note.text === null && note.cw === null) return false;
    if (!anyLineMatches(keywords, text, rule.caseSensitive)) return false;
  }
  const excluded = lines(rule.excludeKeywords);
  if (excluded.length > 0 && anyLineMatches(excluded, text, rule.caseSensitive)) return false;
  return true;
}
