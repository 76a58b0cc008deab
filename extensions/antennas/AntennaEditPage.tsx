import { type PageProps, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import type {} from '../profile/api';
import { AntennaForm } from './AntennaForm';
import { draftOf, NEW_ANTENNA } from './antenna-form-model';
import './antennas.css';

/** /my/antennas/create and /my/antennas/{antennaId}: the antenna form, new or filled with the antenna. */
export default function AntennaEditPage({ params }: PageProps) {
  const antennaId = params.antennaId;
  return antennaId ? <ExistingAntenna antennaId={antennaId} /> : <AntennaForm initial={NEW_ANTENNA} />;
}

function ExistingAntenna({ antennaId }: { antennaId: string }) {
  const t = useExtensionStrings('antennas');
  const host = useHost();
  const antenna = useEndpoint('antennas/show', { antennaId });
  if (antenna.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (antenna.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(antenna.error).text}</p>
      </section>
    );
  }
  return <AntennaForm key={antenna.data.id} antenna={antenna.data} initial={draftOf(antenna.data)} />;
}
