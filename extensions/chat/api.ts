// The chat extension's contract: types only.
import type { LazyComponent, PagedListState, Readable } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** A paged list of chat messages, each with the way to its conversation. */
export interface ChatMessageListProps {
  list: PagedListState<entities.ChatMessage>;
  /** The list's accessible name. */
  label: string;
  /** Said when the list is empty. */
  empty: string;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** How many of the signed-in account's conversations have unread messages (the menu's badge). */
    'chat.unread': Readable<number>;
    /** Chat messages as a paged feed (the messages a drive file was sent with, for instance). */
    'chat.messageList': LazyComponent<ChatMessageListProps>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    'chat.showSenderName': boolean;
    'chat.sendOnEnter': boolean;
  }
}
