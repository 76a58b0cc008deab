import { useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import FactList from './FactList';

/** The example's widget: the server's facts, narrow. */
export default function FactsWidget(_props: WidgetProps) {
  const t = useExtensionStrings('server-facts');
  return (
    <div className="server-facts-widget">
      <h2>{t('widget')}</h2>
      <FactList compact />
    </div>
  );
}
