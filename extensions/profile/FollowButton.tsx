import { useExtensionStrings, useHost, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import type {} from '../auth/api';
import { changeFollow, followStateOf } from './change-follow';

/**
 * Follow, unfollow, request to follow a locked account, or take a pending request back, with the
 * confirmations of `changeFollow`. Visitors are asked to sign in first.
 */
export function FollowButton({ user, onChange }: { user: entities.UserDetailed; onChange(): void }) {
  const t = useExtensionStrings('profile');
  const host = useHost();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  if (viewer.userId === user.id) return null;
  const state = followStateOf(user);
  const label =
    state === 'following'
      ? t('unfollow')
      : state === 'requested'
        ? t('cancelRequest')
        : user.isLocked
          ? t('requestFollow')
          : t('follow');

  const act = async () => {
    if (!viewer.signedIn) {
      if (host.commands.has('auth.signIn')) await host.commands.execute('auth.signIn');
      return;
    }
    setBusy(true);
    try {
      if (await changeFollow(host, user)) onChange();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={state === 'none' ? 'button primary follow-button' : 'button follow-button'}
      disabled={busy}
      onClick={() => void act()}
    >
      {label}
    </button>
  );
}
