import { defineEndpoint } from '../../../endpoint';
import { chartEndpoint, chartParams, periodsOf, zeros } from '../../../families/charts';
import { id } from '../../../schema';

/** Whom one person follows and who follows them, per day or hour (the remote halves are empty). */
export default defineEndpoint({
  name: 'charts/user/following',
  ...chartEndpoint,
  params: { type: 'object', properties: { ...chartParams, userId: id }, required: ['span', 'userId'] },
  handle(params, ctx) {
    const periods = periodsOf(params);
    const none = { total: zeros(periods), inc: zeros(periods), dec: zeros(periods) };
    return {
      local: ctx.services.charts.userFollowing(periods, params.userId),
      remote: { followings: none, followers: none },
    };
  },
});
