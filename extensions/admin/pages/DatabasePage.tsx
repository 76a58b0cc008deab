import { useEndpoint, useExtensionStrings, useI18n } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';

/** A size in bytes as the page shows it. */
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * /admin/database: every table of the database with its rows and size, largest first; then its
 * indexes (admin/get-index-stats) with their table and, where the server tells it, their size.
 */
export default function DatabasePage() {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const tables = useEndpoint('admin/get-table-stats', {});
  const indexes = useEndpoint('admin/get-index-stats', {});
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
                <td>{kilobytes(stat.size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('server.indexes')}</h2>
      {indexes.data && (
        <table className="admin-table" aria-label={t('server.indexes')}>
          <thead>
            <tr>
              <th scope="col">{t('server.index')}</th>
              <th scope="col">{t('server.table')}</th>
              <th scope="col">{t('server.size')}</th>
            </tr>
          </thead>
          <tbody>
            {indexes.data.map((index) => {
              // Misskey answers names only; the local instance adds each index's size.
              const size = (index as { size?: unknown }).size;
              return (
                <tr key={`${index.tablename}/${index.indexname}`}>
                  <th scope="row">{index.indexname}</th>
                  <td>{index.tablename}</td>
                  <td>{typeof size === 'number' ? kilobytes(size) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}
