import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useId } from 'react';
import type { ChosenTimelineColumnProps } from './api';
import TimelineBox from './TimelineBox';

/** The `timeline.chosenColumn` service: a choice among lists (antennas, …), then the chosen one's timeline. */
export default function ChosenTimelineColumn(props: ChosenTimelineColumnProps) {
  const host = useHost();
  const chosen = props.choices?.find((c) => c.id === props.chosen);
  if (!props.choices) return <p className="timeline-column-setup">{host.i18n.t('kernel.loading')}</p>;
  if (!chosen) return <Chooser {...props} />;
  return (
    <div className="timeline-column">
      <TimelineBox key={chosen.id} source={props.source(chosen)} label={chosen.name} empty={props.empty} />
    </div>
  );
}

function Chooser({ choices, choose, chooseLabel, noChoices }: ChosenTimelineColumnProps) {
  const t = useExtensionStrings('timeline.column');
  const id = useId();
  if (!choices || choices.length === 0) return <p className="timeline-column-setup">{noChoices}</p>;
  return (
    <div className="timeline-column-setup form-controls">
      <label htmlFor={id}>{chooseLabel}</label>
      <select id={id} value="" onChange={(e) => e.target.value && choose(e.target.value)}>
        <option value="">{t('choose')}</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
