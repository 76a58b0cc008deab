import type { TesseraHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { FollowState } from './api';

/** How the viewer stands to a user, read from the user's relation fields. */
export function followStateOf(user: entities.UserDetailed): FollowState {
  if ('isFollowing' in user && user.isFollowing) return 'following';
  if ('hasPendingFollowRequestFromYou' in user && user.hasPendingFollowRequestFromYou) return 'requested';
  return 'none';
}

/**
 * The follow button's action, for every button that follows: unfollows after a yes, takes a
 * pending request back, or follows (a request, for a locked account) after a yes when
 * alwaysConfirmFollow is on. Errors are shown in a dialog. Gives the new state, or null when
 * nothing changed.
 */
export async function changeFollow(host: TesseraHost, user: entities.UserDetailed): Promise<FollowState | null> {
  const t = (key: string) => host.i18n.t(`profile.${key}`, { name: user.name || user.username });
  const state = followStateOf(user);
  if (state === 'following' && !(await host.modals.confirm(t('unfollowConfirm')))) return null;
  if (
    state === 'none' &&
    host.preferences.get('alwaysConfirmFollow') &&
    !(await host.modals.confirm(t('followConfirm')))
  )
    return null;
  const endpoint = {
    following: 'following/delete',
    requested: 'following/requests/cancel',
    none: 'following/create',
  } as const;
  try {
    await host.apiWithDialog(endpoint[state], { userId: user.id }, { success: false });
  } catch {
    return null; // The dialog has told the person why.
  }
  if (state !== 'none') return 'none';
  return user.isLocked ? 'requested' : 'following';
}
