import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useEffect } from 'react';
import type {} from './api';
import { ChartsPanel } from './ChartsPanel';
import { CHART_KINDS } from './chart-kinds';

/** The about page's #charts tab: the server's notes, people and drive over time. */
export default function InstanceCharts() {
  const t = useExtensionStrings('about');
  const host = useHost();
  useEffect(() => host.events.emit('about.chartsViewed', {}), [host]);
  return <ChartsPanel kinds={CHART_KINDS} label={t('charts')} />;
}
