import { defineEndpoint } from '../../../endpoint';
import { chartEndpoint, chartParams, periodsOf } from '../../../families/charts';
import { id } from '../../../schema';

/** Views of one person's profile per day or hour, by signed-in people and by visitors. */
export default defineEndpoint({
  name: 'charts/user/pv',
  ...chartEndpoint,
  params: { type: 'object', properties: { ...chartParams, userId: id }, required: ['span', 'userId'] },
  handle(params, ctx) {
    return ctx.services.charts.userPv(periodsOf(params), params.userId);
  },
});
