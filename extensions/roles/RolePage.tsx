import {
  Avatar,
  Link,
  type PageProps,
  ServiceView,
  TabBar,
  useEndpoint,
  useExtensionStrings,
  useHost,
  usePagedList,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useMemo, useState } from 'react';
import type {} from '../timeline/api';
import './roles.css';
import { roleSource } from './role-source';

type Tab = 'timeline' | 'users';

/** /roles/{roleId}: a public role, who holds it, and (signed in, when explorable) its members' notes, live. */
export default function RolePage({ params }: PageProps) {
  const t = useExtensionStrings('roles');
  const host = useHost();
  const roleId = params.roleId ?? '';
  const role = useEndpoint('roles/show', { roleId });
  if (role.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (role.status === 'error') {
    return (
      <section className="page-card" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{host.describeError(role.error).text}</p>
      </section>
    );
  }
  return <RoleView role={role.data} />;
}

function RoleView({ role }: { role: entities.Role }) {
  const t = useExtensionStrings('roles');
  const viewer = useViewer();
  const readable = viewer.signedIn && role.isExplorable;
  const [tab, setTab] = useState<Tab>(readable ? 'timeline' : 'users');
  const { id, name } = role;
  const source = useMemo(() => roleSource({ id, name }), [id, name]);
  return (
    <section className="role-page" aria-labelledby="role-title">
      <header className="page-card role-header" style={role.color ? { borderTopColor: role.color } : undefined}>
        <h1 id="role-title">
          {role.iconUrl && <img src={role.iconUrl} alt="" width={24} height={24} />}
          {role.name}
        </h1>
        {role.description && <p className="role-description">{role.description}</p>}
        <p className="role-hint">{t('usersCount', { count: role.usersCount })}</p>
        {readable && (
          <TabBar<Tab>
            label={role.name}
            tabs={[
              { value: 'timeline', label: t('timeline') },
              { value: 'users', label: t('users') },
            ]}
            selected={tab}
            onSelect={setTab}
          />
        )}
      </header>
      {readable && tab === 'timeline' ? (
        <ServiceView
          id="timeline.view"
          props={{ source, label: t('timelineOf', { name: role.name }), empty: t('timelineEmpty') }}
        />
      ) : (
        <RoleUsers role={role} />
      )}
    </section>
  );
}

function RoleUsers({ role }: { role: entities.Role }) {
  const t = useExtensionStrings('roles');
  const host = useHost();
  const list = usePagedList('roles/users', { roleId: role.id }, { first: 30, next: 30 });
  if (list.status === 'loading') return <p role="status">{host.i18n.t('kernel.loading')}</p>;
  if (list.status === 'error') return <p role="alert">{host.describeError(list.error).text}</p>;
  if (list.items.length === 0) {
    return <p className="page-card role-hint">{role.target === 'conditional' ? t('conditional') : t('noUsers')}</p>;
  }
  return (
    <section className="page-card">
      <ul className="role-users" aria-label={t('usersOf', { name: role.name })}>
        {list.items.map(({ id, user }) => {
          const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
          return (
            <li key={id} className="role-user">
              <Avatar user={user} size={36} />
              <Link to={`/${acct}`}>{user.name ?? user.username}</Link>
              <small dir="ltr">{acct}</small>
            </li>
          );
        })}
      </ul>
      {list.hasMore && (
        <button type="button" className="button" disabled={list.loadingMore} onClick={list.loadMore}>
          {t('more')}
        </button>
      )}
    </section>
  );
}
