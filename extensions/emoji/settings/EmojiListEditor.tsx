import { Icon, moveItem, Reaction, useExtensionStrings, useHost, useSortableList } from '@tessera/sdk';
import type {} from '../api';

/**
 * An editable row of emoji: picked with the picker, dragged into order (or moved with the
 * keyboard: each emoji's menu), removed one by one. Used for palettes, the reaction set and the
 * pinned emoji alike.
 */
export function EmojiListEditor({
  label,
  emojis,
  onChange,
}: {
  label: string;
  emojis: readonly string[];
  onChange(next: string[]): void;
}) {
  const t = useExtensionStrings('emoji');
  const host = useHost();
  const listRef = useSortableList((from, to) => onChange(moveItem(emojis, from, to)));

  const add = async () => {
    const picked = await host.commands.execute('emoji.pick', { purpose: 'compose' });
    if (picked && !emojis.includes(picked)) onChange([...emojis, picked]);
  };
  const menu = (emoji: string, index: number, anchor: HTMLElement) =>
    void host.modals.menu(
      [
        ...(index > 0
          ? [
              {
                type: 'button' as const,
                text: t('palette.moveEarlier'),
                icon: 'back',
                action: () => onChange(moveItem(emojis, index, index - 1)),
              },
            ]
          : []),
        ...(index < emojis.length - 1
          ? [
              {
                type: 'button' as const,
                text: t('palette.moveLater'),
                icon: 'forward',
                action: () => onChange(moveItem(emojis, index, index + 1)),
              },
            ]
          : []),
        {
          type: 'button' as const,
          text: t('palette.remove'),
          icon: 'trash',
          danger: true,
          action: () => onChange(emojis.filter((e) => e !== emoji)),
        },
      ],
      anchor,
    );

  return (
    <div className="emoji-list-editor">
      <ul className="emoji-list" aria-label={label} ref={listRef}>
        {emojis.map((emoji, index) => (
          <li key={emoji}>
            <button
              type="button"
              className="emoji-button"
              aria-label={t('palette.emojiMenu', { emoji })}
              onClick={(e) => menu(emoji, index, e.currentTarget)}
            >
              <Reaction reaction={emoji} />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        onClick={() => void add()}
        aria-label={t('palette.addTo', { name: label })}
      >
        <Icon name="plus" size={16} /> {t('palette.add')}
      </button>
    </div>
  );
}
