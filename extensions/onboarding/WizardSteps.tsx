import {
  Avatar,
  SwitchRow,
  type TesseraHost,
  useAccount,
  useAccountUpdate,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import type { Endpoints, entities } from 'misskey-js';
import { type Ref, useId, useImperativeHandle, useState } from 'react';
import type {} from '../drive/api';
import type { FollowState } from '../profile/api';
import '@tessera/sdk/forms.css';

type Update = Endpoints['i/update']['req'];

/** What the wizard asks of its profile step when Next is pressed. */
export interface ProfileStepHandle {
  /** Saves what changed; false when the server refused it (the error has been shown). */
  save(): Promise<boolean>;
}

/** Misskey's limits on a display name and a bio. */
const MAX_NAME = 50;
const MAX_DESCRIPTION = 1500;

/** The profile step: display name, bio and avatar. */
export function ProfileStep({ ref }: { ref: Ref<ProfileStepHandle> }) {
  const t = useExtensionStrings('onboarding.wizard');
  const host = useHost();
  const me = useAccount()?.info ?? null;
  const update = useAccountUpdate<Update>();
  const [name, setName] = useState(me?.name ?? '');
  const [description, setDescription] = useState(me?.description ?? '');
  const nameId = useId();
  const descriptionId = useId();
  useImperativeHandle(ref, () => ({
    save: async () => {
      const change: Update = {};
      if (name !== (me?.name ?? '')) change.name = name.trim() === '' ? null : name;
      if (description !== (me?.description ?? '')) change.description = description === '' ? null : description;
      return Object.keys(change).length === 0 || update.save(change, change);
    },
  }));
  const chooseAvatar = async () => {
    if (!host.commands.has('drive.pick')) return;
    const files = await host.commands.execute('drive.pick', { multiple: false, type: 'image/' });
    const file = files?.[0];
    if (file) await update.save({ avatarId: file.id }, { avatarId: file.id });
  };
  return (
    <>
      <p className="form-hint">{t('profile.text')}</p>
      <div className="onboarding-avatar">
        <Avatar user={me} size={64} />
        {host.commands.has('drive.pick') && (
          <button type="button" className="button" onClick={() => void chooseAvatar()}>
            {t('profile.avatar')}
          </button>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={nameId}>{t('profile.name')}</label>
        <input id={nameId} value={name} maxLength={MAX_NAME} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor={descriptionId}>{t('profile.description')}</label>
        <textarea
          id={descriptionId}
          value={description}
          maxLength={MAX_DESCRIPTION}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
    </>
  );
}

/** The privacy switches a new account decides first, each saved at once. */
const PRIVACY = ['isLocked', 'hideOnlineStatus', 'noCrawle', 'preventAiLearning', 'isExplorable'] as const;

/** The privacy step: who may follow without asking, online status, search engines, AI, discovery. */
export function PrivacyStep() {
  const t = useExtensionStrings('onboarding.wizard');
  const me = useAccount()?.info ?? null;
  const update = useAccountUpdate<Update>();
  if (!me) return null;
  const shown = { ...me, ...update.pending };
  return (
    <>
      <p className="form-hint">{t('privacy.text')}</p>
      {PRIVACY.map((key) => (
        <SwitchRow
          key={key}
          label={t(`privacy.${key}`)}
          checked={shown[key] === true}
          disabled={update.pending !== null}
          onChange={(value) => void update.save({ [key]: value }, { [key]: value })}
        />
      ))}
    </>
  );
}

/** The follow step: the server's pinned people, then its most followed local ones. */
export function FollowStep() {
  const t = useExtensionStrings('onboarding.wizard');
  const viewer = useViewer();
  const pinned = useEndpoint('pinned-users', {});
  const popular = useEndpoint('users', { sort: '+follower', state: 'alive', origin: 'local', limit: 10 });
  if (pinned.status === 'loading' || popular.status === 'loading') return <p role="status">{t('follow.loading')}</p>;
  const seen = new Set<string>([viewer.userId ?? '']);
  const users = [...(pinned.status === 'ready' ? pinned.data : []), ...(popular.status === 'ready' ? popular.data : [])]
    .filter((u) => !seen.has(u.id) && seen.add(u.id))
    .slice(0, 10);
  return (
    <>
      <p className="form-hint">{t('follow.text')}</p>
      {users.length === 0 ? (
        <p>{t('follow.none')}</p>
      ) : (
        <ul className="onboarding-users">
          {users.map((user) => (
            <FollowRow key={user.id} user={user} />
          ))}
        </ul>
      )}
    </>
  );
}

function FollowRow({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('onboarding.wizard');
  const host = useHost();
  const [state, setState] = useState<FollowState>(() => followStateOf(user));
  const [busy, setBusy] = useState(false);
  const name = user.name ?? user.username;
  const toggle = async () => {
    setBusy(true);
    try {
      const next = await changeFollow(host, {
        ...user,
        isFollowing: state === 'following',
        hasPendingFollowRequestFromYou: state === 'requested',
      });
      if (next) setState(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="onboarding-user">
      <Avatar user={user} size={40} />
      <span className="onboarding-user-name">
        <bdi>{name}</bdi> <small dir="ltr">@{user.username}</small>
      </span>
      <button
        type="button"
        className={state === 'none' ? 'button primary' : 'button'}
        aria-pressed={state !== 'none'}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {t(`follow.${state === 'none' ? 'follow' : state}`)}
      </button>
    </li>
  );
}

/**
 * Follows as the profile's buttons do (its confirmations) when the profile extension is on;
 * without it, straight through the API.
 */
async function changeFollow(host: TesseraHost, user: entities.UserDetailed): Promise<FollowState | null> {
  if (host.commands.has('profile.changeFollow')) return host.commands.execute('profile.changeFollow', user);
  const state = followStateOf(user);
  const endpoint =
    state === 'following'
      ? 'following/delete'
      : state === 'requested'
        ? 'following/requests/cancel'
        : 'following/create';
  try {
    await host.apiWithDialog(endpoint, { userId: user.id }, { success: false });
  } catch {
    return null; // The dialog said why.
  }
  return state !== 'none' ? 'none' : user.isLocked ? 'requested' : 'following';
}

/** How the viewer stands to a user, from its relation fields (the profile's code is not ours to import). */
function followStateOf(user: entities.UserDetailed): FollowState {
  if ('isFollowing' in user && user.isFollowing) return 'following';
  if ('hasPendingFollowRequestFromYou' in user && user.hasPendingFollowRequestFromYou) return 'requested';
  return 'none';
}
