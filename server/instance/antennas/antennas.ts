import type { entities } from 'misskey-js';
import type { Page } from '../db/paging';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { pageNotes } from '../notes/queries';
import { unmutedSql } from '../users/mutes-blocks';
import { antennaErrors } from './antenna-errors';
import { type AntennaRule, antennaMatches } from './antenna-match';

/** An antennas row as stored. */
export interface AntennaRow {
  id: string;
  user_id: string;
  created_at: number;
  last_used_at: number;
  name: string;
  src: AntennaRule['src'];
  user_list_id: string | null;
  keywords: string;
  exclude_keywords: string;
  users: string;
  case_sensitive: number;
  local_only: number;
  exclude_bots: number;
  with_replies: number;
  with_file: number;
  exclude_notes_in_sensitive_channel: number;
}

/** The settings of an antenna, as the endpoints take them. */
export interface AntennaFields {
  name: string;
  src: AntennaRule['src'];
  userListId: string | null;
  keywords: string[][];
  excludeKeywords: string[][];
  users: string[];
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeNotesInSensitiveChannel: boolean;
}

const ruleOf = (a: AntennaRow): AntennaRule => ({
  src: a.src,
  keywords: JSON.parse(a.keywords),
  excludeKeywords: JSON.parse(a.exclude_keywords),
  users: JSON.parse(a.users),
  caseSensitive: a.case_sensitive === 1,
  localOnly: a.local_only === 1,
  excludeBots: a.exclude_bots === 1,
  withReplies: a.with_replies === 1,
  withFile: a.with_file === 1,
});

/**
 * Antennas: standing searches over every new note. Each new note is matched against every
 * antenna as it is created; a match is kept for the antenna's timeline and sent to its channel.
 */
export class Antennas {
  constructor(private readonly instance: Instance) {
    instance.events.on('noteCreated', (note) => this.collect(note.id));
  }

  private get db() {
    return this.instance.db;
  }

  byId(antennaId: string): AntennaRow | undefined {
    return this.db.prepare('SELECT * FROM antennas WHERE id = ?').get(antennaId) as AntennaRow | undefined;
  }

  owned(userId: string, antennaId: string): AntennaRow | undefined {
    const antenna = this.byId(antennaId);
    return antenna?.user_id === userId ? antenna : undefined;
  }

  ofUser(userId: string): AntennaRow[] {
    return this.db.prepare('SELECT * FROM antennas WHERE user_id = ? ORDER BY id').all(userId) as AntennaRow[];
  }

  private ownsList(userId: string, listId: string): boolean {
    return this.db.prepare('SELECT 1 FROM user_lists WHERE id = ? AND user_id = ?').get(listId, userId) !== undefined;
  }

  /** Creates an antenna; Misskey refuses once the count is past the role's antennaLimit. */
  create(userId: string, fields: AntennaFields): AntennaRow {
    const count = (this.db.prepare('SELECT COUNT(*) AS n FROM antennas WHERE user_id = ?').get(userId) as { n: number })
      .n;
    if (count > this.instance.policiesOf(userId).antennaLimit) throw antennaErrors.tooManyAntennas();
    const listId = fields.src === 'list' ? fields.userListId : null;
    if (listId && !this.ownsList(userId, listId)) throw antennaErrors.noSuchUserListToCreate();
    const id = genAid();
    const now = Date.now();
    this.db
      .prepare(
        `INSERT INTO antennas (id, user_id, created_at, last_used_at, name, src, user_list_id, keywords, exclude_keywords,
          users, case_sensitive, local_only, exclude_bots, with_replies, with_file, exclude_notes_in_sensitive_channel)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, userId, now, now, ...this.columns({ ...fields, userListId: listId }));
    return this.byId(id) as AntennaRow;
  }

  /** Changes an antenna; fields not given stay. */
  update(antenna: AntennaRow, change: Partial<AntennaFields>): AntennaRow {
    const fields = { ...this.fieldsOf(antenna), ...change };
    const listId = fields.src === 'list' ? fields.userListId : null;
    if (listId && !this.ownsList(antenna.user_id, listId)) throw antennaErrors.noSuchUserListToUpdate();
    this.db
      .prepare(
        `UPDATE antennas SET name = ?, src = ?, user_list_id = ?, keywords = ?, exclude_keywords = ?, users = ?,
          case_sensitive = ?, local_only = ?, exclude_bots = ?, with_replies = ?, with_file = ?,
          exclude_notes_in_sensitive_channel = ? WHERE id = ?`,
      )
      .run(...this.columns({ ...fields, userListId: listId }), antenna.id);
    return this.byId(antenna.id) as AntennaRow;
  }

  delete(antenna: AntennaRow): void {
    this.db.prepare('DELETE FROM antennas WHERE id = ?').run(antenna.id);
  }

  private columns(f: AntennaFields) {
    const flag = (b: boolean) => (b ? 1 : 0);
    return [
      f.name,
      f.src,
      f.userListId,
      JSON.stringify(f.keywords),
      JSON.stringify(f.excludeKeywords),
      JSON.stringify(f.users),
      flag(f.caseSensitive),
      flag(f.localOnly),
      flag(f.excludeBots),
      flag(f.withReplies),
      flag(f.withFile),
      flag(f.excludeNotesInSensitiveChannel),
    ] as const;
  }

  private fieldsOf(a: AntennaRow): AntennaFields {
    const rule = ruleOf(a);
    return {
      ...rule,
      name: a.name,
      userListId: a.user_list_id,
      excludeNotesInSensitiveChannel: a.exclude_notes_in_sensitive_channel === 1,
    };
  }

  /**
   * The rule with this server's own host taken off its accounts: Misskey compares full accts,
   * so `alice@this.host` (as its exports write local accounts) names the local alice.
   */
  private localized(rule: AntennaRule): AntennaRule {
    const suffix = `@${this.instance.host().toLowerCase()}`;
    const users = rule.users.map((acct) =>
      acct.toLowerCase().endsWith(suffix) ? acct.slice(0, -suffix.length) : acct,
    );
    return { ...rule, users };
  }

  /** Matches a new note against every antenna, keeps the matches and tells their channels. */
  private collect(noteId: string): void {
    const note = this.db.prepare('SELECT * FROM notes WHERE id = ?').get(noteId) as NoteRow | undefined;
    if (!note) return;
    const antennas = this.db.prepare('SELECT * FROM antennas').all() as AntennaRow[];
    if (antennas.length === 0) return;
    const author = this.db.prepare('SELECT username, is_bot FROM users WHERE id = ?').get(note.user_id) as
      | { username: string; is_bot: number }
      | undefined;
    if (!author) return;
    const follows = (ownerId: string) =>
      ownerId === note.user_id ||
      this.db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?').get(ownerId, note.user_id) !==
        undefined;
    const onList = (listId: string | null) =>
      listId !== null &&
      this.db
        .prepare('SELECT 1 FROM user_list_memberships WHERE list_id = ? AND user_id = ?')
        .get(listId, note.user_id) !== undefined;
    for (const antenna of antennas) {
      const hit = antennaMatches(this.localized(ruleOf(antenna)), {
        text: note.text,
        cw: note.cw,
        visibility: note.visibility,
        hasReply: note.reply_id !== null,
        fileCount: JSON.parse(note.file_ids).length,
        author: { username: author.username, host: null, isBot: author.is_bot === 1 },
        ownerFollowsAuthor: follows(antenna.user_id),
        authorOnList: antenna.src === 'list' && onList(antenna.user_list_id),
      });
      if (!hit) continue;
      this.db
        .prepare('INSERT OR IGNORE INTO antenna_notes (antenna_id, note_id) VALUES (?, ?)')
        .run(antenna.id, note.id);
      this.instance.events.emit('antennaNote', antenna.id, note.id);
    }
  }

  /** A page of an antenna's notes the owner can see, newest first; reading it marks the antenna used. */
  notes(antenna: AntennaRow, page: Page): NoteRow[] {
    this.db.prepare('UPDATE antennas SET last_used_at = ? WHERE id = ?').run(Date.now(), antenna.id);
    const unmuted = unmutedSql(antenna.user_id);
    return pageNotes(
      this.db,
      ['n.id IN (SELECT note_id FROM antenna_notes WHERE antenna_id = ?)', unmuted.sql],
      [antenna.id, ...unmuted.params],
      page,
      antenna.user_id,
    );
  }

  /** One note an antenna caught, when its owner can see it (the antenna channel). */
  note(antenna: AntennaRow, noteId: string): NoteRow | undefined {
    const unmuted = unmutedSql(antenna.user_id);
    return pageNotes(
      this.db,
      ['n.id = ?', 'n.id IN (SELECT note_id FROM antenna_notes WHERE antenna_id = ?)', unmuted.sql],
      [noteId, antenna.id, ...unmuted.params],
      { limit: 1 },
      antenna.user_id,
    )[0];
  }

  /**
   * An antenna as misskey-js's Antenna. Misskey no longer tracks unread antenna notes nor
   * notifies: it sends hasUnreadNote and notify as false, and so does this instance.
   */
  pack(a: AntennaRow): entities.Antenna {
    const f = this.fieldsOf(a);
    return {
      id: a.id,
      createdAt: new Date(a.created_at).toISOString(),
      name: a.name,
      keywords: f.keywords,
      excludeKeywords: f.excludeKeywords,
      src: a.src,
      userListId: a.user_list_id,
      users: f.users,
      caseSensitive: f.caseSensitive,
      localOnly: f.localOnly,
      excludeBots: f.excludeBots,
      withReplies: f.withReplies,
      withFile: f.withFile,
      isActive: true,
      hasUnreadNote: false,
      notify: false,
      excludeNotesInSensitiveChannel: f.excludeNotesInSensitiveChannel,
    };
  }
}
