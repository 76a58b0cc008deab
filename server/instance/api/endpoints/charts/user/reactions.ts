import { defineEndpoint } from '../../../endpoint';
import { chartEndpoint, chartParams, periodsOf, zeros } from '../../../families/charts';
import { id } from '../../../schema';

/** How many reactions one person's notes got per day or hour. */
export default defineEndpoint({
  name: 'charts/user/reactions',
  ...chartEndpoint,
  params: { type: 'object', properties: { ...chartParams, userId: id }, required: ['span', 'userId'] },
  handle(params, ctx) {
    const periods = periodsOf(params);
    return {
      local: { count: ctx.services.charts.userReactions(periods, params.userId) },
      remote: { count: zeros(periods) },
    };
  },
});
