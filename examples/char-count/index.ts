import { defineExtension } from '@tessera/sdk';
// The note menu is the notes extension's slot: its contract gives the slot's context type.
import type {} from '@tessera/sdk/extensions/notes';

/** How many characters a note has, as the dialog words it. */
export function characterCount(text: string | null): number {
  // Characters as people count them: an emoji or an accented letter is one.
  return [...new Intl.Segmenter().segment(text ?? '')].length;
}

/**
 * "Count characters" in the note menu: the same thing as examples/char-count/char-count.is,
 * as a TypeScript extension. Both add an item to the note menu; the extension declares it as data
 * (no code of its own loads), the plugin registers it when it runs.
 */
export default defineExtension({
  id: 'char-count',
  title: 'Character count',
  description: 'description',
  uses: ['notes'],
  version: '1.0.0',
  sdk: '^3.0.0',
  contributes: {
    menu: {
      note: [
        {
          id: 'count-characters',
          title: 'count',
          icon: 'info',
          run: ({ note }, host) =>
            void host.modals.dialog({
              title: host.i18n.t('char-count.title'),
              text: host.i18n.t('char-count.result', { count: String(characterCount(note.text)) }),
            }),
        },
      ],
    },
  },
});
