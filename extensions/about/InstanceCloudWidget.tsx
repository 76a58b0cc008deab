import { useEndpoint, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import './about-widgets.css';

/** The icons of the servers this one knows, larger for the more active. */
export default function InstanceCloudWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const servers = useEndpoint('federation/instances', { sort: '+pubSub', limit: 50 });
  if (!servers.data) return <p className="widget-hint">{t('widget.loading')}</p>;
  const withIcons = servers.data.filter((s) => s.iconUrl);
  if (withIcons.length === 0) return <p className="widget-hint">{t('widget.noFederation')}</p>;
  return (
    <ul className="instance-cloud" aria-label={t('widget.instanceCloud')}>
      {withIcons.map((server, i) => (
        <li key={server.id}>
          <img
            src={server.iconUrl ?? ''}
            alt={server.name ?? server.host}
            title={server.host}
            width={40 - Math.min(i, 20)}
          />
        </li>
      ))}
    </ul>
  );
}
