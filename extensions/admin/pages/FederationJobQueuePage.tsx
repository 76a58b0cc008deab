import { useExtensionStrings } from '@tessera/sdk';
import { AdminPage } from '../AdminPage';
import { QueueTable } from '../ServerFigures';

/** /admin/federation-job-queue: delivery to and from other servers (empty while the server does not federate). */
export default function FederationJobQueuePage() {
  const t = useExtensionStrings('admin');
  return (
    <AdminPage title={t('queues.federationTitle')}>
      <p className="form-hint">{t('federation.none')}</p>
      <QueueTable queues={['deliver', 'inbox']} />
    </AdminPage>
  );
}
