import { defineEndpoint } from '../../endpoint';
import { readTimeline, timelineParams } from '../../families/timelines';

export default defineEndpoint({
  name: 'notes/global-timeline',
  requireCredential: false,
  kind: null,
  limit: null,
  params: timelineParams.global,
  handle: readTimeline('global'),
});
