import { Link, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';

/** /admin/federation: the servers this one knows (none while it does not federate), each linking to its page. */
export default function FederationPage() {
  const t = useExtensionStrings('admin');
  const meta = useEndpoint('meta', { detail: false });
  const servers = useEndpoint('federation/instances', { limit: 100, sort: '+pubSub' });
  return (
    <AdminPage title={t('federation.title')}>
      {meta.data?.federation === 'none' && <p>{t('federation.none')}</p>}
      {servers.data && servers.data.length === 0 && <p className="form-hint">{t('federation.noServers')}</p>}
      {servers.data && servers.data.length > 0 && (
        <ul className="admin-list" aria-label={t('federation.title')}>
          {servers.data.map((server) => (
            <li key={server.id}>
              <Link to={`/instance-info/${server.host}`}>
                <strong>{server.name ?? server.host}</strong> <small>{server.host}</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
