import { type PageProps, QueryPage, useEndpoint, useExtensionStrings } from '@tessera/sdk';
import { ChannelForm } from './ChannelForm';
import './channels.css';

/** /channels/new and /channels/{channelId}/edit: the channel form, empty or filled with the channel. */
export default function ChannelEditPage({ params }: PageProps) {
  return params.channelId ? <ExistingChannel channelId={params.channelId} /> : <ChannelForm />;
}

function ExistingChannel({ channelId }: { channelId: string }) {
  const t = useExtensionStrings('channels');
  const channel = useEndpoint('channels/show', { channelId });
  return (
    <QueryPage query={channel} failedTitle={t('notFound')}>
      {(found) => <ChannelForm key={found.id} channel={found} />}
    </QueryPage>
  );
}
