import { isSafeUrl, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import type { StatusbarProps } from '../statusbar/api';

/**
 * The servers this one heard from last, for a status bar (as Misskey's federation bar sorts
 * them), each in its own theme colour when the bar's settings say so.
 */
export default function FederationStatusbar({ settings, refreshSeconds }: StatusbarProps) {
  const t = useExtensionStrings('about');
  const servers = useEndpoint(
    'federation/instances',
    { sort: '+latestRequestReceivedAt', limit: 30 },
    { refreshMs: refreshSeconds * 1000 },
  );
  if (!servers.data) return <span>{t('widget.loading')}</span>;
  if (servers.data.length === 0) return <span>{t('widget.noFederation')}</span>;
  return (
    <ul aria-label={t('widget.federation')}>
      {servers.data.map((server) => (
        <li
          key={server.id}
          style={settings.colored === true && server.themeColor ? { color: server.themeColor } : undefined}
        >
          {server.iconUrl && isSafeUrl(server.iconUrl) && <img src={server.iconUrl} alt="" width={16} height={16} />}{' '}
          {server.name ?? server.host}
        </li>
      ))}
    </ul>
  );
}
