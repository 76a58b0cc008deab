import { useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { ChartsPanel } from './ChartsPanel';
import { USER_CHART_KINDS } from './chart-kinds';

/** A profile's Activity tab: the person's notes, follows, reactions, profile views and drive over time. */
export default function UserActivity({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('about');
  return (
    <ChartsPanel
      kinds={USER_CHART_KINDS}
      params={{ userId: user.id }}
      label={t('activityOf', { name: user.name ?? user.username })}
    />
  );
}
