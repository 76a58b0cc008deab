import { useAccount, useAccountUpdate, useExtensionStrings, useHost } from '@tessera/sdk';
import type { Endpoints } from 'misskey-js';
import { useId } from 'react';
import type {} from '../api';
import PushSetting from './PushSetting';

type ReceiveConfigs = NonNullable<Endpoints['i/update']['req']['notificationRecieveConfig']>;
type ConfigurableType = keyof ReceiveConfigs;
type Choice = 'all' | 'following' | 'follower' | 'mutualFollow' | 'followingOrFollower' | 'never';

/** The types a person sets here, in Misskey's order; the first group come from someone. */
const FROM_SOMEONE: readonly ConfigurableType[] = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'receiveFollowRequest',
  'followRequestAccepted',
];
/** These have nobody behind them to follow: only on or off. */
const ON_OR_OFF: readonly ConfigurableType[] = ['pollEnded', 'roleAssigned', 'achievementEarned', 'app'];
const RELATION_CHOICES: readonly Choice[] = [
  'all',
  'following',
  'follower',
  'mutualFollow',
  'followingOrFollower',
  'never',
];

/**
 * Settings > Notifications: from whom each type of notification is received, saved to the
 * account (notificationRecieveConfig) at each change, as Misskey saves it.
 */
export default function NotificationSettings() {
  const t = useExtensionStrings('notifications');
  const me = useAccount()?.info;
  const { pending, save } = useAccountUpdate<ReceiveConfigs>();
  if (!me) return null;
  const current = (pending ?? me.notificationRecieveConfig) as ReceiveConfigs;

  const choose = async (type: ConfigurableType, choice: Choice) => {
    const next: ReceiveConfigs = { ...current, [type]: { type: choice } };
    await save({ notificationRecieveConfig: next }, next);
  };

  const row = (type: ConfigurableType, choices: readonly Choice[]) => (
    <ReceiveRow
      key={type}
      label={t(`kind.${type}`)}
      value={chosen(current[type])}
      choices={choices}
      disabled={pending !== null}
      onChange={(choice) => void choose(type, choice)}
    />
  );

  return (
    <section className="page-card settings-panel" aria-labelledby="notification-settings-title">
      <h1 id="notification-settings-title">{t('settings.title')}</h1>
      <p className="form-hint">{t('settings.hint')}</p>
      {FROM_SOMEONE.map((type) => row(type, RELATION_CHOICES))}
      {ON_OR_OFF.map((type) => row(type, ['all', 'never']))}
      <MarkAllReadRow />
      <PushSetting />
    </section>
  );
}

/** The choice stored for a type; a list choice (lists come later) shows as what it receives least like. */
function chosen(config: ReceiveConfigs[ConfigurableType] | undefined): Choice {
  if (!config) return 'all';
  return config.type === 'list' ? 'following' : config.type;
}

function ReceiveRow(props: {
  label: string;
  value: Choice;
  choices: readonly Choice[];
  disabled: boolean;
  onChange(choice: Choice): void;
}) {
  const t = useExtensionStrings('notifications');
  const id = useId();
  return (
    <div className="settings-row">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => {
          const choice = props.choices.find((c) => c === event.target.value);
          if (choice) props.onChange(choice);
        }}
      >
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`settings.from.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Marks every notification read, from the settings as Misskey offers it too. */
function MarkAllReadRow() {
  const t = useExtensionStrings('notifications');
  const host = useHost();
  const run = async () => {
    try {
      await host.api.call('notifications/mark-all-as-read', {});
      host.modals.toast(t('settings.allRead'));
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  };
  const test = () => {
    // Each press is told (pressing it ten times in a row is an achievement); the server's limit
    // of ten a minute answers the rest.
    host.events.emit('notifications.testSent', {});
    void host.apiWithDialog('notifications/test-notification', {}, { waiting: false, success: false }).catch(() => {});
  };
  const flush = async () => {
    if (!(await host.modals.confirm(t('settings.flushConfirm'), { danger: true }))) return;
    await host.apiWithDialog('notifications/flush', {}).catch(() => {});
  };
  return (
    <div className="form-actions">
      <button type="button" className="button" onClick={() => void run()}>
        {t('markAllRead')}
      </button>
      <button type="button" className="button" onClick={test}>
        {t('settings.test')}
      </button>
      <button type="button" className="button danger" onClick={() => void flush()}>
        {t('settings.flush')}
      </button>
    </div>
  );
}
