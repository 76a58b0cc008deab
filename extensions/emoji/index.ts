import { defineExtension } from '@tessera/sdk';

/** The emoji picker: Unicode and the server's custom emoji, searchable, recently used first. */
export default defineExtension({
  id: 'emoji',
  title: 'Emoji picker',
  description: 'description',
  version: '1.0.0',
  sdk: '^2.0.0',
  contributes: {
    commands: ['emoji.pick'],
  },
  contributesLater: () => import('./later'),
  main: () => import('./main'),
});
