import type { entities } from 'misskey-js';

/**
 * Groups runs of reactions to the same note into 'reaction:grouped', and of renotes of the same
 * note into 'renote:grouped', as Misskey's grouped list does; a lone one stays as it is.
 */
export function groupNotifications(list: readonly entities.Notification[]): entities.Notification[] {
  const out: entities.Notification[] = [];
  for (const n of list) {
    const last = out[out.length - 1];
    if (
      n.type === 'reaction' &&
      last &&
      (last.type === 'reaction' || last.type === 'reaction:grouped') &&
      last.note.id === n.note.id
    ) {
      const reactions = last.type === 'reaction' ? [{ user: last.user, reaction: last.reaction }] : last.reactions;
      out[out.length - 1] = {
        id: last.id,
        createdAt: last.createdAt,
        type: 'reaction:grouped',
        note: last.note,
        reactions: [...reactions, { user: n.user, reaction: n.reaction }],
      };
      continue;
    }
    if (
      n.type === 'renote' &&
      last &&
      (last.type === 'renote' || last.type === 'renote:grouped') &&
      last.note.renoteId === n.note.renoteId
    ) {
      const users = last.type === 'renote' ? [last.user] : last.users;
      out[out.length - 1] = {
        id: last.id,
        createdAt: last.createdAt,
        type: 'renote:grouped',
        note: last.note,
        users: [...users, n.user],
      };
      continue;
    }
    out.push(n);
  }
  return out;
}
