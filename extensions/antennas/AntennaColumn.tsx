import { ServiceView, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { DeckColumnProps } from '../deck/api';
import type {} from '../timeline/api';
import { antennaSource } from './antenna-source';

/** A deck column of one of one's antennas, live (Misskey's `antenna` column, its `antennaId`). */
export default function AntennaColumn({ settings, updateSettings }: DeckColumnProps) {
  const t = useExtensionStrings('antennas');
  const antennas = useEndpoint('antennas/list', {});
  return (
    <ServiceView
      id="timeline.chosenColumn"
      props={{
        choices: antennas.data,
        chosen: typeof settings.antennaId === 'string' ? settings.antennaId : null,
        choose: (antennaId) => updateSettings({ ...settings, antennaId }),
        chooseLabel: t('column.antenna'),
        noChoices: t('column.noAntennas'),
        source: antennaSource,
        empty: t('timelineEmpty'),
      }}
    />
  );
}
