import { Link, Mfm, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** A channel in a list: its banner, colour, name, description and counts, opening its page. */
export function ChannelCard({ channel }: { channel: entities.Channel }) {
  const t = useExtensionStrings('channels');
  return (
    <li className="channel-card" style={{ borderColor: channel.color }}>
      {channel.bannerUrl && <img className="channel-card-banner" src={channel.bannerUrl} alt="" loading="lazy" />}
      <div className="channel-card-body">
        <Link to={`/channels/${channel.id}`} className="channel-card-name">
          {channel.name}
        </Link>
        {channel.description && (
          <p className="channel-card-description">
            <Mfm text={channel.description} />
          </p>
        )}
        <small>
          {t('counts', { notes: channel.notesCount, users: channel.usersCount })}
          {channel.isFollowing ? ` · ${t('followingShort')}` : ''}
          {channel.isArchived ? ` · ${t('archivedShort')}` : ''}
        </small>
      </div>
    </li>
  );
}

/** Channels as a list of cards, or a sentence when there are none. */
export function ChannelList({
  channels,
  label,
  empty,
}: {
  channels: readonly entities.Channel[];
  label: string;
  empty: string;
}) {
  if (channels.length === 0) return <p className="channels-hint">{empty}</p>;
  return (
    <ul className="channel-list" aria-label={label}>
      {channels.map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </ul>
  );
}
