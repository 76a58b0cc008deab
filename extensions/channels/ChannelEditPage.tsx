import { type PageProps, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import { ChannelForm } from './ChannelForm';
import './channels.css';

/** /channels/new and /channels/{channelId}/edit: the channel form, empty or filled with the channel. */
export default function ChannelEditPage({ params }: PageProps) {
  return params.channelId ? <ExistingChannel channelId={params.channelId} /> : <ChannelForm />;
}

function ExistingChannel({ channelId }: { channelId: string }) {
  const t = useExtensionStrings('channels');
  const host = useHost();
  const channel = useEndpoint('channels/show', { channelId });
  if (channel.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (channel.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(channel.error).text}</p>
      </section>
    );
  }
  return <ChannelForm key={channel.data.id} channel={channel.data} />;
}
