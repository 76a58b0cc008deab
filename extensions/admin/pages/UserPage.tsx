import {
  Avatar,
  Link,
  type PageProps,
  QueryPage,
  RelativeTime,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useViewer,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type ReactNode, useId, useState } from 'react';
import { AdminPage } from '../AdminPage';
import { UserEmail } from '../UserEmail';
import { UserIps } from '../UserIps';
import { UserRoles } from '../UserRoles';
import { UserSignins } from '../UserSignins';

/** /admin/user/{id}: one account as moderators see it, and what they may do to it. */
export default function UserPage({ params }: PageProps) {
  const t = useExtensionStrings('admin');
  const user = useEndpoint('users/show', { userId: params.userId ?? '' });
  return (
    <QueryPage query={user} failedTitle={t('user.notFound')}>
      {(found) => <ModerationInfo key={found.id} user={found as entities.UserDetailed} />}
    </QueryPage>
  );
}

function ModerationInfo({ user }: { user: entities.UserDetailed }) {
  const t = useExtensionStrings('admin');
  const info = useEndpoint('admin/show-user', { userId: user.id });
  return (
    <QueryPage query={info} failedTitle={t('user.notFound')}>
      {(found) => <UserView user={user} info={found} reload={info.reload} />}
    </QueryPage>
  );
}

function UserView({
  user,
  info,
  reload,
}: {
  user: entities.UserDetailed;
  info: entities.AdminShowUserResponse;
  reload(): void;
}) {
  const t = useExtensionStrings('admin');
  const host = useHost();
  const viewer = useViewer();
  const noteId = useId();
  const [note, setNote] = useState(info.moderationNote);
  const acct = `@${user.username}`;

  const act = async (
    question: string,
    endpoint: 'admin/suspend-user' | 'admin/unsuspend-user' | 'admin/delete-account',
  ) => {
    if (!(await host.modals.confirm(question, { danger: endpoint !== 'admin/unsuspend-user' }))) return;
    await host.apiWithDialog(endpoint, { userId: user.id }).catch(() => undefined);
    reload();
  };
  const resetPassword = async () => {
    if (!(await host.modals.confirm(t('user.resetPasswordConfirm', { acct })))) return;
    const answer = await host.apiWithDialog('admin/reset-password', { userId: user.id }).catch(() => null);
    if (answer) {
      await host.modals.dialog({ type: 'success', title: t('user.newPassword'), text: answer.password });
    }
  };
  const deleteFiles = async () => {
    if (!(await host.modals.confirm(t('user.deleteFilesConfirm', { acct }), { danger: true }))) return;
    await host.apiWithDialog('admin/delete-all-files-of-a-user', { userId: user.id }).catch(() => undefined);
  };
  const saveNote = async () => {
    await host.apiWithDialog('admin/update-user-note', { userId: user.id, text: note }).catch(() => undefined);
    host.modals.toast(t('saved'));
  };

  const facts: [string, ReactNode][] = [
    [t('user.created'), <RelativeTime key="c" time={user.createdAt} />],
    [t('user.lastActive'), info.lastActiveDate ? <RelativeTime key="a" time={info.lastActiveDate} /> : t('never')],
    [
      t('user.email'),
      info.email ? `${info.email}${info.emailVerified ? '' : ` (${t('user.unverified')})`}` : t('none'),
    ],
    [t('user.notes'), user.notesCount.toLocaleString()],
    [t('user.followers'), user.followersCount.toLocaleString()],
    [t('user.following'), user.followingCount.toLocaleString()],
    [
      t('user.state'),
      info.isSuspended ? t('users.suspended') : info.isSilenced ? t('user.silenced') : t('user.active'),
    ],
    [t('user.rights'), info.isModerator ? t('user.moderator') : t('user.member')],
  ];

  return (
    <AdminPage title={user.name ?? user.username}>
      <header className="admin-user-header">
        <Avatar user={user} size={56} indicator />
        <div>
          <strong>{user.name ?? user.username}</strong>
          <div>
            <Link to={`/${acct}`}>{acct}</Link>
          </div>
        </div>
      </header>
      <dl className="admin-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby={`${noteId}-h`}>
        <h2 id={`${noteId}-h`}>{t('user.moderationNote')}</h2>
        <div className="form-field">
          <label htmlFor={noteId}>{t('user.moderationNoteHint')}</label>
          <textarea id={noteId} maxLength={8192} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button
          type="button"
          className="button"
          disabled={note === info.moderationNote}
          onClick={() => void saveNote()}
        >
          {t('save')}
        </button>
      </section>

      <section aria-labelledby="admin-user-actions">
        <h2 id="admin-user-actions">{t('user.actions')}</h2>
        <div className="admin-actions">
          {info.isSuspended ? (
            <button
              type="button"
              className="button"
              onClick={() => void act(t('user.unsuspendConfirm', { acct }), 'admin/unsuspend-user')}
            >
              {t('user.unsuspend')}
            </button>
          ) : (
            <button
              type="button"
              className="button danger"
              disabled={info.isModerator}
              onClick={() => void act(t('user.suspendConfirm', { acct }), 'admin/suspend-user')}
            >
              {t('user.suspend')}
            </button>
          )}
          <Link to={`/admin/files?user=${user.id}`} className="button">
            {t('user.files')}
          </Link>
          {viewer.isAdmin && (
            <button type="button" className="button danger" onClick={() => void deleteFiles()}>
              {t('user.deleteFiles')}
            </button>
          )}
          <button type="button" className="button" onClick={() => void resetPassword()}>
            {t('user.resetPassword')}
          </button>
          {viewer.isAdmin && (
            <button
              type="button"
              className="button danger"
              disabled={info.isModerator}
              onClick={() => void act(t('user.deleteConfirm', { acct }), 'admin/delete-account')}
            >
              {t('user.delete')}
            </button>
          )}
        </div>
      </section>

      {info.email && <UserEmail address={info.email} />}

      <UserRoles user={user} info={info} reload={reload} />

      <UserSignins signins={info.signins} />

      <UserIps userId={user.id} />
    </AdminPage>
  );
}
