import { ServiceView, useExtensionStrings, usePagedList } from '@tessera/sdk';
import type {} from '../../chat/api';

/** The chat messages a file was sent with, newest first, page by page (drawn by the chat extension). */
export function AttachedChatMessages({ fileId }: { fileId: string }) {
  const t = useExtensionStrings('drive');
  const messages = usePagedList('drive/files/attached-chat-messages', { fileId }, { first: 10, next: 20 });
  return (
    <>
      <h2>{t('file.attachedChatMessages')}</h2>
      <ServiceView
        id="chat.messageList"
        props={{ list: messages, label: t('file.attachedChatMessages'), empty: t('file.noChatMessages') }}
      />
    </>
  );
}
