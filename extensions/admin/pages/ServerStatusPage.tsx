import { useEndpoint, useExtensionStrings, useI18n } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';

const MB = 1024 * 1024;
const QUEUES = ['db', 'deliver', 'inbox', 'objectStorage'] as const;
const COUNTS = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;

/** /admin/server: the machine, the job queues and the database's tables. */
export default function ServerStatusPage() {
  const t = useExtensionStrings('admin');
  const i18n = useI18n();
  const info = useEndpoint('admin/server-info', {});
  const queues = useEndpoint('admin/queue/stats', {});
  const tables = useEndpoint('admin/get-table-stats', {});
  const number = (n: number) => n.toLocaleString(i18n.locale);
  const m = info.data;
  return (
    <AdminPage title={t('server.title')} wide>
      <h2>{t('server.machine')}</h2>
      {m ? (
        <dl className="admin-facts">
          {(
            [
              [t('server.host'), m.machine],
              [t('server.os'), m.os],
              [t('server.node'), m.node],
              [t('server.database'), m.psql],
              [t('server.cpu'), `${m.cpu.model} × ${m.cpu.cores}`],
              [t('server.memory'), `${number(Math.round(m.mem.total / MB))} MB`],
              [t('server.disk'), `${number(Math.round(m.fs.used / MB))} / ${number(Math.round(m.fs.total / MB))} MB`],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="status">{t('loading')}</p>
      )}

      <h2>{t('server.queues')}</h2>
      {queues.data && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('server.queue')}</th>
              {COUNTS.map((c) => (
                <th key={c} scope="col">
                  {t(`server.counts.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {QUEUES.map((q) => (
              <tr key={q}>
                <th scope="row">{t(`server.queueNames.${q}`)}</th>
                {COUNTS.map((c) => (
                  <td key={c}>{number(queues.data[q][c])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t('server.tables')}</h2>
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
                <td>{number(stat.count)}</td>
                <td>{(stat.size / 1024).toFixed(1)} KB</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}
