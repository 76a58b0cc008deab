import { apiErrors } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../schema';

/** Resolves a report, accepted or rejected, and logs it. */
export default defineEndpoint({
  name: 'admin/resolve-abuse-user-report',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:resolve-abuse-user-report',
  limit: null,
  params: {
    type: 'object',
    properties: { reportId: id, resolvedAs: { type: ['string', 'null'], enum: ['accept', 'reject', null] } },
    required: ['reportId'],
  },
  handle(params, ctx) {
    const { abuseReports, moderationLog } = ctx.services;
    const report = abuseReports.byId(params.reportId);
    // Misskey throws a plain error for a missing report.
    if (!report) throw apiErrors.internal();
    const moderator = signedIn(ctx).id;
    abuseReports.resolve(report, moderator, params.resolvedAs ?? null);
    moderationLog.record(moderator, 'resolveAbuseReport', {
      reportId: report.id,
      report: { id: report.id, targetUserId: report.target_user_id, comment: report.comment },
      forwarded: false,
      resolvedAs: params.resolvedAs ?? null,
    });
    return undefined;
  },
});
