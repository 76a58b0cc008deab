import './composer-icons';
import { Icon, Mfm, useContributions, useEndpoint, useExtensionStrings, useHost, useSlotMenu } from '@tessera/sdk';
import { type DragEvent, type FormEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type {} from '../emoji/api';
import { AnsweredNote } from './AnsweredNote';
import { AttachedFiles } from './AttachedFiles';
import type { ComposerOptions, PostFormProps } from './api';
import { Counter, TextField } from './FormFields';
import { withGivenIds } from './given-options';
import { MentionSuggestions } from './MentionSuggestions';
import { pickMfmFunction } from './mfm-functions';
import { PollEditor } from './PollEditor';
import { PostFormHeader } from './PostFormHeader';
import { cwCounter, MAX_FILES, newPoll, textCounter } from './post-rules';
import { RecipientsField } from './RecipientsField';
import { ToolButton } from './ToolButton';
import { useAttachments } from './use-attachments';
import { useMentionInput } from './use-mention-input';
import { usePaste } from './use-paste';
import { usePostForm } from './use-post-form';
import './post-form.css';

/**
 * The post form of spec 000 section 2: header (close, account, visibility, federation, other
 * settings, submit), body (content warning, text, hashtags, files, poll, preview) and footer
 * (attach, poll, CW, mention, hashtags, plugin actions, MFM functions, preview). Used in the
 * composer dialog and inline at the top of the timeline.
 */
export default function PostForm({
  options: given = NO_OPTIONS,
  onPosted,
  onClose,
  inline = false,
  autofocus = false,
  freezeAfterPosted = false,
}: PostFormProps) {
  const t = useExtensionStrings('composer');
  const host = useHost();
  const options = useMemo(() => withGivenIds(given), [given]);
  const form = usePostForm(options, { ...(onPosted ? { onPosted } : {}), inline, freezeAfterPosted });
  const { fields, update } = form;
  const [showPreview, setShowPreview] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ids = { text: useId(), cw: useId(), hashtags: useId(), mentions: useId() };
  const { mentions, setCaret, chooseMention, onTextKeyDown } = useMentionInput(form, textRef);
  const attachments = useAttachments(form);
  const [dropping, setDropping] = useState(false);
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
  const onPaste = usePaste(form, { quoting: !!options.renoteId, insertText, upload: attachments.upload });
  // Files dropped on the form upload and attach, as pasted ones do.
  const dropFiles = {
    onDragOver(event: DragEvent) {
      if (!attachments.available || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDropping(true);
    },
    onDragLeave(event: DragEvent) {
      if (event.currentTarget === event.target) setDropping(false);
    },
    onDrop(event: DragEvent) {
      setDropping(false);
      if (!attachments.available || event.dataTransfer.files.length === 0) return;
      event.preventDefault();
      void attachments.upload([...event.dataTransfer.files].map((blob) => ({ blob, name: blob.name })));
    },
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
      className={`${inline ? 'post-form post-form-inline' : 'post-form'}${dropping ? ' dropping' : ''}`}
      onSubmit={onSubmit}
      {...dropFiles}
      onKeyDown={onKeyDown}
      aria-label={t(options.replyId ? 'reply' : options.renoteId ? 'quote' : 'newNote')}
      aria-busy={posting}
    >
      <PostFormHeader form={form} options={options} {...(onClose ? { onClose } : {})} />

      {options.channelId &&
        (options.channel?.id === options.channelId ? (
          <ChannelTarget name={options.channel.name} />
        ) : (
          <FetchedChannelTarget channelId={options.channelId} />
        ))}
      {target && <AnsweredNote note={target} reply={!!form.reply} />}
      {fields.quoteId && (
        <p className="post-form-quote">
          <Icon name="link" size={16} />
          <span>{t('quoting')}</span>
          <button type="button" className="icon-button" onClick={() => update({ quoteId: null })}>
            <Icon name="close" label={t('removeQuote')} size={16} />
          </button>
        </p>
      )}

      {form.visibility === 'specified' && <RecipientsField form={form} />}

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
          dir="auto"
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

      <AttachedFiles
        files={fields.files}
        uploadGroup={attachments.group}
        onChange={(files) => update({ files })}
        onEdit={(file, edit) => void attachments.editAttachment(file, edit)}
      />

      {fields.poll && <PollEditor poll={fields.poll} onChange={(poll) => update({ poll })} />}

      {showPreview && (
        <section className="post-form-preview" aria-label={t('preview')}>
          {fields.useCw && fields.cw && <p className="post-form-preview-cw">{fields.cw}</p>}
          <Mfm text={fields.text} />
        </section>
      )}

      <footer className="post-form-footer">
        {attachments.available && (
          <ToolButton
            icon="paperclip"
            label={t('attach')}
            onClick={(e) => void attachments.chooseAttachment(e.currentTarget)}
          />
        )}
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
        <ToolButton
          icon="function"
          label={t('mfmFunction')}
          onClick={(e) => void pickMfmFunction(host, e.currentTarget, insertText)}
        />
        {hasPluginActions && (
          <ToolButton
            icon="puzzle"
            label={t('pluginActions')}
            onClick={(e) =>
              openPluginActions(
                {
                  text: fields.text,
                  cw: fields.useCw ? fields.cw : null,
                  insert: insertText,
                  update: (field, value) =>
                    update(field === 'text' ? { text: value ?? '' } : { useCw: value !== null, cw: value ?? '' }),
                },
                e.currentTarget,
              )
            }
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
}

/** Which channel the note goes to (a channel note is public and stays on this server). */
function ChannelTarget({ name }: { name: string }) {
  const t = useExtensionStrings('composer');
  return (
    <p className="post-form-channel">
      <Icon name="tv" size={16} />
      <span>{t('inChannel', { name })}</span>
    </p>
  );
}

/** The same, for a channel given by its id alone: its name comes from the server. */
function FetchedChannelTarget({ channelId }: { channelId: string }) {
  const channel = useEndpoint('channels/show', { channelId });
  return <ChannelTarget name={channel.status === 'ready' ? channel.data.name : '…'} />;
}

const NO_OPTIONS: ComposerOptions = {};
