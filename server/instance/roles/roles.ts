import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { selectPage } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { pageNotes } from '../notes/queries';
import { Notifications } from '../notifications/notifications';
import { unmutedSql } from '../users/mutes-blocks';
import type { UserRow } from '../users/user-row';
import { mayEditMembers } from './member-access';
import { mergePolicies, type RolePolicy } from './policy-merge';
import { meetsFormula, type RoleFormula } from './role-conditions';
import { roleErrors } from './role-errors';

/** A roles row as stored. */
export interface RoleRow {
  id: string;
  created_at: number;
  updated_at: number;
  name: string;
  description: string;
  color: string | null;
  icon_url: string | null;
  target: 'manual' | 'conditional';
  cond_formula: string;
  is_public: number;
  is_explorable: number;
  as_badge: number;
  is_moderator: number;
  is_administrator: number;
  can_edit_members_by_moderator: number;
  preserve_assignment_on_move: number;
  display_order: number;
  policies: string;
}

/** What an administrator sets on a role (admin/roles/create and update). */
export interface RoleFields {
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  target: 'manual' | 'conditional';
  condFormula: RoleFormula;
  isPublic: boolean;
  isExplorable: boolean;
  asBadge: boolean;
  isModerator: boolean;
  isAdministrator: boolean;
  canEditMembersByModerator: boolean;
  preserveAssignmentOnMoveAccount: boolean;
  displayOrder: number;
  policies: Record<string, RolePolicy>;
}

const flag = (b: boolean) => (b ? 1 : 0);

/**
 * Roles: what people may do (policies) and who they are (badges, moderators, administrators).
 * Manual roles are assigned, until an optional expiry; conditional ones hold whoever meets
 * their formula at the time of asking.
 */
export class Roles {
  constructor(private readonly instance: Instance) {}

  /** Whether the caller may assign and unassign the role's members. */
  mayEditMembers(role: RoleRow, caller: UserRow): boolean {
    return mayEditMembers(this, role, caller);
  }

  private get db() {
    return this.instance.db;
  }

  byId(roleId: string): RoleRow | undefined {
    return this.db.prepare('SELECT * FROM roles WHERE id = ?').get(roleId) as RoleRow | undefined;
  }

  /** The role when it is public (what roles/* may show). */
  publicRole(roleId: string): RoleRow | undefined {
    const role = this.byId(roleId);
    return role?.is_public === 1 ? role : undefined;
  }

  all(): RoleRow[] {
    return this.db.prepare('SELECT * FROM roles ORDER BY display_order DESC, id').all() as RoleRow[];
  }

  create(fields: RoleFields): RoleRow {
    const id = genAid();
    const now = Date.now();
    this.db
      .prepare(
        `INSERT INTO roles (id, created_at, updated_at, name, description, color, icon_url, target, cond_formula, is_public,
          is_explorable, as_badge, is_moderator, is_administrator, can_edit_members_by_moderator,
          preserve_assignment_on_move, display_order, policies)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, now, now, ...this.columns(fields));
    return this.byId(id) as RoleRow;
  }

  update(role: RoleRow, change: Partial<RoleFields>): RoleRow {
    const fields = { ...this.fieldsOf(role), ...change };
    this.db
      .prepare(
        `UPDATE roles SET updated_at = ?, name = ?, description = ?, color = ?, icon_url = ?, target = ?, cond_formula = ?,
          is_public = ?, is_explorable = ?, as_badge = ?, is_moderator = ?, is_administrator = ?,
          can_edit_members_by_moderator = ?, preserve_assignment_on_move = ?, display_order = ?, policies = ?
         WHERE id = ?`,
      )
      .run(Date.now(), ...this.columns(fields), role.id);
    return this.byId(role.id) as RoleRow;
  }

  delete(role: RoleRow): void {
    this.db.prepare('DELETE FROM roles WHERE id = ?').run(role.id);
  }

  private columns(f: RoleFields) {
    return [
      f.name,
      f.description,
      f.color,
      f.iconUrl,
      f.target,
      JSON.stringify(f.condFormula),
      flag(f.isPublic),
      flag(f.isExplorable),
      flag(f.asBadge),
      flag(f.isModerator),
      flag(f.isAdministrator),
      flag(f.canEditMembersByModerator),
      flag(f.preserveAssignmentOnMoveAccount),
      f.displayOrder,
      JSON.stringify(f.policies),
    ] as const;
  }

  private fieldsOf(r: RoleRow): RoleFields {
    return {
      name: r.name,
      description: r.description,
      color: r.color,
      iconUrl: r.icon_url,
      target: r.target,
      condFormula: JSON.parse(r.cond_formula) as RoleFormula,
      isPublic: r.is_public === 1,
      isExplorable: r.is_explorable === 1,
      asBadge: r.as_badge === 1,
      isModerator: r.is_moderator === 1,
      isAdministrator: r.is_administrator === 1,
      canEditMembersByModerator: r.can_edit_members_by_moderator === 1,
      preserveAssignmentOnMoveAccount: r.preserve_assignment_on_move === 1,
      displayOrder: r.display_order,
      policies: JSON.parse(r.policies) as Record<string, RolePolicy>,
    };
  }

  /**
   * Assigns a manual role (again: a new expiry), as Misskey's RoleService does. A new assignment
   * of a public role tells a local member with a roleAssigned notification, as Misskey does.
   */
  assign(roleId: string, userId: string, expiresAt: number | null): void {
    const now = Date.now();
    const held = this.db
      .prepare(
        'SELECT 1 FROM role_assignments WHERE role_id = ? AND user_id = ? AND (expires_at IS NULL OR expires_at > ?)',
      )
      .get(roleId, userId, now);
    this.db
      .prepare(
        `INSERT INTO role_assignments (id, role_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, role_id) DO UPDATE SET expires_at = excluded.expires_at`,
      )
      .run(genAid(), roleId, userId, now, expiresAt);
    if (held) return;
    // Every account here is local (Misskey skips remote ones).
    if (this.byId(roleId)?.is_public === 1) {
      new Notifications(this.instance).create(userId, 'roleAssigned', { data: { roleId } });
    }
  }

  unassign(roleId: string, userId: string): void {
    const gone = this.db.prepare('DELETE FROM role_assignments WHERE role_id = ? AND user_id = ?').run(roleId, userId);
    if (gone.changes === 0) throw roleErrors.notAssigned();
  }

  /** The roles a user holds now: assigned and unexpired manual ones, and conditional ones met. */
  rolesOf(user: UserRow, now = Date.now()): RoleRow[] {
    const manual = this.db
      .prepare(
        `SELECT r.* FROM roles r JOIN role_assignments a ON a.role_id = r.id
         WHERE a.user_id = ? AND r.target = 'manual' AND (a.expires_at IS NULL OR a.expires_at > ?)`,
      )
      .all(user.id, now) as RoleRow[];
    const conditional = this.db.prepare("SELECT * FROM roles WHERE target = 'conditional'").all() as RoleRow[];
    if (conditional.length === 0) return manual;
    const profile = JSON.parse(user.profile || '{}') as { isExplorable?: boolean };
    const subject = {
      host: null,
      createdAt: user.created_at,
      isSuspended: user.is_suspended === 1,
      isLocked: user.is_locked === 1,
      isBot: user.is_bot === 1,
      isCat: user.is_cat === 1,
      isExplorable: profile.isExplorable ?? true,
      followersCount: user.followers_count,
      followingCount: user.following_count,
      notesCount: user.notes_count,
      assignedRoleIds: new Set(manual.map((r) => r.id)),
    };
    return [
      ...manual,
      ...conditional.filter((r) => meetsFormula(JSON.parse(r.cond_formula) as RoleFormula, subject, now)),
    ];
  }

  private userById(userId: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
  }

  /** A user's policies: the base role's, with those of their roles (Misskey's merge); a visitor's are the base. */
  policiesOf(userId: string | null): entities.RolePolicies {
    const base = this.instance.settings.get().policies;
    const user = userId ? this.userById(userId) : undefined;
    if (!user) return base;
    const roles = this.rolesOf(user);
    return mergePolicies(
      base,
      roles.map((r) => ({ policies: JSON.parse(r.policies) as Record<string, RolePolicy> })),
    );
  }

  /**
   * The largest file any role lets anyone upload, in MB: the bound while an upload is read, before
   * the caller is known (each person's own limit is checked after).
   */
  largestMaxFileSizeMb(): number {
    const base = this.instance.settings.get().policies.maxFileSizeMb;
    const rows = this.db.prepare('SELECT policies FROM roles').all() as { policies: string }[];
    const granted = rows.map((r) => {
      const p = (JSON.parse(r.policies) as Record<string, RolePolicy>).maxFileSizeMb;
      return p && p.useDefault === false && typeof p.value === 'number' ? p.value : base;
    });
    return Math.max(base, ...granted);
  }

  /** Both rights at once, from one look at the user's roles (what `i` and profiles show). */
  rightsOf(user: UserRow): { isModerator: boolean; isAdministrator: boolean } {
    const held = user.is_admin === 1 ? [] : this.rolesOf(user);
    const isAdministrator = user.is_admin === 1 || held.some((r) => r.is_administrator === 1);
    return {
      isAdministrator,
      isModerator: isAdministrator || user.is_moderator === 1 || held.some((r) => r.is_moderator === 1),
    };
  }

  /** Whether a user moderates: by the account's flag or a moderator or administrator role. */
  isModerator(user: UserRow): boolean {
    return this.rightsOf(user).isModerator;
  }

  /** Whether a user administers: by the account's flag or an administrator role. */
  isAdministrator(user: UserRow): boolean {
    return this.rightsOf(user).isAdministrator;
  }

  /** How many users hold a role now. */
  usersCount(role: RoleRow): number {
    if (role.target === 'manual') {
      return (
        this.db
          .prepare(
            'SELECT COUNT(*) AS n FROM role_assignments WHERE role_id = ? AND (expires_at IS NULL OR expires_at > ?)',
          )
          .get(role.id, Date.now()) as { n: number }
      ).n;
    }
    const users = this.db.prepare('SELECT * FROM users WHERE is_deleted = 0').all() as UserRow[];
    return users.filter((u) => this.rolesOf(u).some((r) => r.id === role.id)).length;
  }

  /** A page of a manual role's assignments, newest first. */
  assignments(
    role: RoleRow,
    page: Page,
  ): { id: string; user_id: string; created_at: number; expires_at: number | null }[] {
    return selectPage(
      this.db,
      {
        select: 'SELECT id, user_id, created_at, expires_at FROM role_assignments',
        where: ['role_id = ?', '(expires_at IS NULL OR expires_at > ?)'],
        values: [role.id, Date.now()],
        idColumn: 'id',
        dateColumn: 'created_at',
      },
      page,
    );
  }

  /** The ids of the users who hold a role now (for the role timeline). */
  memberIds(role: RoleRow): string[] {
    if (role.target === 'manual') {
      return (
        this.db
          .prepare('SELECT user_id FROM role_assignments WHERE role_id = ? AND (expires_at IS NULL OR expires_at > ?)')
          .all(role.id, Date.now()) as { user_id: string }[]
      ).map((r) => r.user_id);
    }
    const users = this.db.prepare('SELECT * FROM users WHERE is_deleted = 0').all() as UserRow[];
    return users.filter((u) => this.rolesOf(u).some((r) => r.id === role.id)).map((u) => u.id);
  }

  /** A page of a role's timeline for a viewer: its members' public notes outside channels, newest first. */
  timeline(role: RoleRow, viewerId: string, page: Page, only?: string): NoteRow[] {
    const members = this.memberIds(role);
    if (members.length === 0) return [];
    const unmuted = unmutedSql(viewerId);
    const where = [
      `n.user_id IN (${members.map(() => '?').join(',')})`,
      "n.visibility = 'public'",
      'n.channel_id IS NULL',
      unmuted.sql,
    ];
    const values: unknown[] = [...members, ...unmuted.params];
    if (only) {
      where.push('n.id = ?');
      values.push(only);
    }
    return pageNotes(this.db, where, values, page, viewerId);
  }

  /** A role as misskey-js's Role. */
  pack(role: RoleRow): entities.Role {
    const f = this.fieldsOf(role);
    return {
      id: role.id,
      createdAt: new Date(role.created_at).toISOString(),
      updatedAt: new Date(role.updated_at).toISOString(),
      name: f.name,
      color: f.color,
      iconUrl: f.iconUrl,
      description: f.description,
      isModerator: f.isModerator,
      isAdministrator: f.isAdministrator,
      displayOrder: f.displayOrder,
      target: f.target,
      condFormula: f.condFormula as entities.Role['condFormula'],
      isPublic: f.isPublic,
      isExplorable: f.isExplorable,
      asBadge: f.asBadge,
      preserveAssignmentOnMoveAccount: f.preserveAssignmentOnMoveAccount,
      canEditMembersByModerator: f.canEditMembersByModerator,
      policies: f.policies as entities.Role['policies'],
      usersCount: this.usersCount(role),
    };
  }

  /** The public roles shown as badges beside a user's name. */
  badgesOf(user: UserRow): { name: string; iconUrl: string | null; displayOrder: number }[] {
    // Most servers have no badge roles: one cheap look before working out a user's roles.
    if (!this.db.prepare('SELECT 1 FROM roles WHERE as_badge = 1 AND is_public = 1 LIMIT 1').get()) return [];
    return this.rolesOf(user)
      .filter((r) => r.as_badge === 1 && r.is_public === 1)
      .sort((a, b) => b.display_order - a.display_order)
      .map((r) => ({ name: r.name, iconUrl: r.icon_url, displayOrder: r.display_order }));
  }

  /** The public roles a user holds (users/show's roles). */
  publicRolesOf(user: UserRow): entities.RoleLite[] {
    return this.rolesOf(user)
      .filter((r) => r.is_public === 1)
      .sort((a, b) => b.display_order - a.display_order)
      .map((r) => ({
        id: r.id,
        name: r.name,
        color: r.color,
        iconUrl: r.icon_url,
        description: r.description,
        isModerator: r.is_moderator === 1,
        isAdministrator: r.is_administrator === 1,
        displayOrder: r.display_order,
      }));
  }
}
