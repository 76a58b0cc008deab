import { Icon, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type KeyboardEvent, useRef, useState } from 'react';
import type {} from '../drive/api';
import type {} from '../emoji/api';

/** Misskey's longest message. */
const MAX_LENGTH = 2000;

/**
 * The message box: text (with emoji from the picker), one file from the drive or an upload,
 * and Send. Enter sends when the sendOnEnter preference is on (Shift+Enter breaks the line),
 * otherwise Ctrl/Cmd+Enter does. A message that fails to send stays in the box.
 */
export function ChatComposer({
  send,
  label,
}: {
  send(content: { text: string | null; fileId: string | null }): Promise<void>;
  label: string;
}) {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const [sendOnEnter] = usePreference('chat.sendOnEnter');
  const [text, setText] = useState('');
  const [file, setFile] = useState<entities.DriveFile | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '' && file === null;

  const submit = async () => {
    if (empty || sending) return;
    setSending(true);
    try {
      await send({ text: text.trim() === '' ? null : text, fileId: file?.id ?? null });
      setText('');
      setFile(null);
    } catch {
      // The error dialog said why; the draft stays.
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const modified = event.ctrlKey || event.metaKey;
    if ((sendOnEnter && !event.shiftKey && !modified) || (!sendOnEnter && modified)) {
      event.preventDefault();
      void submit();
    }
  };

  const insert = (value: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + value + text.slice(end));
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {file && (
        <div className="chat-composer-file">
          <Icon name="paperclip" size={14} /> <span>{file.name}</span>
          <button type="button" className="icon-button" onClick={() => setFile(null)}>
            <Icon name="close" size={14} label={t('removeFile', { name: file.name })} />
          </button>
        </div>
      )}
      <div className="chat-composer-row">
        <textarea
          ref={input}
          className="text-field"
          aria-label={label}
          placeholder={label}
          rows={1}
          maxLength={MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {host.commands.has('drive.chooseFiles') && (
          <button
            type="button"
            className="icon-button"
            onClick={(e) =>
              void host.commands.execute('drive.chooseFiles', {
                anchor: e.currentTarget,
                group: 'chat',
                onFile: (chosen) => setFile(chosen),
              })
            }
          >
            <Icon name="paperclip" label={t('attach')} />
          </button>
        )}
        {host.commands.has('emoji.pick') && (
          <button
            type="button"
            className="icon-button"
            onClick={(e) =>
              void host.commands
                .execute('emoji.pick', { purpose: 'compose', anchor: e.currentTarget })
                .then((emoji) => emoji && insert(emoji))
            }
          >
            <Icon name="smile" label={t('emoji')} />
          </button>
        )}
        <button type="submit" className="button primary chat-send" disabled={empty || sending}>
          <Icon name="send" size={16} /> <span className="chat-send-label">{t('send')}</span>
        </button>
      </div>
    </form>
  );
}
