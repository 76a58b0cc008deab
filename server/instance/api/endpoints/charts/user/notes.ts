import { notesChart } from '../../../../charts/charts';
import { defineEndpoint } from '../../../endpoint';
import { chartEndpoint, chartParams, periodsOf } from '../../../families/charts';
import { id } from '../../../schema';

/** One person's notes made and removed per day or hour. */
export default defineEndpoint({
  name: 'charts/user/notes',
  ...chartEndpoint,
  params: { type: 'object', properties: { ...chartParams, userId: id }, required: ['span', 'userId'] },
  handle(params, ctx) {
    return notesChart(ctx.services.instance.db, periodsOf(params), params.userId);
  },
});
