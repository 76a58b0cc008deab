import type { entities } from 'misskey-js';

/**
 * Whether the viewer may write to this user, as far as the profile tells (the server decides):
 * their role lets them chat (`canChat`), and their `chatScope` takes the viewer: everyone, their
 * followers (the viewer follows them), those they follow (they follow the viewer), mutual
 * followers, or nobody. A user seen without those fields (not a detailed profile) may be tried.
 */
export function mayMessage(user: entities.User, viewerId: string | null): boolean {
  if (viewerId === null || user.id === viewerId) return false;
  if (!('chatScope' in user)) return true;
  if (user.canChat === false) return false;
  const follows = 'isFollowing' in user ? user.isFollowing === true : false;
  const followed = 'isFollowed' in user ? user.isFollowed === true : false;
  switch (user.chatScope) {
    case 'everyone':
      return true;
    case 'followers':
      return follows;
    case 'following':
      return followed;
    case 'mutual':
      return follows && followed;
    default:
      return false;
  }
}
