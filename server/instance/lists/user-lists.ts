import type { entities } from 'misskey-js';
import { clientError } from '../errors';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import { MutesAndBlocks } from '../users/mutes-blocks';

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

/** Misskey's list errors; each endpoint words a missing list with its own id. */
export const listErrors = {
  tooManyUserLists: clientError(
    'TOO_MANY_USERLISTS',
    '0cf21a28-7715-4f39-a20d-777bfdb8d138',
    'You cannot create user list any more.',
  ),
  noSuchListToShow: clientError('NO_SUCH_LIST', '7bc05c21-1d7a-41ae-88f1-66820f4dc686', 'No such list.'),
  noSuchListToUpdate: clientError('NO_SUCH_LIST', '796666fe-3dff-4d39-becb-8a5932c1d5b7', 'No such list.'),
  noSuchListToDelete: clientError('NO_SUCH_LIST', '78436795-db79-42f5-b1e2-55ea2cf19166', 'No such list.'),
  noSuchListToPush: clientError('NO_SUCH_LIST', '2214501d-ac96-4049-b717-91e42272a711', 'No such list.'),
  noSuchUserToPush: clientError('NO_SUCH_USER', 'a89abd3d-f0bc-4cce-beb1-2f446f4f1e6a', 'No such user.'),
  alreadyAdded: clientError(
    'ALREADY_ADDED',
    '1de7c884-1595-49e9-857e-61f12f4d4fc5',
    'That user has already been added to that list.',
  ),
  youHaveBeenBlocked: clientError(
    'YOU_HAVE_BEEN_BLOCKED',
    '990232c5-3f9d-4d83-9f3f-ef27b6332a4b',
    'You cannot push this user because you have been blocked by this user.',
  ),
  tooManyUsers: clientError(
    'TOO_MANY_USERS',
    '2dd9752e-a338-413d-8eec-41814430989b',
    'You can not push users any more.',
  ),
  /** pull's and update-membership's ids. */
  noSuchListToChange: clientError('NO_SUCH_LIST', '7f44670e-ab16-43b8-b4c1-ccd2ee89cc02', 'No such list.'),
  noSuchUserToChange: clientError('NO_SUCH_USER', '588e7f72-c744-4a61-b180-d354e912bda2', 'No such user.'),
  noSuchListToFavorite: clientError('NO_SUCH_USER_LIST', '7dbaf3cf-7b42-4b8f-b431-b3919e580dbe', 'No such user list.'),
  alreadyFavorited: clientError(
    'ALREADY_FAVORITED',
    '6425bba0-985b-461e-af1b-518070e72081',
    'The list has already been favorited.',
  ),
  noSuchListToUnfavorite: clientError(
    'NO_SUCH_USER_LIST',
    'baedb33e-76b8-4b0c-86a8-9375c0a7b94b',
    'No such user list.',
  ),
  /** Misskey answers this with ALREADY_FAVORITED as its code. */
  notFavorited: clientError(
    'ALREADY_FAVORITED',
    '835c4b27-463d-4cfa-969b-a9058678d465',
    'You have not favorited the list.',
  ),
  noSuchListToCopy: clientError('NO_SUCH_LIST', '9292f798-6175-4f7d-93f4-b6742279667d', 'No such list.'),
  alreadyAddedToCopy: clientError(
    'ALREADY_ADDED',
    'c3ad6fdb-692b-47ee-a455-7bd12c7af615',
    'That user has already been added to that list.',
  ),
  blockedFromCopy: clientError(
    'YOU_HAVE_BEEN_BLOCKED',
    'a2497f2a-2389-439c-8626-5298540530f4',
    'You cannot push this user because you have been blocked by this user.',
  ),
  tooManyUsersToCopy: clientError(
    'TOO_MANY_USERS',
    '1845ea77-38d1-426e-8e4e-8b83b24f5bd7',
    'You can not push users any more.',
  ),
  tooManyUserListsToCopy: clientError(
    'TOO_MANY_USERLISTS',
    'e9c105b2-c595-47de-97fb-7f7c2c33e92f',
    'You cannot create user list any more.',
  ),
};

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
