import type { CustomEmoji, ReactionTarget } from './emoji-data';

/**
 * Whether a custom emoji may be offered as a reaction to the note (Misskey's picker rule): an
 * emoji kept to its own server is not offered for another server's note, a sensitive one is not
 * offered when the note accepts only non-sensitive reactions, and one kept for some roles only to
 * people with one of them (`myRoleIds`; while they are not known, it is offered).
 */
export function offeredAsReaction(
  emoji: CustomEmoji,
  note: ReactionTarget,
  myRoleIds: readonly string[] | null = null,
): boolean {
  if (emoji.localOnly && note.user.host !== null) return false;
  const roles = emoji.roleIdsThatCanBeUsedThisEmojiAsReaction ?? [];
  if (myRoleIds && roles.length > 0 && !roles.some((r) => myRoleIds.includes(r))) return false;
  const nonSensitive =
    note.reactionAcceptance === 'nonSensitiveOnly' ||
    note.reactionAcceptance === 'nonSensitiveOnlyForLocalLikeOnlyForRemote';
  return !(emoji.isSensitive && nonSensitive);
}
