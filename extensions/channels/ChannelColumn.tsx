import { ServiceView, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { DeckColumnProps } from '../deck/api';
import type {} from '../timeline/api';
import { channelSource } from './channel-source';

/** A deck column of a channel one follows or keeps as a favourite, live (Misskey's `channel` column, its `channelId`). */
export default function ChannelColumn({ settings, updateSettings }: DeckColumnProps) {
  const t = useExtensionStrings('channels');
  const followed = useEndpoint('channels/followed', { limit: 100 });
  const favorites = useEndpoint('channels/my-favorites', {});
  const choices =
    followed.data && favorites.data
      ? [...followed.data, ...favorites.data.filter((f) => !followed.data.some((c) => c.id === f.id))]
      : undefined;
  return (
    <ServiceView
      id="timeline.chosenColumn"
      props={{
        choices,
        chosen: typeof settings.channelId === 'string' ? settings.channelId : null,
        choose: (channelId) => updateSettings({ ...settings, channelId }),
        chooseLabel: t('column.channel'),
        noChoices: t('column.noChannels'),
        source: channelSource,
        empty: t('timelineEmpty'),
      }}
    />
  );
}
