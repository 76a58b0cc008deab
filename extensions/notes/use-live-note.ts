import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';

/**
 * A note kept current through note capture: reactions, votes and deletion arrive from the
 * stream (spec 001 section 4); the viewer's own reaction is known by their user id.
 */
export function useLiveNote(
  initial: entities.Note,
): [entities.Note & { deleted?: boolean }, (next: entities.Note) => void] {
  const host = useHost();
  const [note, setNote] = useState<entities.Note & { deleted?: boolean }>(initial);
  useEffect(() => setNote(initial), [initial]);
  useEffect(() => {
    const me = host.viewer.get().userId;
    const sub = host.stream.captureNote(initial.id, (event) => {
      setNote((current) => {
        switch (event.type) {
          case 'reacted': {
            const reactions = {
              ...current.reactions,
              [event.body.reaction]: (current.reactions[event.body.reaction] ?? 0) + 1,
            };
            const emojis = event.body.emoji
              ? { ...current.reactionEmojis, [event.body.reaction.replace(/^:|:$/g, '')]: event.body.emoji }
              : current.reactionEmojis;
            return {
              ...current,
              reactions,
              reactionEmojis: emojis,
              ...(event.body.userId === me ? { myReaction: event.body.reaction } : {}),
            };
          }
          case 'unreacted': {
            const count = (current.reactions[event.body.reaction] ?? 1) - 1;
            const reactions = { ...current.reactions };
            if (count > 0) reactions[event.body.reaction] = count;
            else delete reactions[event.body.reaction];
            return { ...current, reactions, ...(event.body.userId === me ? { myReaction: null } : {}) };
          }
          case 'pollVoted': {
            if (!current.poll) return current;
            const choices = current.poll.choices.map((c, i) =>
              i === event.body.choice
                ? { ...c, votes: c.votes + 1, isVoted: c.isVoted || event.body.userId === me }
                : c,
            );
            return { ...current, poll: { ...current.poll, choices } };
          }
          case 'deleted':
            return { ...current, deleted: true };
          default:
            return current;
        }
      });
    });
    return () => sub.dispose();
  }, [host, initial.id]);
  return [note, setNote];
}
