import {
  Icon,
  Link,
  Mfm,
  type PageProps,
  QueryPage,
  ServiceView,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useMemo, useState } from 'react';
import type {} from '../composer/api';
import type {} from '../notes/api';
import type {} from '../timeline/api';
import './channels.css';
import { channelSource } from './channel-source';

/** /channels/{channelId}: the channel's header, pinned notes, post form (channel mode) and live timeline. */
export default function ChannelPage({ params }: PageProps) {
  const t = useExtensionStrings('channels');
  const channelId = params.channelId ?? '';
  const channel = useEndpoint('channels/show', { channelId });
  return (
    <QueryPage query={channel} failedTitle={t('notFound')}>
      {(found) => <ChannelView channel={found} reload={channel.reload} />}
    </QueryPage>
  );
}

function ChannelView({ channel, reload }: { channel: entities.Channel; reload(): void }) {
  const t = useExtensionStrings('channels');
  const host = useHost();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  const canEdit = viewer.userId !== null && (viewer.userId === channel.userId || viewer.isAdmin || viewer.isModerator);
  const { id, name } = channel;
  const source = useMemo(() => channelSource({ id, name }), [id, name]);

  const toggle = async (
    on: boolean,
    endpoints: ['channels/follow', 'channels/unfollow'] | ['channels/favorite', 'channels/unfavorite'],
  ) => {
    setBusy(true);
    try {
      await host.apiWithDialog(on ? endpoints[1] : endpoints[0], { channelId: channel.id }, { success: false });
      reload();
    } catch {
      // The dialog said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="channel-page" aria-labelledby="channel-title">
      <header className="page-card channel-header" style={{ borderTopColor: channel.color }}>
        {channel.bannerUrl && <img className="channel-banner" src={channel.bannerUrl} alt="" />}
        <h1 id="channel-title">
          <Icon name="tv" size={20} /> {channel.name}
        </h1>
        {channel.isArchived && <p className="channel-archived">{t('archived')}</p>}
        {channel.isSensitive && <p className="channel-sensitive">{t('sensitiveNotice')}</p>}
        {channel.description && (
          <p className="channel-description">
            <Mfm text={channel.description} />
          </p>
        )}
        <p className="channels-hint">{t('counts', { notes: channel.notesCount, users: channel.usersCount })}</p>
        <div className="channel-actions">
          {viewer.signedIn && (
            <>
              <button
                type="button"
                className={channel.isFollowing ? 'button' : 'button primary'}
                aria-pressed={channel.isFollowing ?? false}
                disabled={busy}
                onClick={() => void toggle(channel.isFollowing ?? false, ['channels/follow', 'channels/unfollow'])}
              >
                {channel.isFollowing ? t('unfollow') : t('follow')}
              </button>
              <button
                type="button"
                className="button"
                aria-pressed={channel.isFavorited ?? false}
                disabled={busy}
                onClick={() => void toggle(channel.isFavorited ?? false, ['channels/favorite', 'channels/unfavorite'])}
              >
                <Icon name="star" size={16} /> {channel.isFavorited ? t('unfavorite') : t('favorite')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button"
            onClick={() => void host.copyToClipboard(new URL(`/channels/${channel.id}`, location.origin).href)}
          >
            <Icon name="link" size={16} /> {t('copyLink')}
          </button>
          {canEdit && (
            <Link to={`/channels/${channel.id}/edit`} className="button">
              <Icon name="pencil" size={16} /> {t('edit')}
            </Link>
          )}
        </div>
      </header>

      {(channel.pinnedNotes?.length ?? 0) > 0 && (
        <section className="channel-pinned" aria-label={t('pinned')}>
          {channel.pinnedNotes?.map((note) => (
            <ServiceView key={note.id} id="notes.view" props={{ note }} />
          ))}
        </section>
      )}

      {viewer.signedIn && !channel.isArchived && (
        <div className="channel-post-form">
          <ServiceView id="composer.form" props={{ inline: true, options: { channelId: id, channel: { id, name } } }} />
        </div>
      )}

      <ServiceView
        id="timeline.view"
        props={{ source, label: t('timelineOf', { name: channel.name }), empty: t('timelineEmpty') }}
      />
    </section>
  );
}
