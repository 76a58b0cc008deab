import { Avatar, Link, useEndpoint, useExtensionStrings, type WidgetProps } from '@tessera/sdk';
import { WidgetSettings } from '@tessera/sdk/kit';
import type { entities } from 'misskey-js';
import { ListSelect } from './ListSelect';
import './lists.css';

/** The members of one of one's lists, as avatars; which list is the widget's setting. */
export default function UserListWidget({ settings, updateSettings }: WidgetProps) {
  const t = useExtensionStrings('lists');
  const listId = typeof settings.listId === 'string' ? settings.listId : null;
  const lists = useEndpoint('users/lists/list', {});
  const list = lists.data?.find((l) => l.id === listId) ?? null;
  return (
    <div className="user-list-widget">
      {!list && <p className="user-list-widget-hint">{t('widget.chooseList')}</p>}
      {list && (
        <>
          <Link to={`/my/lists/${list.id}`} className="user-list-widget-name">
            {list.name}
          </Link>
          <Members userIds={list.userIds ?? []} label={t('widget.membersOf', { name: list.name })} />
        </>
      )}
      <WidgetSettings>
        <ListSelect value={listId} onChange={(id) => updateSettings({ ...settings, listId: id })} />
      </WidgetSettings>
    </div>
  );
}

function Members({ userIds, label }: { userIds: readonly string[]; label: string }) {
  const t = useExtensionStrings('lists');
  if (userIds.length === 0) return <p className="user-list-widget-hint">{t('widget.empty')}</p>;
  return <MemberAvatars userIds={userIds.slice(0, 30)} label={label} />;
}

function MemberAvatars({ userIds, label }: { userIds: readonly string[]; label: string }) {
  const members = useEndpoint('users/show', { userIds: [...userIds] });
  const users = (Array.isArray(members.data) ? members.data : []) as entities.UserDetailed[];
  return (
    <ul className="user-list-widget-members" aria-label={label}>
      {users.map((user) => (
        <li key={user.id}>
          <Link to={`/@${user.username}${user.host ? `@${user.host}` : ''}`} title={user.name ?? user.username}>
            <Avatar user={user} size={36} alt={user.name ?? user.username} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
