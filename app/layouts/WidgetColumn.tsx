import '@tessera/sdk/widget-stack.css';
import { ServiceView, usePreference } from '@tessera/sdk';
import { type WidgetSide, WidgetStack } from '@tessera/sdk/kit';
import { useEffect } from 'react';
import type {} from '../../extensions/ads/api';
import { takeLegacyWidgets } from './placed-widgets';

/**
 * A widget column of the default layout: the `widgets` preference (Misskey's, syncable with the
 * preference profile) as a widget stack, the widgets of one side where there are two columns,
 * closed by an ad where the ads extension is on.
 */
export function WidgetColumn({ side }: { side?: WidgetSide }) {
  const [placed, save] = usePreference('widgets');
  // A layout an earlier build kept on this device moves into the preference once.
  useEffect(() => {
    const legacy = takeLegacyWidgets(localStorage);
    if (legacy) save(legacy);
  }, [save]);
  return (
    <WidgetStack
      placed={placed}
      save={save}
      {...(side ? { side } : {})}
      footer={side !== 'left' && <ServiceView id="ads.spot" props={{ prefer: ['square'] }} fallback={null} />}
    />
  );
}
