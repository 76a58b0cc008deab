import { clientError } from '../errors';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { Notifications } from '../notifications/notifications';
import { MutesAndBlocks } from '../users/mutes-blocks';
import { packUserDetailed } from '../users/pack-user';
import { profileOf, type UserRow } from '../users/user-row';

/** Misskey's following errors. */
export const followErrors = {
  createNoSuchUser: clientError('NO_SUCH_USER', 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5', 'No such user.'),
  createYourself: clientError('FOLLOWEE_IS_YOURSELF', '26fbe7bb-a331-4857-af17-205b426669a9', 'Followee is yourself.'),
  blocking: clientError('BLOCKING', '4e2206ec-aa4f-4960-b865-6c23ac38e2d9', 'You are blocking that user.'),
  blocked: clientError('BLOCKED', 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0', 'You are blocked by that user.'),
  alreadyFollowing: clientError(
    'ALREADY_FOLLOWING',
    '35387507-38c7-4cb9-9197-300b93783fa0',
    'You are already following that user.',
  ),
  deleteNoSuchUser: clientError('NO_SUCH_USER', '5b12c78d-2b28-4dca-99d2-f56139b42ff8', 'No such user.'),
  deleteYourself: clientError('FOLLOWEE_IS_YOURSELF', 'd9e400b9-36b0-4808-b1d8-79e707f1296c', 'Followee is yourself.'),
  notFollowing: clientError(
    'NOT_FOLLOWING',
    '5dbf82f5-c92b-40b1-87d1-6c8c0741fd09',
    'You are not following that user.',
  ),
  acceptNoSuchUser: clientError('NO_SUCH_USER', '66ce1645-d66c-46bb-8b79-96739af885bd', 'No such user.'),
  noFollowRequest: clientError('NO_FOLLOW_REQUEST', 'bcde4f8b-0913-4614-8881-614e522fb041', 'No follow request.'),
  rejectNoSuchUser: clientError('NO_SUCH_USER', 'abc2ffa6-25b2-4380-ba99-321ff3a94555', 'No such user.'),
  cancelNoSuchUser: clientError('NO_SUCH_USER', '4e68c551-fc4c-4e46-bb41-7d4a37bf9dab', 'No such user.'),
  followRequestNotFound: clientError(
    'FOLLOW_REQUEST_NOT_FOUND',
    '089b125b-d338-482a-9a09-e2622ac9f8d4',
    'Follow request not found.',
  ),
};

/** Follows, follow requests (for locked accounts) and their notifications and stream events. */
export class Following {
  constructor(
    private readonly instance: Instance,
    private readonly notifications: Notifications,
  ) {}

  isFollowing(followerId: string, followeeId: string): boolean {
    return (
      this.instance.db
        .prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?')
        .get(followerId, followeeId) !== undefined
    );
  }

  /** Follows, or asks to when the followee is locked (unless they already follow back and auto-accept). */
  follow(follower: UserRow, followee: UserRow): 'following' | 'requested' {
    if (follower.id === followee.id) throw followErrors.createYourself();
    if (this.isFollowing(follower.id, followee.id)) throw followErrors.alreadyFollowing();
    const blocks = new MutesAndBlocks(this.instance.db);
    if (blocks.isBlocking(follower.id, followee.id)) throw followErrors.blocking();
    if (blocks.isBlocking(followee.id, follower.id)) throw followErrors.blocked();
    const autoAccept = (profileOf(followee).autoAcceptFollowed ?? true) && this.isFollowing(followee.id, follower.id);
    if (followee.is_locked === 1 && !autoAccept) {
      this.instance.db
        .prepare('INSERT OR IGNORE INTO follow_requests (id, follower_id, followee_id, created_at) VALUES (?, ?, ?, ?)')
        .run(genAid(), follower.id, followee.id, Date.now());
      this.notifications.create(followee.id, 'receiveFollowRequest', { notifierId: follower.id });
      this.instance.events.emit('mainEvent', followee.id, 'receiveFollowRequest', { userId: follower.id });
      return 'requested';
    }
    this.insertFollow(follower.id, followee.id);
    this.notifications.create(followee.id, 'follow', { notifierId: follower.id });
    return 'following';
  }

  unfollow(follower: UserRow, followee: UserRow): void {
    if (follower.id === followee.id) throw followErrors.deleteYourself();
    const removed = this.instance.db
      .prepare('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?')
      .run(follower.id, followee.id);
    if (removed.changes === 0) throw followErrors.notFollowing();
    this.adjustCounts(follower.id, followee.id, -1);
    this.instance.events.emit(
      'mainEvent',
      follower.id,
      'unfollow',
      packUserDetailed(this.instance, followee, follower.id),
    );
  }

  /** Parts two users (a block): the follows either way and pending requests either way go. */
  part(a: UserRow, b: UserRow): void {
    const db = this.instance.db;
    for (const [follower, followee] of [
      [a, b],
      [b, a],
    ] as const) {
      db.prepare('DELETE FROM follow_requests WHERE follower_id = ? AND followee_id = ?').run(follower.id, followee.id);
      const removed = db
        .prepare('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?')
        .run(follower.id, followee.id);
      if (removed.changes === 0) continue;
      this.adjustCounts(follower.id, followee.id, -1);
      this.instance.events.emit(
        'mainEvent',
        follower.id,
        'unfollow',
        packUserDetailed(this.instance, followee, follower.id),
      );
    }
  }

  /** Accepts a pending request from `follower` to `followee`. */
  accept(followee: UserRow, follower: UserRow): void {
    const removed = this.instance.db
      .prepare('DELETE FROM follow_requests WHERE follower_id = ? AND followee_id = ?')
      .run(follower.id, followee.id);
    if (removed.changes === 0) throw followErrors.noFollowRequest();
    this.insertFollow(follower.id, followee.id);
    this.notifications.create(follower.id, 'followRequestAccepted', {
      notifierId: followee.id,
      data: { message: null },
    });
  }

  reject(followee: UserRow, follower: UserRow): void {
    const removed = this.instance.db
      .prepare('DELETE FROM follow_requests WHERE follower_id = ? AND followee_id = ?')
      .run(follower.id, followee.id);
    if (removed.changes === 0) throw followErrors.noFollowRequest();
  }

  /** Takes back the viewer's own pending request to `followee`. */
  cancel(follower: UserRow, followee: UserRow): void {
    const removed = this.instance.db
      .prepare('DELETE FROM follow_requests WHERE follower_id = ? AND followee_id = ?')
      .run(follower.id, followee.id);
    if (removed.changes === 0) throw followErrors.followRequestNotFound();
  }

  private insertFollow(followerId: string, followeeId: string): void {
    this.instance.db
      .prepare('INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)')
      .run(followerId, followeeId, Date.now());
    this.adjustCounts(followerId, followeeId, 1);
    const followee = this.instance.db.prepare('SELECT * FROM users WHERE id = ?').get(followeeId) as UserRow;
    const follower = this.instance.db.prepare('SELECT * FROM users WHERE id = ?').get(followerId) as UserRow;
    this.instance.events.emit('mainEvent', followerId, 'follow', packUserDetailed(this.instance, followee, followerId));
    this.instance.events.emit(
      'mainEvent',
      followeeId,
      'followed',
      packUserDetailed(this.instance, follower, followeeId),
    );
  }

  private adjustCounts(followerId: string, followeeId: string, delta: 1 | -1): void {
    const db = this.instance.db;
    db.prepare('UPDATE users SET following_count = MAX(following_count + ?, 0) WHERE id = ?').run(delta, followerId);
    db.prepare('UPDATE users SET followers_count = MAX(followers_count + ?, 0) WHERE id = ?').run(delta, followeeId);
  }
}
