import {
  contributedTitle,
  useContributions,
  useExtensionStrings,
  useI18n,
  useViewer,
  type WidgetProps,
} from '@tessera/sdk';
import { WidgetSettings } from '@tessera/sdk/kit';
import { useId } from 'react';
import TimelineBox from './TimelineBox';
import { pickSource } from './timeline-sources';
import './timeline-widget.css';

/** Any timeline (a tab's, a list's, an antenna's…) in a box of its own, live; which one is its setting. */
export default function TimelineWidget(props: WidgetProps) {
  const t = useExtensionStrings('timeline.widget');
  const i18n = useI18n();
  const viewer = useViewer();
  const selectId = useId();
  const offered = useContributions('timelineSource').filter(({ item }) => item.available?.(viewer) ?? true);
  const remembered = typeof props.settings.src === 'string' ? props.settings.src : 'home';
  const chosen = pickSource(
    remembered,
    offered.map((entry) => ({ id: entry.item.id, entry })),
  );
  return (
    <div className="timeline-widget">
      {chosen ? (
        <TimelineBox
          key={chosen.id}
          source={chosen.entry.item}
          label={contributedTitle(i18n.t, chosen.entry.extensionId, chosen.entry.item.title)}
          empty={t('empty')}
        />
      ) : (
        <p className="timeline-widget-hint">{t('none')}</p>
      )}
      <WidgetSettings>
        <label htmlFor={selectId}>{t('source')}</label>
        <select
          id={selectId}
          value={chosen?.id ?? ''}
          onChange={(e) => props.updateSettings({ ...props.settings, src: e.target.value })}
        >
          {offered.map(({ item, extensionId }) => (
            <option key={item.id} value={item.id}>
              {contributedTitle(i18n.t, extensionId, item.title)}
            </option>
          ))}
        </select>
      </WidgetSettings>
    </div>
  );
}
