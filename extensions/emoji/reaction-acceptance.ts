import type { CustomEmoji, ReactionTarget } from './emoji-data';

/**
 * Whether a custom emoji may be offered as a reaction to the note (Misskey's picker rule): an
 * emoji kept to its own server is not offered for another server's note, and a sensitive one is
 * not offered when the note accepts only non-sensitive reactions.
 */
export function offeredAsReaction(emoji: CustomEmoji, note: ReactionTarget): boolean {
  if (emoji.localOnly && note.user.host !== null) return false;
  const nonSensitive =
    note.reactionAcceptance === 'nonSensitiveOnly' ||
    note.reactionAcceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote';
  return !(emoji.isSensitive && nonSensitive);
}
