import { defineEndpoint } from '../../../endpoint';
import { chartEndpoint, chartParams, periodsOf } from '../../../families/charts';
import { id } from '../../../schema';

/** One person's notes made and removed per day or hour. */
export default defineEndpoint({
  name: 'charts/user/notes',
  ...chartEndpoint,
  params: { type: 'object', properties: { ...chartParams, userId: id }, required: ['span', 'userId'] },
  handle(params, ctx) {
    return ctx.services.charts.notes(periodsOf(params), params.userId);
  },
});
