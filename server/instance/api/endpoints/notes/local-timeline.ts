import { defineEndpoint } from '../../endpoint';
import { readTimeline, timelineParams } from '../../families/timelines';

export default defineEndpoint({
  name: 'notes/local-timeline',
  requireCredential: false,
  kind: null,
  limit: null,
  params: timelineParams.local,
  handle: readTimeline('local'),
});
