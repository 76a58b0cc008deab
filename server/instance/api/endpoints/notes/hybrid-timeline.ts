import { defineEndpoint } from '../../endpoint';
import { readTimeline, timelineParams } from '../../families/timelines';

export default defineEndpoint({
  name: 'notes/hybrid-timeline',
  requireCredential: true,
  kind: 'read:account',
  limit: null,
  params: timelineParams.hybrid,
  handle: readTimeline('hybrid'),
});
