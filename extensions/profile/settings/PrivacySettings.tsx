import { SwitchRow, useAccount, useAccountUpdate, useExtensionStrings } from '@tessera/sdk';
import type { Endpoints } from 'misskey-js';
import { useId } from 'react';
import './profile-settings.css';

type Update = Endpoints['i/update']['req'];
const VISIBILITIES = ['public', 'followers', 'private'] as const;
/** A select's value as one of the visibilities it offered. */
const visibility = (value: string) => VISIBILITIES.find((v) => v === value) ?? 'public';

/**
 * Settings > Privacy: who may follow without asking, who sees one's follow lists and reactions,
 * whether one shows as online, in discovery and to crawlers and AI training. Each change is
 * saved at once, as Misskey does; a refused one goes back and says why.
 */
export default function PrivacySettings() {
  const t = useExtensionStrings('profile');
  const me = useAccount()?.info ?? null;
  const update = useAccountUpdate<Update>();
  const { pending } = update;
  const followingId = useId();
  const followersId = useId();
  if (!me) return null;
  const shown = { ...me, ...pending };

  const save = (change: Update) => void update.save(change, change);

  const visibilityOptions = VISIBILITIES.map((v) => (
    <option key={v} value={v}>
      {t(`settings.visibility.${v}`)}
    </option>
  ));

  return (
    <section className="page-card settings-panel" aria-labelledby="privacy-settings-title">
      <h1 id="privacy-settings-title">{t('settings.privacy')}</h1>
      <SwitchRow
        label={t('settings.isLocked')}
        checked={shown.isLocked}
        disabled={pending !== null}
        onChange={(isLocked) => void save({ isLocked })}
      />
      {shown.isLocked && (
        <SwitchRow
          label={t('settings.autoAcceptFollowed')}
          checked={shown.autoAcceptFollowed}
          disabled={pending !== null}
          onChange={(autoAcceptFollowed) => void save({ autoAcceptFollowed })}
        />
      )}
      <div className="settings-row">
        <label htmlFor={followingId}>{t('settings.followingVisibility')}</label>
        <select
          id={followingId}
          value={shown.followingVisibility}
          disabled={pending !== null}
          onChange={(e) => void save({ followingVisibility: visibility(e.target.value) })}
        >
          {visibilityOptions}
        </select>
      </div>
      <div className="settings-row">
        <label htmlFor={followersId}>{t('settings.followersVisibility')}</label>
        <select
          id={followersId}
          value={shown.followersVisibility}
          disabled={pending !== null}
          onChange={(e) => void save({ followersVisibility: visibility(e.target.value) })}
        >
          {visibilityOptions}
        </select>
      </div>
      <SwitchRow
        label={t('settings.publicReactions')}
        checked={shown.publicReactions}
        disabled={pending !== null}
        onChange={(publicReactions) => void save({ publicReactions })}
      />
      <SwitchRow
        label={t('settings.hideOnlineStatus')}
        checked={shown.hideOnlineStatus}
        disabled={pending !== null}
        onChange={(hideOnlineStatus) => void save({ hideOnlineStatus })}
      />
      <SwitchRow
        label={t('settings.isExplorable')}
        checked={shown.isExplorable}
        disabled={pending !== null}
        onChange={(isExplorable) => void save({ isExplorable })}
      />
      <SwitchRow
        label={t('settings.noCrawle')}
        checked={shown.noCrawle}
        disabled={pending !== null}
        onChange={(noCrawle) => void save({ noCrawle })}
      />
      <SwitchRow
        label={t('settings.preventAiLearning')}
        checked={shown.preventAiLearning}
        disabled={pending !== null}
        onChange={(preventAiLearning) => void save({ preventAiLearning })}
      />
    </section>
  );
}
