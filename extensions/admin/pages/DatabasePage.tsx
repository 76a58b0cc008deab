import { useEndpoint, useExtensionStrings, useI18n } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';

/** /admin/database: every table of the database with its rows and size, largest first. */
export default function DatabasePage() {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const tables = useEndpoint('admin/get-table-stats', {});
  return (
    <AdminPage title={t('server.tables')}>
      {!tables.data && <p role="status">{t('loading')}</p>}
      {tables.data && (
        <table className="admin-table" aria-label={t('server.tables')}>
          <thead>
            <tr>
              <th scope="col">{t('server.table')}</th>
              <th scope="col">{t('server.rows')}</th>
              <th scope="col">{t('server.size')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(tables.data).map(([name, stat]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{stat.count.toLocaleString(i18n.locale)}</td>
                <td>{(stat.size / 1024).toFixed(1)} KB</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}
