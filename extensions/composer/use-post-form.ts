import { type Account, fetchInstanceMeta, useHost, usePreference, useReadable } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComposerOptions } from './api';
import { type DraftData, DraftStore, draftKey, isEmptyDraft } from './drafts';
import {
  confirmLocalOnly,
  draftLimitNotice,
  movedAccountNotice,
  offerToAddRecipients,
  warnMovingEffects,
} from './post-checks';
import {
  allowedVisibilities,
  appendHashtags,
  canSubmit,
  DEFAULT_MAX_TEXT_LENGTH,
  mentionedAccts,
  type PollDraft,
  pollPayload,
  settleVisibility,
  usesMovingEffects,
  type Visibility,
} from './post-rules';
import { fieldsFromNote, fieldsFromServerDraft, serverDraftParams, TOO_MANY_DRAFTS } from './server-drafts';

/** A file attached to the post. */
export type AttachedFile = DraftData['files'][number];

/** A recipient of a specified note. */
export interface Recipient {
  id: string;
  username: string;
  host: string | null;
}

/** Everything the form holds that a draft keeps, plus the form's own switches. */
export interface FormFields {
  text: string;
  useCw: boolean;
  cw: string;
  visibility: Visibility;
  localOnly: boolean;
  files: AttachedFile[];
  poll: PollDraft | null;
  recipients: Recipient[];
  quoteId: string | null;
  reactionAcceptance: string | null;
  hashtags: string;
  showHashtags: boolean;
}

/** What the form is doing: spec 000 section 4's composer states. */
export type PostPhase = 'idle' | 'posting' | 'posted';

/** The post form's state and actions, as the form's parts use them. */
export type PostFormModel = ReturnType<typeof usePostForm>;

const accountKey = (a: Account) => a.id;

/**
 * The post form's state and actions: fields restored from the draft for this context and saved
 * back on every change, the visibility rules, the submit rules, posting (as any stored account)
 * with the checks that come before it, and the error dialog that keeps everything typed.
 */
export function usePostForm(
  options: ComposerOptions,
  events: { onPosted?(): void; inline?: boolean; freezeAfterPosted?: boolean },
) {
  const host = useHost();
  const t = host.i18n.t;
  const drafts = useMemo(() => new DraftStore(host.preferences), [host]);
  // The inline form and the dialog keep separate drafts: both can be open at once.
  const key = draftKey(events.inline ? { ...options, formId: 'inline' } : options);
  const current = useReadable(host.accounts.current);
  const stored = useReadable(host.accounts.stored);
  const [postingAccountId, setPostingAccountId] = useState<string | null>(null);
  const account = stored.find((a) => a.id === postingAccountId) ?? current;

  const [defaultVisibility, setDefaultVisibility] = usePreference('defaultNoteVisibility');
  const [defaultLocalOnly] = usePreference('defaultNoteLocalOnly');
  const [rememberVisibility] = usePreference('rememberNoteVisibility');
  const [defaultAcceptance] = usePreference('reactionAcceptance');
  const [keepCw] = usePreference('keepCw');
  const keepCwRef = useRef(keepCw);
  keepCwRef.current = keepCw;
  const cwTakenFrom = useRef<string | null>(null);

  const [reply, setReply] = useState<entities.Note | null>(null);
  const [renote, setRenote] = useState<entities.Note | null>(null);
  const [maxTextLength, setMaxTextLength] = useState(DEFAULT_MAX_TEXT_LENGTH);

  const silenced = account?.info?.isSilenced === true;
  const canPublicNote = (account?.info?.policies as { canPublicNote?: boolean } | undefined)?.canPublicNote;
  const allowed = allowedVisibilities({
    reply,
    channel: !!options.channelId,
    silenced,
    ...(canPublicNote === undefined ? {} : { canPublicNote }),
  });

  const initial = (): FormFields => {
    const draft = options.fromDraft ? undefined : drafts.get(key)?.data;
    const fresh: FormFields = {
      text: options.initialText ?? '',
      useCw: !!options.initialCw,
      cw: options.initialCw ?? '',
      visibility: options.initialVisibility ?? defaultVisibility,
      localOnly: options.initialLocalOnly ?? defaultLocalOnly,
      files: [],
      poll: null,
      recipients: [],
      quoteId: null,
      reactionAcceptance: defaultAcceptance,
      hashtags: '',
      showHashtags: false,
    };
    if (options.fromDraft) return { ...fresh, ...fieldsFromServerDraft(options.fromDraft, options) };
    if (options.fromNote) return { ...fresh, ...fieldsFromNote(options.fromNote) };
    if (!draft) return fresh;
    return {
      ...fresh,
      text: draft.text,
      useCw: draft.useCw,
      cw: draft.cw,
      visibility: draft.visibility,
      localOnly: draft.localOnly,
      files: draft.files,
      poll: draft.poll,
      recipients: draft.visibleUserIds.map((id) => ({ id, username: id, host: null })),
      quoteId: draft.quoteId,
      reactionAcceptance: draft.reactionAcceptance,
    };
  };
  const [fields, setFields] = useState<FormFields>(initial);
  const [phase, setPhase] = useState<PostPhase>('idle');
  // The server draft the form goes on with: saving updates it, posting deletes it.
  const [serverDraftId, setServerDraftId] = useState<string | null>(options.fromDraft?.id ?? null);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const update = useCallback((patch: Partial<FormFields> | ((f: FormFields) => Partial<FormFields>)) => {
    setFields((f) => ({ ...f, ...(typeof patch === 'function' ? patch(f) : patch) }));
  }, []);

  // The note replied to or quoted, for the visibility rules and the preview above the text.
  useEffect(() => {
    let live = true;
    const load = (id: string | undefined, given: entities.Note | undefined, set: (n: entities.Note | null) => void) => {
      if (!id) return;
      // The caller's own copy (a note's Reply button has it) spares a round trip.
      if (given?.id === id) return set(given);
      host.api.call('notes/show', { noteId: id }).then(
        (note) => live && set(note as entities.Note),
        () => {},
      );
    };
    load(options.replyId, options.reply, (note) => {
      setReply(note);
      // A reply keeps the content warning of the note it answers (keepCw, on by default, as in
      // Misskey's form), unless one is already written (a draft's); once per note answered, so
      // a caller's fresh copy of the same note does not bring back a warning taken off.
      if (!note || cwTakenFrom.current === note.id) return;
      cwTakenFrom.current = note.id;
      const cw = note.cw;
      if (cw && keepCwRef.current) update((f) => (f.useCw ? {} : { useCw: true, cw }));
    });
    load(options.renoteId, options.renote, setRenote);
    fetchInstanceMeta(host.api).then(
      (meta) => live && setMaxTextLength(meta.maxNoteTextLength ?? DEFAULT_MAX_TEXT_LENGTH),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [host, options.replyId, options.renoteId, options.reply, options.renote, update]);

  // Recipients restored from a draft come as ids: fetch their names.
  useEffect(() => {
    const unnamed = fields.recipients.filter((r) => r.username === r.id).map((r) => r.id);
    if (unnamed.length === 0) return;
    host.api.call('users/show', { userIds: unnamed }).then(
      (users) =>
        update((f) => ({
          recipients: f.recipients.map((r) => {
            const u = (users as entities.UserDetailed[]).find((x) => x.id === r.id);
            return u ? { id: u.id, username: u.username, host: u.host } : r;
          }),
        })),
      () => {},
    );
  }, [host, fields.recipients, update]);

  // Replying to a narrower note narrows the choice (spec 000 section 4).
  const visibility = settleVisibility(fields.visibility, allowed);
  const localOnly = options.channelId ? true : fields.localOnly;

  // Every change is kept as the draft for this context; an empty form keeps none.
  useEffect(() => {
    if (phase === 'posting') return;
    const data: DraftData = {
      text: fields.text,
      useCw: fields.useCw,
      cw: fields.cw,
      visibility: fields.visibility,
      localOnly: fields.localOnly,
      files: fields.files,
      poll: fields.poll,
      visibleUserIds: fields.recipients.map((r) => r.id),
      quoteId: fields.quoteId,
      reactionAcceptance: fields.reactionAcceptance,
    };
    if (isEmptyDraft(data)) drafts.remove(key);
    else drafts.save(key, data);
  }, [fields, key, drafts, phase]);

  const submittable = canSubmit(
    {
      text: fields.text,
      useCw: fields.useCw,
      cw: fields.cw,
      files: fields.files.length,
      poll: fields.poll,
      hasRenote: !!options.renoteId,
      hasQuote: !!fields.quoteId,
      posting: phase === 'posting',
      frozen: phase === 'posted',
    },
    maxTextLength,
  );

  const setLocalOnly = async (on: boolean) => {
    if (on && !(await confirmLocalOnly(host))) return;
    update({ localOnly: on });
  };

  const setVisibility = (v: Visibility) => {
    update({ visibility: v });
    if (rememberVisibility) setDefaultVisibility(v);
  };

  /** Adds the users the text mentions to a specified note's recipients, when the user agrees. */
  const checkRecipients = async (f: FormFields): Promise<Recipient[]> => {
    if (visibility !== 'specified') return f.recipients;
    const mentioned = mentionedAccts(f.text).filter(
      (m) =>
        !f.recipients.some(
          (r) => r.username.toLowerCase() === m.username.toLowerCase() && (r.host ?? null) === (m.host ?? null),
        ),
    );
    if (mentioned.length === 0) return f.recipients;
    const names = mentioned.map((m) => (m.host ? `@${m.username}@${m.host}` : `@${m.username}`));
    if (!(await offerToAddRecipients(host, names))) return f.recipients;
    const found = await Promise.all(
      mentioned.map((m) =>
        host.api.call('users/show', { username: m.username, ...(m.host ? { host: m.host } : {}) }).then(
          (u) => u as entities.UserDetailed,
          () => null,
        ),
      ),
    );
    const added = found.filter((u): u is entities.UserDetailed => u !== null);
    return [...f.recipients, ...added.map((u) => ({ id: u.id, username: u.username, host: u.host }))];
  };

  const showError = async (error: unknown) => {
    const { title, text: message } = host.describeError(error);
    const id = (error as { id?: string }).id;
    await host.modals.dialog({
      type: 'error',
      title,
      text: id && !message.includes(id) ? `${message}\n${t('composer.errorId', { id })}` : message,
    });
  };

  /** Keeps the form on the server as a draft (updating the one it came from), as Misskey's drafts button does. */
  const saveToServer = async () => {
    if (!account) return;
    const params = serverDraftParams(fieldsRef.current, options, { visibility, localOnly });
    const call = { token: account.token };
    try {
      const saved = serverDraftId
        ? (await host.api.call('notes/drafts/update', { draftId: serverDraftId, ...params }, call)).updatedDraft
        : (await host.api.call('notes/drafts/create', params, call)).createdDraft;
      setServerDraftId(saved.id);
      host.modals.toast(t('composer.drafts.saved'));
    } catch (error) {
      if ((error as { id?: string }).id === TOO_MANY_DRAFTS) {
        // The role may have changed since sign-in: its limit is read afresh.
        const me = await host.api.call('i', {}, call).catch(() => null);
        await host.modals.dialog(draftLimitNotice(host, me?.policies.noteDraftLimit ?? null));
      } else {
        await showError(error);
      }
    }
  };

  /** Goes on with a server draft of the same context in this form. */
  const restoreServerDraft = (draft: entities.NoteDraft) => {
    update(fieldsFromServerDraft(draft, options));
    setServerDraftId(draft.id);
  };

  const submit = async () => {
    if (!submittable || !account) return;
    if (account.info?.movedTo) {
      await host.modals.dialog(movedAccountNotice(host));
      return;
    }
    const f = fieldsRef.current;
    let postVisibility = visibility;
    if (postVisibility === 'public' && usesMovingEffects(f.text)) {
      const choice = await warnMovingEffects(host);
      if (choice === 'cancel') return;
      if (choice === 'home') postVisibility = 'home';
    }
    const recipients = await checkRecipients(f);
    if (recipients !== f.recipients) update({ recipients });
    const text = f.showHashtags && f.hashtags.trim() ? appendHashtags(f.text, f.hashtags) : f.text;
    const payload = {
      text: text.trim() === '' ? null : text,
      cw: f.useCw ? f.cw : null,
      visibility: postVisibility,
      localOnly,
      ...(f.files.length > 0 ? { fileIds: f.files.map((file) => file.id) } : {}),
      ...(options.replyId ? { replyId: options.replyId } : {}),
      ...(options.renoteId || f.quoteId ? { renoteId: options.renoteId ?? f.quoteId } : {}),
      ...(options.channelId ? { channelId: options.channelId } : {}),
      ...(f.poll ? { poll: pollPayload(f.poll) } : {}),
      ...(postVisibility === 'specified' ? { visibleUserIds: recipients.map((r) => r.id) } : {}),
      reactionAcceptance: f.reactionAcceptance as entities.Note['reactionAcceptance'],
    };
    setPhase('posting');
    try {
      // Plugins' note_post_interruptors see (and may change) the note about to be posted.
      const interrupted = await host.interrupt('notePost', payload);
      await host.api.call('notes/create', interrupted as never, { token: account.token });
    } catch (error) {
      setPhase('idle');
      // Everything typed stays; the dialog says what went wrong, with the error's id.
      await showError(error);
      return;
    }
    drafts.remove(key);
    if (serverDraftId) {
      host.api.call('notes/drafts/delete', { draftId: serverDraftId }, { token: account.token }).catch(() => {});
      setServerDraftId(null);
    }
    const tags = f.showHashtags ? f.hashtags.split(/\s+/).filter(Boolean) : [];
    if (tags.length > 0) drafts.rememberHashtags(tags);
    setPhase('posted');
    if (events.freezeAfterPosted) {
      events.onPosted?.();
      return; // the text stays, frozen, with the posted check
    }
    setFields((old) => ({
      ...initial(),
      // The content warning goes with the text (Misskey's form clears it too): the next note
      // carries one only if its author writes one.
      useCw: false,
      cw: '',
      visibility: old.visibility,
      localOnly: old.localOnly,
      hashtags: old.hashtags,
      showHashtags: old.showHashtags,
      text: '',
    }));
    setPhase('idle');
    events.onPosted?.();
  };
  return {
    fields,
    update,
    phase,
    submittable,
    submit,
    maxTextLength,
    allowed,
    visibility,
    localOnly,
    setVisibility,
    setLocalOnly,
    reply,
    renote,
    account,
    accounts: stored,
    accountKey,
    setPostingAccount: (a: Account) => setPostingAccountId(a.id === current?.id ? null : a.id),
    drafts,
    serverDraftId,
    /** Forgets the server draft (it was deleted from the list). */
    forgetServerDraft: (draftId: string) => setServerDraftId((id) => (id === draftId ? null : id)),
    saveToServer,
    restoreServerDraft,
  };
}
