import type { MenuItem, MfmEmoji, TesseraHost, Viewer } from '@tessera/sdk';
import { QueryPage, useEndpoint, useExtensionStrings, useHost } from '@tessera/sdk';
import './emoji-details.css';

// A custom emoji's menu in a note's text, as Misskey's: its code to copy, its details, and for
// those who manage the server's emoji, the way to edit it.

/** The part of the notes' strings the menu and the details draw. */
const EMOJI_STRINGS = 'notes.emoji';

/**
 * The menu's items: the emoji's code as a label, copy; for this server's emoji, its details, and
 * editing for those whose role manages custom emoji (as the server allows its admin endpoints).
 */
export function emojiMenuItems(
  emoji: MfmEmoji,
  viewer: Pick<Viewer, 'isAdmin' | 'policies'>,
  t: (key: string) => string,
  actions: { copy(): void; info(): void; edit(): void },
): MenuItem[] {
  const items: MenuItem[] = [
    { type: 'label', text: `:${emoji.name}:` },
    { type: 'button', text: t('copy'), icon: 'copy', action: actions.copy },
  ];
  if (emoji.local) {
    items.push({ type: 'button', text: t('info'), icon: 'info', action: actions.info });
    if (viewer.isAdmin || viewer.policies.canManageCustomEmojis === true)
      items.push({ type: 'button', text: t('edit'), icon: 'pencil', action: actions.edit });
  }
  return items;
}

/** Opens a custom emoji's menu beside it, once its strings (a part of the notes') are here. */
export async function openEmojiMenu(host: TesseraHost, emoji: MfmEmoji, anchor: HTMLElement): Promise<void> {
  await host.i18n.loadStrings(EMOJI_STRINGS);
  const t = (key: string) => host.i18n.t(`${EMOJI_STRINGS}.${key}`);
  const items = emojiMenuItems(emoji, host.viewer.get(), t, {
    copy: () => void host.copyToClipboard(`:${emoji.name}:`),
    info: () =>
      void host.modals.open<never>(
        (close) => <EmojiDetails name={emoji.name} close={() => close(undefined)} />,
        'dialog',
        {
          label: `:${emoji.name}:`,
        },
      ),
    edit: () => host.router.push(`/custom-emojis-manager?q=${encodeURIComponent(emoji.name)}`),
  });
  return host.modals.menu(items, anchor);
}

/** A custom emoji's details (the server's `emoji`): its picture, aliases, category and licence. */
function EmojiDetails({ name, close }: { name: string; close(): void }) {
  const t = useExtensionStrings('notes.emoji');
  const host = useHost();
  const details = useEndpoint('emoji', { name });
  return (
    <div className="emoji-details">
      <QueryPage query={details} failedTitle={`:${name}:`}>
        {(emoji) => (
          <>
            <h2>
              <img src={emoji.url} alt="" className="emoji-details-image" /> :{emoji.name}:
            </h2>
            <dl>
              <dt>{t('aliases')}</dt>
              <dd>{emoji.aliases.length > 0 ? emoji.aliases.join(' ') : t('none')}</dd>
              <dt>{t('category')}</dt>
              <dd>{emoji.category ?? t('none')}</dd>
              <dt>{t('license')}</dt>
              <dd>{emoji.license ?? t('none')}</dd>
            </dl>
          </>
        )}
      </QueryPage>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={close}>
          {host.i18n.t('kernel.close')}
        </button>
      </div>
    </div>
  );
}
