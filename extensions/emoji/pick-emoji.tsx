import type { TesseraHost } from '@tessera/sdk';
import type { EmojiPickOptions } from './api';
import { EmojiPicker } from './EmojiPicker';
import { rememberEmoji } from './emoji-data';

/** Opens the picker in a dialog; the chosen emoji goes first in the recently used ones. */
export async function pickEmoji(host: TesseraHost, options: EmojiPickOptions): Promise<string | null> {
  const picked = await host.modals.open<string>(
    (close) => (
      <EmojiPicker
        purpose={options.purpose ?? 'compose'}
        {...(options.targetNote ? { targetNote: options.targetNote } : {})}
        pick={(emoji) => close(emoji)}
      />
    ),
    'dialog',
    { label: host.i18n.t('emoji.title') },
  );
  if (!picked) return null;
  host.preferences.set('recentlyUsedEmojis', rememberEmoji(host.preferences.get('recentlyUsedEmojis'), picked));
  return picked;
}
