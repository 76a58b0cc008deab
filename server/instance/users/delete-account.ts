import type { DriveFileRow } from '../drive/file-row';
import { deleteNote } from '../notes/delete-note';
import type { NoteRow } from '../notes/note-row';
import type { Services } from '../services';
import type { UserRow } from './user-row';

/** Closes every stream opened with one of the account's tokens (suspension, deletion). */
export function closeStreamsOf(instance: Services['instance'], userId: string): void {
  const credentials = instance.db.prepare('SELECT token, hash FROM tokens WHERE user_id = ?').all(userId) as {
    token: string;
    hash: string | null;
  }[];
  for (const { token, hash } of credentials) {
    instance.events.emit('tokenRevoked', token);
    if (hash) instance.events.emit('tokenRevoked', hash);
  }
}

/**
 * Deletes an account as Misskey does: at once it is marked deleted and suspended, its open
 * streams close and every call with one of its tokens answers USER_IS_DELETED; then, in the
 * background, its notes, files, follows, mutes, blocks and notifications go. The row stays, so the name is never taken again.
 */
export function deleteAccount(services: Services, user: UserRow): void {
  const { instance } = services;
  const db = instance.db;
  db.prepare('UPDATE users SET is_deleted = 1, is_suspended = 1, updated_at = ? WHERE id = ?').run(Date.now(), user.id);
  // Its tokens are kept so that a client asking with one learns the account is being deleted.
  closeStreamsOf(instance, user.id);
  instance.events.emit('jobQueued', {
    label: `delete account ${user.id}`,
    name: 'deleteAccount',
    data: { user: { id: user.id } },
    run: () => eraseAccount(services, user.id),
  });
}

/** The background part: everything the account made or held. */
function eraseAccount(services: Services, userId: string): void {
  const { instance, users, following, drive, twoFactor } = services;
  const db = instance.db;
  const user = users.byId(userId);
  if (!user) return;
  for (const note of db.prepare('SELECT * FROM notes WHERE user_id = ? ORDER BY id DESC').all(userId) as NoteRow[]) {
    // A pure renote of an earlier note of theirs may already have gone with it.
    if (db.prepare('SELECT 1 FROM notes WHERE id = ?').get(note.id))
      instance.atomically(() => deleteNote(instance, note));
  }
  for (const file of db.prepare('SELECT * FROM drive_files WHERE user_id = ?').all(userId) as DriveFileRow[]) {
    drive.delete(file);
  }
  instance.atomically(() => {
    const related = db
      .prepare(
        `SELECT followee_id AS id FROM follows WHERE follower_id = ? UNION SELECT follower_id FROM follows WHERE followee_id = ?
         UNION SELECT followee_id FROM follow_requests WHERE follower_id = ? UNION SELECT follower_id FROM follow_requests WHERE followee_id = ?`,
      )
      .all(userId, userId, userId, userId) as { id: string }[];
    for (const other of users.byIds(related.map((r) => r.id))) following.part(user, other);
    for (const table of ['mutings', 'renote_mutings'])
      db.prepare(`DELETE FROM ${table} WHERE muter_id = ? OR mutee_id = ?`).run(userId, userId);
    db.prepare('DELETE FROM blockings WHERE blocker_id = ? OR blockee_id = ?').run(userId, userId);
    db.prepare('DELETE FROM notifications WHERE notifiee_id = ? OR notifier_id = ?').run(userId, userId);
    db.prepare('UPDATE users SET avatar_file_id = NULL, banner_file_id = NULL, description = NULL WHERE id = ?').run(
      userId,
    );
    twoFactor.disable(userId);
  });
}
