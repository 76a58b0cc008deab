import { defineExtension } from '@tessera/sdk';

/** The emoji picker: Unicode and the server's custom emoji, searchable, recently used first. */
export default defineExtension({
  id: 'emoji',
  title: 'Emoji picker',
  description: 'Pick Unicode or custom emoji for notes and reactions, with search and recently used ones.',
  activate(ctx) {
    ctx.commands.register('emoji.pick', async (options = {}) => {
      const { pickEmoji } = await import('./pick-emoji');
      return pickEmoji(ctx.host, options);
    });
  },
});
