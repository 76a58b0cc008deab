import { useEndpoint, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import './about-widgets.css';

/** The servers this one talks to most, or that it does not federate. */
export default function FederationWidget(_props: WidgetProps) {
  const t = useExtensionStrings('about');
  const servers = useEndpoint('federation/instances', { sort: '+pubSub', limit: 5 });
  if (!servers.data) return <p className="widget-hint">{t('widget.loading')}</p>;
  if (servers.data.length === 0) return <p className="widget-hint">{t('widget.noFederation')}</p>;
  return (
    <ul className="federation-widget" aria-label={t('widget.federation')}>
      {servers.data.map((server) => (
        <li key={server.id}>
          {server.iconUrl && <img src={server.iconUrl} alt="" width={20} height={20} />}
          <strong>{server.name ?? server.host}</strong>
          <small>{server.host}</small>
        </li>
      ))}
    </ul>
  );
}
