import { type Page, selectPage } from '../db/paging';
import { clientError } from '../errors';
import { genAid } from '../ids';
import type { Instance } from '../instance';
import type { Roles } from '../roles/roles';
import type { UserRow } from '../users/user-row';

/** An abuse_reports row. */
export interface AbuseReportRow {
  id: string;
  created_at: number;
  reporter_id: string;
  target_user_id: string;
  comment: string;
  resolved: number;
  resolved_as: 'accept' | 'reject' | null;
  assignee_id: string | null;
  forwarded: number;
  moderation_note: string;
}

/** Misskey's errors of users/report-abuse. */
export const reportErrors = {
  noSuchUser: clientError('NO_SUCH_USER', '1acefcb5-0959-43fd-9685-b48305736cb5', 'No such user.'),
  cannotReportYourself: clientError(
    'CANNOT_REPORT_YOURSELF',
    '1e13149e-b1e8-43cf-902e-c01dbfcb202f',
    'Cannot report yourself.',
  ),
  cannotReportAdmin: clientError(
    'CANNOT_REPORT_THE_ADMIN',
    '35e166f5-05fb-4f87-a2d5-adb42676d48f',
    'Cannot report the admin.',
  ),
};

/**
 * Reports of users by users, for the moderators: filed from a note's or a user's menu, listed
 * unresolved first, resolved as accepted or rejected, with a note of the moderators' own. Each new
 * report reaches every moderator's `main` stream as `newAbuseUserReport`.
 */
export class AbuseReports {
  constructor(
    private readonly instance: Instance,
    private readonly roles: Roles,
  ) {}

  private get db() {
    return this.instance.db;
  }

  byId(reportId: string): AbuseReportRow | undefined {
    return this.db.prepare('SELECT * FROM abuse_reports WHERE id = ?').get(reportId) as AbuseReportRow | undefined;
  }

  file(reporter: UserRow, target: UserRow | undefined, comment: string): AbuseReportRow {
    if (!target || target.is_deleted) throw reportErrors.noSuchUser();
    if (target.id === reporter.id) throw reportErrors.cannotReportYourself();
    if (this.roles.isAdministrator(target)) throw reportErrors.cannotReportAdmin();
    const id = genAid();
    this.db
      .prepare(
        'INSERT INTO abuse_reports (id, created_at, reporter_id, target_user_id, comment) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, Date.now(), reporter.id, target.id, comment);
    const moderators = (this.db.prepare('SELECT * FROM users WHERE is_deleted = 0').all() as UserRow[]).filter((u) =>
      this.roles.isModerator(u),
    );
    for (const moderator of moderators) {
      this.instance.events.emit('mainEvent', moderator.id, 'newAbuseUserReport', {
        id,
        targetUserId: target.id,
        reporterId: reporter.id,
        comment,
      });
    }
    this.instance.events.emit('abuseReport', id, 'filed');
    return this.byId(id) as AbuseReportRow;
  }

  /** A page of reports, newest first: 'unresolved', 'resolved' or all (null). */
  page(page: Page, state: string | null): AbuseReportRow[] {
    const where = state === 'unresolved' ? ['resolved = 0'] : state === 'resolved' ? ['resolved = 1'] : [];
    return selectPage<AbuseReportRow>(
      this.db,
      { select: 'SELECT * FROM abuse_reports', where, values: [], idColumn: 'id', dateColumn: 'created_at' },
      page,
    );
  }

  resolve(report: AbuseReportRow, moderatorId: string, resolvedAs: 'accept' | 'reject' | null): void {
    this.db
      .prepare('UPDATE abuse_reports SET resolved = 1, resolved_as = ?, assignee_id = ? WHERE id = ?')
      .run(resolvedAs, moderatorId, report.id);
    this.instance.events.emit('abuseReport', report.id, 'resolved');
  }

  setNote(report: AbuseReportRow, note: string): void {
    this.db.prepare('UPDATE abuse_reports SET moderation_note = ? WHERE id = ?').run(note, report.id);
  }
}
