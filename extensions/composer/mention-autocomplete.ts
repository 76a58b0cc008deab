import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before suggestions are fetched. */
const SUGGEST_DELAY_MS = 120;
const SUGGESTIONS = 8;

/**
 * The mention being typed at the caret: '@' and then only letters, digits, underscores, at signs
 * and dots (spec 000 section 5), not part of a word or an address before it.
 */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const match = text.slice(0, caret).match(/(?:^|[^\w@.])@([A-Za-z0-9_.@]*)$/);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The text with the mention at `start` (up to the caret) replaced by the chosen user's acct. */
export function completeMention(
  text: string,
  start: number,
  caret: number,
  user: Pick<entities.UserLite, 'username' | 'host'>,
): { text: string; caret: number } {
  const acct = user.host ? `@${user.username}@${user.host} ` : `@${user.username} `;
  return { text: text.slice(0, start) + acct + text.slice(caret), caret: start + acct.length };
}

/** Suggestions for the mention at the caret, with the one chosen by the arrow keys. */
export function useMentionSuggestions(text: string, caret: number | null) {
  const host = useHost();
  const at = caret === null ? null : mentionAtCaret(text, caret);
  const query = at && at.query.length > 0 ? at.query : null;
  const [users, setUsers] = useState<entities.UserLite[]>([]);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (query === null) {
      setUsers([]);
      return;
    }
    const ticket = ++latest.current;
    const [username = '', userHost] = query.split('@');
    const timer = setTimeout(() => {
      host.api
        .call('users/search-by-username-and-host', {
          username,
          ...(userHost ? { host: userHost } : {}),
          limit: SUGGESTIONS,
          detail: false,
        })
        .then(
          (found) => {
            if (ticket !== latest.current) return;
            setUsers(found as entities.UserLite[]);
            setActive(0);
          },
          () => ticket === latest.current && setUsers([]),
        );
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [host, query]);

  const open = query !== null && users.length > 0 && dismissed !== `${at?.start}:${query}`;
  return {
    open,
    users: open ? users : [],
    active: Math.min(active, Math.max(0, users.length - 1)),
    start: at?.start ?? 0,
    move: (delta: number) => setActive((i) => (users.length === 0 ? 0 : (i + delta + users.length) % users.length)),
    dismiss: () => setDismissed(`${at?.start}:${query}`),
  };
}
