import { defineEndpoint } from '../../../endpoint';
import { chartEndpoint, chartParams, periodsOf } from '../../../families/charts';
import { id } from '../../../schema';

/** One person's drive files and bytes per day or hour. */
export default defineEndpoint({
  name: 'charts/user/drive',
  ...chartEndpoint,
  params: { type: 'object', properties: { ...chartParams, userId: id }, required: ['span', 'userId'] },
  handle(params, ctx) {
    return ctx.services.charts.userDrive(periodsOf(params), params.userId);
  },
});
