import { Avatar, useExtensionStrings } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** The listbox of users to mention, under the text; the text area keeps the focus. */
export function MentionSuggestions({
  id,
  users,
  active,
  choose,
}: {
  id: string;
  users: readonly entities.UserLite[];
  active: number;
  choose(user: entities.UserLite): void;
}) {
  const t = useExtensionStrings('composer');
  return (
    <div id={id} role="listbox" className="mention-suggestions" aria-label={t('mentionSuggestions')}>
      {users.map((user, index) => (
        // The text area drives the list from the keyboard (aria-activedescendant); a click chooses too.
        // biome-ignore lint/a11y/useKeyWithClickEvents: keys go to the text area, which owns the focus.
        <div
          key={user.id}
          tabIndex={-1}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'mention-suggestion active' : 'mention-suggestion'}
          // Keeps the focus in the text while choosing with the pointer.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(user)}
        >
          <Avatar user={user} size={24} />
          <span className="mention-suggestion-name">{user.name ?? user.username}</span>
          <span className="mention-suggestion-acct" dir="ltr">
            @{user.username}
            {user.host ? `@${user.host}` : ''}
          </span>
        </div>
      ))}
    </div>
  );
}
