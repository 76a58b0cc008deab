import { defineExtension } from '@tessera/sdk';

/** Hashtags: the notes of a tag at /tags/{tag}, and the trends widget. */
export default defineExtension({
  id: 'hashtags',
  title: 'Hashtags',
  description: 'description',
  requires: ['notes'],
  sdk: '^3.0.0',
  contributesLater: () => import('./later'),
  contributes: {
    widgets: [{ name: 'trends', title: 'widget', icon: 'link', component: () => import('./TrendsWidget') }],
  },
});
