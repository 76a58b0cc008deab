import type { Page } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { Notifications } from '../notifications/notifications';
import { MutesAndBlocks } from '../users/mutes-blocks';
import { packUserDetailed } from '../users/pack-user';
import { canSeeRelations } from '../users/relation-visibility';
import { profileOf, type UserRow } from '../users/user-row';
import { followErrors } from './follow-errors';
import { followRequestPage } from './follow-request-page';
import { type FollowSettings, followSettingsOf, updateFollowSettings } from './follow-settings';

/** Follows, follow requests (for locked accounts) and their notifications and stream events. */
export class Following {
  constructor(
    private readonly instance: Instance,
    private readonly notifications: Notifications,
  ) {}

  /** A page of the follow requests a user received or sent. */
  requestPage(userId: string, side: 'received' | 'sent', page: Page) {
    return followRequestPage(this.instance, userId, side, page);
  }

  /** Whether the viewer may see who the owner follows or is followed by. */
  canSeeRelations(owner: UserRow, side: 'followers' | 'following', viewerOf: Parameters<typeof canSeeRelations>[3]) {
    return canSeeRelations(this.instance.db, owner, side, viewerOf);
  }

  isFollowing(followerId: string, followeeId: string): boolean {
    return (
      this.instance.db
        .prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?')
        .get(followerId, followeeId) !== undefined
    );
  }

  /** A follow's notify and withReplies, or undefined when there is no such follow. */
  settingsOf(followerId: string, followeeId: string): FollowSettings | undefined {
    return followSettingsOf(this.instance.db, followerId, followeeId);
  }

  /** Changes one follow's settings, or every follow of the follower's when followeeId is null. */
  updateSettings(followerId: string, followeeId: string | null, change: Partial<FollowSettings>): void {
    updateFollowSettings(this.instance.db, followerId, followeeId, change);
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
