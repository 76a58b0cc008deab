import { useExtensionStrings } from '@tessera/sdk';
import { ChartsPanel } from './ChartsPanel';
import { SERVER_CHART_KINDS } from './chart-kinds';

/** Another server's page, Charts tab: its requests, notes, people, follows and files over time. */
export default function ServerCharts({ host }: { host: string }) {
  const t = useExtensionStrings('about');
  return <ChartsPanel kinds={SERVER_CHART_KINDS} params={{ host }} label={t('remote.charts', { host })} />;
}
