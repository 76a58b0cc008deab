import { useExtensionStrings } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';
import { QueueTable } from '../ServerFigures';

/** /admin/job-queue: the server's own background work (exports, imports, deletions). */
export default function JobQueuePage() {
  const t = useExtensionStrings('admin');
  return (
    <AdminPage title={t('queues.title')}>
      <p className="form-hint">{t('queues.hint')}</p>
      <QueueTable queues={['db', 'objectStorage']} />
    </AdminPage>
  );
}
