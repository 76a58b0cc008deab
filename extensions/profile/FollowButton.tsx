import { useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../auth/api';

/**
 * Follow, unfollow (after confirming), request to follow a locked account, or take a pending
 * request back. Visitors are asked to sign in first.
 */
export function FollowButton({ user, onChange }: { user: entities.UserDetailed; onChange(): void }) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
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
    if (following && !(await host.modals.confirm(t('unfollowConfirm', { name: user.name ?? user.username })))) return;
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
