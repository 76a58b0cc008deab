import { useExtensionStrings, useHost, usePreference, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../auth/api';

/**
 * Follow, unfollow (after confirming), request to follow a locked account, or take a pending
 * request back. Visitors are asked to sign in first. With alwaysConfirmFollow (on unless turned
 * off, as in Misskey) following or asking to waits for a yes too.
 */
export function FollowButton({ user, onChange }: { user: entities.UserDetailed; onChange(): void }) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  const [confirmFollow] = usePreference('alwaysConfirmFollow');
  if (viewer.userId === user.id) return null;
  const following = 'isFollowing' in user && user.isFollowing;
  const pending = 'hasPendingFollowRequestFromYou' in user && user.hasPendingFollowRequestFromYou;
  const label = following
    ? t('unfollow')
    : pending
      ? t('cancelRequest')
      : user.isLocked
        ? t('requestFollow')
        : t('follow');

  const act = async () => {
    if (!viewer.signedIn) {
      if (host.commands.has('auth.signIn')) await host.commands.execute('auth.signIn');
      return;
    }
    const name = user.name || user.username;
    if (following && !(await host.modals.confirm(t('unfollowConfirm', { name })))) return;
    if (!following && !pending && confirmFollow && !(await host.modals.confirm(t('followConfirm', { name })))) return;
    setBusy(true);
    try {
      if (following) await host.apiWithDialog('following/delete', { userId: user.id }, { success: false });
      else if (pending) await host.apiWithDialog('following/requests/cancel', { userId: user.id }, { success: false });
      else await host.apiWithDialog('following/create', { userId: user.id }, { success: false });
      onChange();
    } catch {
      // The dialog has told the user; the button stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={following || pending ? 'button follow-button' : 'button primary follow-button'}
      disabled={busy}
      onClick={() => void act()}
    >
      {label}
    </button>
  );
}
