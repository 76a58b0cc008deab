import './composer-icons';
import {
  Icon,
  Mfm,
  type PostFormProps,
  useContributions,
  useExtensionStrings,
  useHost,
  useSlotMenu,
  useStreamChannel,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { AttachedFiles } from './AttachedFiles';
import { DrivePicker } from './DrivePicker';
import { Counter, TextField } from './FormFields';
import { MentionSuggestions } from './MentionSuggestions';
import { completeMention, useMentionSuggestions } from './mention-autocomplete';
import { PollEditor } from './PollEditor';
import { PostFormHeader } from './PostFormHeader';
import { pastedFileName } from './pasted-file-name';
import { cwCounter, MAX_FILES, newPoll, PASTE_AS_FILE_OVER, textCounter } from './post-rules';
import { usePostForm } from './use-post-form';
import './post-form.css';

/**
 * The post form of spec 000 section 2: header (close, account, visibility, federation, other
 * settings, submit), body (content warning, text, hashtags, files, poll, preview) and footer
 * (attach, poll, CW, mention, hashtags, plugin actions, MFM functions, preview). Used in the
 * composer dialog and inline at the top of the timeline.
 */
export default function PostForm({
  options = {},
  onPosted,
  onClose,
  inline = false,
  autofocus = false,
  freezeAfterPosted = false,
}: PostFormProps) {
  const t = useExtensionStrings('composer');
  const host = useHost();
  const form = usePostForm(options, { ...(onPosted ? { onPosted } : {}), inline, freezeAfterPosted });
  const { fields, update } = form;
  const [showPreview, setShowPreview] = useState(false);
  const [uploading, setUploading] = useState(0);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), cw: useId(), hashtags: useId(), mentions: useId() };
  const [caret, setCaret] = useState<number | null>(null);
  // A URL upload finishes later, as urlUploadFinished on the main stream (spec 000 section 4).
  const pendingUrlUploads = useRef(new Set<string>());
  useStreamChannel('main', {
    urlUploadFinished: ({ marker, file }: { marker?: string | null; file: entities.DriveFile }) => {
      if (!marker || !pendingUrlUploads.current.delete(marker)) return;
      update((f) => ({
        files: [...f.files, { id: file.id, name: file.name, type: file.type, thumbnailUrl: file.thumbnailUrl }],
      }));
    },
  });
  const mentions = useMentionSuggestions(fields.text, caret);
  const chooseMention = (user: entities.UserLite) => {
    const end = caret ?? fields.text.length;
    const done = completeMention(fields.text, mentions.start, end, user);
    update({ text: done.text });
    setCaret(done.caret);
    requestAnimationFrame(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(done.caret, done.caret);
    });
  };
  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mentions.open) return;
    const chosen = mentions.users[mentions.active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      mentions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      chooseMention(chosen);
    } else if (event.key === 'Escape') {
      // Closes the suggestions, not the composer.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      mentions.dismiss();
    }
  };
  // Plugin actions: the postForm menu slot (AiScript plugins and extensions add to it).
  const openPluginActions = useSlotMenu('postForm');
  const hasPluginActions = useContributions('menuItem').some((entry) => entry.item.slot === 'postForm');

  const insertText = (insert: string) => {
    const area = textRef.current;
    const at = area?.selectionStart ?? fields.text.length;
    const end = area?.selectionEnd ?? at;
    update((f) => ({ text: f.text.slice(0, at) + insert + f.text.slice(end) }));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + insert.length, at + insert.length);
    });
  };

  const upload = async (files: readonly { blob: Blob; name: string }[]) => {
    const token = form.account?.token;
    if (!token) return;
    setUploading((n) => n + files.length);
    await Promise.all(
      files.map(async ({ blob, name }) => {
        try {
          // Spec 000 section 7: drive/files/create with force, the file and its name.
          const file = await host.api.upload<entities.DriveFile>(
            'drive/files/create',
            { force: 'true', name, file: new File([blob], name, { type: blob.type }) },
            { token },
          );
          update((f) => ({
            files: [...f.files, { id: file.id, name: file.name, type: file.type, thumbnailUrl: file.thumbnailUrl }],
          }));
        } catch (error) {
          const { title, text } = host.describeError(error);
          await host.modals.dialog({ type: 'error', title, text });
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  };

  const onPaste = async (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pastedFiles = [...event.clipboardData.files];
    if (pastedFiles.length > 0) {
      event.preventDefault();
      await upload(pastedFiles.map((blob, i) => ({ blob, name: pastedFileName(blob.type, i) })));
      return;
    }
    const text = event.clipboardData.getData('text');
    const noteLink = sameServerNoteId(text);
    if (noteLink && !options.renoteId) {
      event.preventDefault();
      const answer = await host.modals.confirm(t('pasteQuote'));
      if (answer) update({ quoteId: noteLink });
      else insertText(text);
      return;
    }
    if ([...text].length > PASTE_AS_FILE_OVER) {
      event.preventDefault();
      const answer = await host.modals.confirm(t('pasteAsFile'));
      if (answer)
        await upload([{ blob: new Blob([text], { type: 'text/plain' }), name: pastedFileName('text/plain', 0) }]);
      else insertText(text);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl+Enter or Cmd+Enter posts, as in Misskey.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void form.submit();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  // The note replied to or quoted, shown above the text (not interactive: it is what is answered).
  const target = form.reply ?? form.renote;
  const counter = textCounter(fields.text, form.maxTextLength);
  const cwCount = cwCounter(fields.cw);
  const posting = form.phase === 'posting';
  const frozen = form.phase === 'posted';
  const placeholder = options.replyId
    ? t('placeholderReply')
    : options.renoteId
      ? t('placeholderQuote')
      : t('placeholder');

  return (
    <form
      className={inline ? 'post-form post-form-inline' : 'post-form'}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label={t(options.replyId ? 'reply' : options.renoteId ? 'quote' : 'newNote')}
      aria-busy={posting}
    >
      <PostFormHeader form={form} {...(onClose ? { onClose } : {})} />

      {target && (
        <blockquote
          className="post-form-target"
          aria-label={t(form.reply ? 'replyingTo' : 'quotingNote', { user: target.user.username })}
        >
          <p className="post-form-target-author">
            <strong>{target.user.name ?? target.user.username}</strong> @{target.user.username}
          </p>
          {target.cw !== null && target.cw !== undefined ? (
            <p className="post-form-target-text">{target.cw}</p>
          ) : (
            <p className="post-form-target-text">
              <Mfm text={target.text ?? ''} emojis={target.emojis ?? {}} />
            </p>
          )}
        </blockquote>
      )}
      {fields.quoteId && (
        <p className="post-form-quote">
          <Icon name="link" size={16} />
          <span>{t('quoting')}</span>
          <button type="button" className="icon-button" onClick={() => update({ quoteId: null })}>
            <Icon name="close" label={t('removeQuote')} size={16} />
          </button>
        </p>
      )}

      {form.visibility === 'specified' && (
        <fieldset className="post-form-recipients">
          <legend className="visually-hidden">{t('recipients')}</legend>
          {fields.recipients.map((r) => (
            <span key={r.id} className="post-form-recipient">
              @{r.username}
              {r.host ? `@${r.host}` : ''}
              <button
                type="button"
                className="icon-button"
                onClick={() => update((f) => ({ recipients: f.recipients.filter((x) => x.id !== r.id) }))}
              >
                <Icon name="close" size={14} label={t('removeRecipient', { user: r.username })} />
              </button>
            </span>
          ))}
          <button type="button" className="button small" onClick={() => void addRecipient()}>
            <Icon name="plus" size={14} />
            {t('addRecipient')}
          </button>
        </fieldset>
      )}

      {fields.useCw && (
        <TextField
          id={ids.cw}
          label={t('cw')}
          className="post-form-cw"
          value={fields.cw}
          placeholder={t('cwPlaceholder')}
          onChange={(cw) => update({ cw })}
          disabled={posting}
        >
          <Counter count={cwCount} label={t('cwRemaining')} />
        </TextField>
      )}

      <div className="post-form-field">
        <label htmlFor={ids.text} className="visually-hidden">
          {t('text')}
        </label>
        <textarea
          ref={textRef}
          id={ids.text}
          className="post-form-input post-form-text"
          value={fields.text}
          placeholder={placeholder}
          rows={inline ? 3 : 5}
          onChange={(e) => {
            update({ text: e.target.value });
            setCaret(e.target.selectionStart);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onTextKeyDown}
          aria-autocomplete="list"
          {...(mentions.open
            ? { 'aria-controls': ids.mentions, 'aria-activedescendant': `${ids.mentions}-${mentions.active}` }
            : {})}
          onPaste={(e) => void onPaste(e)}
          disabled={posting || frozen}
          // biome-ignore lint/a11y/noAutofocus: the composer dialog opens to write in it.
          autoFocus={autofocus}
        />
        {mentions.open && (
          <MentionSuggestions
            id={ids.mentions}
            users={mentions.users}
            active={mentions.active}
            choose={chooseMention}
          />
        )}
        <Counter count={counter} label={t('textRemaining')} />
      </div>

      {fields.showHashtags && (
        <TextField
          id={ids.hashtags}
          label={t('hashtags')}
          className="post-form-hashtags"
          value={fields.hashtags}
          placeholder={t('hashtagsPlaceholder')}
          onChange={(hashtags) => update({ hashtags })}
          suggestions={form.drafts.hashtagHistory()}
        />
      )}

      <AttachedFiles files={fields.files} uploading={uploading} onChange={(files) => update({ files })} />

      {fields.poll && <PollEditor poll={fields.poll} onChange={(poll) => update({ poll })} />}

      {showPreview && (
        <section className="post-form-preview" aria-label={t('preview')}>
          {fields.useCw && fields.cw && <p className="post-form-preview-cw">{fields.cw}</p>}
          <Mfm text={fields.text} />
        </section>
      )}

      <footer className="post-form-footer">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            void upload(chosen.map((blob) => ({ blob, name: blob.name })));
          }}
        />
        <ToolButton icon="paperclip" label={t('attach')} onClick={(e) => void chooseAttachment(e.currentTarget)} />
        <ToolButton
          icon="poll"
          label={t('poll')}
          pressed={fields.poll !== null}
          onClick={() => update((f) => ({ poll: f.poll ? null : newPoll() }))}
        />
        <ToolButton
          icon="eyeOff"
          label={t('cw')}
          pressed={fields.useCw}
          onClick={() => update((f) => ({ useCw: !f.useCw }))}
        />
        <ToolButton icon="at" label={t('mention')} onClick={() => insertText('@')} />
        <ToolButton
          icon="hash"
          label={t('hashtags')}
          pressed={fields.showHashtags}
          onClick={() => update((f) => ({ showHashtags: !f.showHashtags }))}
        />
        {host.commands.has('emoji.pick') && (
          <ToolButton
            icon="smile"
            label={t('emoji')}
            onClick={(e) => {
              const anchor = e.currentTarget;
              void host.commands.execute('emoji.pick', { purpose: 'compose', anchor }).then((emoji) => {
                if (emoji) insertText(emoji);
              });
            }}
          />
        )}
        <ToolButton icon="function" label={t('mfmFunction')} onClick={(e) => void pickFunction(e.currentTarget)} />
        {hasPluginActions && (
          <ToolButton
            icon="puzzle"
            label={t('pluginActions')}
            onClick={(e) => openPluginActions({ text: fields.text, insert: insertText }, e.currentTarget)}
          />
        )}
        <span className="post-form-footer-end">
          <span className={fields.files.length > MAX_FILES ? 'counter-warning' : ''}>
            {fields.files.length > 0 && t('fileCount', { count: fields.files.length, max: MAX_FILES })}
          </span>
          <ToolButton icon="eye" label={t('preview')} pressed={showPreview} onClick={() => setShowPreview((v) => !v)} />
        </span>
      </footer>
    </form>
  );

  /** Spec 000 section 2: upload, pick from the drive, or upload from a URL. */
  async function chooseAttachment(anchor: HTMLElement) {
    await host.modals.menu(
      [
        { type: 'button', text: t('fromUpload'), icon: 'up', action: () => fileInput.current?.click() },
        { type: 'button', text: t('fromDrive'), icon: 'image', action: () => void attachFromDrive() },
        { type: 'button', text: t('fromUrl'), icon: 'link', action: () => void uploadFromUrl() },
      ],
      anchor,
    );
  }

  async function attachFromDrive() {
    const picked = await host.modals.open<entities.DriveFile[]>((close) => <DrivePicker done={close} />, 'dialog', {
      label: t('fromDrive'),
    });
    if (!picked) return;
    update((f) => ({
      files: [
        ...f.files,
        ...picked
          .filter((file) => !f.files.some((x) => x.id === file.id))
          .map((file) => ({ id: file.id, name: file.name, type: file.type, thumbnailUrl: file.thumbnailUrl })),
      ],
    }));
  }

  async function uploadFromUrl() {
    const answer = await host.modals.dialog({
      title: t('fromUrl'),
      input: { type: 'url', placeholder: 'https://' },
      showCancel: true,
    });
    if (answer.canceled || !answer.result) return;
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    pendingUrlUploads.current.add(marker);
    try {
      await host.api.call(
        'drive/files/upload-from-url',
        { url: answer.result, marker },
        form.account ? { token: form.account.token } : {},
      );
      host.modals.toast(t('urlUploading'));
    } catch (error) {
      pendingUrlUploads.current.delete(marker);
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  }

  async function addRecipient() {
    const answer = await host.modals.dialog({
      title: t('addRecipient'),
      input: { placeholder: 'username@host' },
      showCancel: true,
    });
    if (answer.canceled || !answer.result) return;
    const [username = '', userHost] = answer.result.replace(/^@/, '').split('@');
    try {
      const user = (await host.api.call('users/show', {
        username,
        ...(userHost ? { host: userHost } : {}),
      })) as { id: string; username: string; host: string | null };
      update((f) =>
        f.recipients.some((r) => r.id === user.id)
          ? {}
          : { recipients: [...f.recipients, { id: user.id, username: user.username, host: user.host }] },
      );
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    }
  }

  async function pickFunction(anchor: HTMLElement) {
    const functions = [
      'tada',
      'jelly',
      'twitch',
      'shake',
      'spin',
      'jump',
      'bounce',
      'flip',
      'x2',
      'blur',
      'rainbow',
      'sparkle',
      'rotate',
      'fg',
      'bg',
      'border',
      'ruby',
      'unixtime',
    ];
    await host.modals.menu(
      functions.map((name) => ({
        type: 'button' as const,
        text: `$[${name}]`,
        action: () => insertText(`$[${name} ]`),
      })),
      anchor,
    );
  }
}

/** A footer tool: an icon button with its name for screen readers and a tooltip. */
function ToolButton({
  icon,
  label,
  onClick,
  pressed,
}: {
  icon: string;
  label: string;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={pressed ? 'post-form-tool active' : 'post-form-tool'}
      onClick={onClick}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
    >
      <Icon name={icon} label={label} size={18} />
    </button>
  );
}

/** The note id when the text is a link to a note on this server (then it may be quoted). */
function sameServerNoteId(text: string): string | null {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    if (url.origin !== window.location.origin) return null;
    return url.pathname.match(/^\/notes\/([a-zA-Z0-9]+)\/?$/)?.[1] ?? null;
  } catch {
    return null;
  }
}
