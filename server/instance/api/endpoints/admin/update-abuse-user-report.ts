import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id, text } from '../../schema';

/** Changes the moderators' note on a report. */
export default defineEndpoint({
  name: 'admin/update-abuse-user-report',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:resolve-abuse-user-report',
  limit: null,
  params: { type: 'object', properties: { reportId: id, moderationNote: text(8192) }, required: ['reportId'] },
  handle(params, ctx) {
    const { abuseReports, moderationLog } = ctx.services;
    const report = abuseReports.byId(params.reportId);
    if (!report) throw apiErrors.internal();
    if (params.moderationNote !== undefined) {
      abuseReports.setNote(report, params.moderationNote);
      moderationLog.record(signedIn(ctx).id, 'updateAbuseReportNote', {
        reportId: report.id,
        before: report.moderation_note,
        after: params.moderationNote,
      });
    }
    return undefined;
  },
});
