import { ServiceView, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { DeckColumnProps } from '../deck/api';
import type {} from '../timeline/api';
import { listSource } from './main';

/** A deck column of one of one's lists, live (Misskey's `list` column, its `listId`). */
export default function ListColumn({ settings, updateSettings }: DeckColumnProps) {
  const t = useExtensionStrings('lists');
  const lists = useEndpoint('users/lists/list', {});
  return (
    <ServiceView
      id="timeline.chosenColumn"
      props={{
        choices: lists.data,
        chosen: typeof settings.listId === 'string' ? settings.listId : null,
        choose: (listId) => updateSettings({ ...settings, listId }),
        chooseLabel: t('widget.list'),
        noChoices: t('column.noLists'),
        source: listSource,
        empty: t('timelineEmpty'),
      }}
    />
  );
}
