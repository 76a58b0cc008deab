import type { entities } from 'misskey-js';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { MutesAndBlocks } from '../users/mutes-blocks';
import { listErrors } from './list-errors';

/** A user_lists row as stored. */
export interface UserListRow {
  id: string;
  user_id: string;
  created_at: number;
  name: string;
  is_public: number;
}

/** A membership as stored. */
export interface MembershipRow {
  id: string;
  list_id: string;
  user_id: string;
  created_at: number;
  with_replies: number;
}

/**
 * Lists of users: a person's own, which only they read unless made public; members, each with
 * or without their replies in the list's timeline; and others' public lists people like.
 */
export class UserLists {
  private readonly blocks: MutesAndBlocks;

  constructor(private readonly instance: Instance) {
    this.blocks = new MutesAndBlocks(instance.db);
  }

  private get db() {
    return this.instance.db;
  }

  byId(listId: string): UserListRow | undefined {
    return this.db.prepare('SELECT * FROM user_lists WHERE id = ?').get(listId) as UserListRow | undefined;
  }

  /** The list if the user owns it. */
  owned(userId: string, listId: string): UserListRow | undefined {
    const list = this.byId(listId);
    return list?.user_id === userId ? list : undefined;
  }

  /** The list if it is public (or the viewer owns it). */
  readable(viewerId: string | null, listId: string, forPublic: boolean): UserListRow | undefined {
    const list = this.byId(listId);
    if (!list) return undefined;
    if (!forPublic && viewerId !== null) return list.user_id === viewerId ? list : undefined;
    return list.is_public ? list : undefined;
  }

  ofUser(userId: string, onlyPublic: boolean): UserListRow[] {
    return this.db
      .prepare(`SELECT * FROM user_lists WHERE user_id = ? ${onlyPublic ? 'AND is_public = 1' : ''} ORDER BY id`)
      .all(userId) as UserListRow[];
  }

  /** Creates a list, within the role's userListLimit. */
  create(userId: string, name: string, tooMany = listErrors.tooManyUserLists): UserListRow {
    const count = (
      this.db.prepare('SELECT COUNT(*) AS n FROM user_lists WHERE user_id = ?').get(userId) as { n: number }
    ).n;
    if (count >= this.instance.policiesOf(userId).userListLimit) throw tooMany();
    const id = genAid();
    this.db
      .prepare('INSERT INTO user_lists (id, user_id, created_at, name, is_public) VALUES (?, ?, ?, ?, 0)')
      .run(id, userId, Date.now(), name);
    return this.byId(id) as UserListRow;
  }

  update(list: UserListRow, change: { name?: string; isPublic?: boolean }): UserListRow {
    this.db
      .prepare('UPDATE user_lists SET name = ?, is_public = ? WHERE id = ?')
      .run(change.name ?? list.name, change.isPublic === undefined ? list.is_public : change.isPublic ? 1 : 0, list.id);
    return this.byId(list.id) as UserListRow;
  }

  delete(list: UserListRow): void {
    this.db.prepare('DELETE FROM user_lists WHERE id = ?').run(list.id);
  }

  isMember(listId: string, userId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM user_list_memberships WHERE list_id = ? AND user_id = ?').get(listId, userId) !==
      undefined
    );
  }

  /** Adds a member: not one who blocks the owner, not twice, within userEachUserListsLimit. */
  push(
    list: UserListRow,
    memberId: string,
    errors = {
      alreadyAdded: listErrors.alreadyAdded,
      blocked: listErrors.youHaveBeenBlocked,
      tooMany: listErrors.tooManyUsers,
    },
  ): void {
    if (memberId !== list.user_id && this.blocks.isBlocking(memberId, list.user_id)) throw errors.blocked();
    if (this.isMember(list.id, memberId)) throw errors.alreadyAdded();
    const count = (
      this.db.prepare('SELECT COUNT(*) AS n FROM user_list_memberships WHERE list_id = ?').get(list.id) as { n: number }
    ).n;
    if (count >= this.instance.policiesOf(list.user_id).userEachUserListsLimit) throw errors.tooMany();
    this.db
      .prepare(
        'INSERT INTO user_list_memberships (id, list_id, user_id, created_at, with_replies) VALUES (?, ?, ?, ?, 0)',
      )
      .run(genAid(), list.id, memberId, Date.now());
  }

  pull(list: UserListRow, memberId: string): void {
    this.db.prepare('DELETE FROM user_list_memberships WHERE list_id = ? AND user_id = ?').run(list.id, memberId);
  }

  setWithReplies(list: UserListRow, memberId: string, withReplies: boolean): void {
    this.db
      .prepare('UPDATE user_list_memberships SET with_replies = ? WHERE list_id = ? AND user_id = ?')
      .run(withReplies ? 1 : 0, list.id, memberId);
  }

  memberIds(listId: string): string[] {
    return (
      this.db.prepare('SELECT user_id FROM user_list_memberships WHERE list_id = ? ORDER BY id').all(listId) as {
        user_id: string;
      }[]
    ).map((r) => r.user_id);
  }

  isFavorited(listId: string, userId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM user_list_favorites WHERE list_id = ? AND user_id = ?').get(listId, userId) !==
      undefined
    );
  }

  favorite(listId: string, userId: string): void {
    if (!this.byId(listId)?.is_public) throw listErrors.noSuchListToFavorite();
    if (this.isFavorited(listId, userId)) throw listErrors.alreadyFavorited();
    this.db
      .prepare('INSERT INTO user_list_favorites (id, list_id, user_id, created_at) VALUES (?, ?, ?, ?)')
      .run(genAid(), listId, userId, Date.now());
  }

  unfavorite(listId: string, userId: string): void {
    if (!this.byId(listId)?.is_public) throw listErrors.noSuchListToUnfavorite();
    if (!this.isFavorited(listId, userId)) throw listErrors.notFavorited();
    this.db.prepare('DELETE FROM user_list_favorites WHERE list_id = ? AND user_id = ?').run(listId, userId);
  }

  /** A list as misskey-js's UserList: its members' ids included, as Misskey packs it. */
  pack(list: UserListRow): entities.UserList {
    return {
      id: list.id,
      createdAt: new Date(list.created_at).toISOString(),
      name: list.name,
      userIds: this.memberIds(list.id),
      isPublic: list.is_public === 1,
    };
  }

  /** users/lists/show's answer: with the likes, and whether the viewer likes it, for a public list. */
  packShown(
    list: UserListRow,
    viewerId: string | null,
  ): entities.UserList & { likedCount?: number; isLiked?: boolean } {
    if (!list.is_public) return this.pack(list);
    const likedCount = (
      this.db.prepare('SELECT COUNT(*) AS n FROM user_list_favorites WHERE list_id = ?').get(list.id) as { n: number }
    ).n;
    return { ...this.pack(list), likedCount, ...(viewerId ? { isLiked: this.isFavorited(list.id, viewerId) } : {}) };
  }
}
