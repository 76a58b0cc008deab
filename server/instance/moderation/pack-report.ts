import type { Instance } from '../instance';
import { packUserDetailedById } from '../users/pack-user';
import type { AbuseReportRow } from './abuse-reports';

/** A report as admin/abuse-user-reports lists it, its people as the moderator sees them. */
export function packReport(instance: Instance, report: AbuseReportRow, viewerId: string) {
  const user = (id: string) => packUserDetailedById(instance, id, viewerId);
  return {
    id: report.id,
    createdAt: new Date(report.created_at).toISOString(),
    comment: report.comment,
    resolved: report.resolved === 1,
    reporterId: report.reporter_id,
    targetUserId: report.target_user_id,
    assigneeId: report.assignee_id,
    reporter: user(report.reporter_id),
    targetUser: user(report.target_user_id),
    assignee: report.assignee_id ? user(report.assignee_id) : null,
    forwarded: report.forwarded === 1,
    resolvedAs: report.resolved_as,
    moderationNote: report.moderation_note,
  };
}
