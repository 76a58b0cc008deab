import type { entities } from 'misskey-js';
import type { ComposerOptions } from './api';
import { pollFromPayload, pollPayload, type Visibility } from './post-rules';
import type { FormFields } from './use-post-form';

/** Misskey's error id for a role's noteDraftLimit reached (notes/drafts/create). */
export const TOO_MANY_DRAFTS = '9ee33bbe-fde3-4c71-9b51-e50492c6b9c8';

/** What notes/drafts/create and update take for the form as it is, in its context. */
export function serverDraftParams(
  fields: FormFields,
  context: Pick<ComposerOptions, 'replyId' | 'renoteId' | 'channelId'>,
  settled: { visibility: Visibility; localOnly: boolean },
) {
  return {
    text: fields.text === '' ? null : fields.text,
    cw: fields.useCw && fields.cw.trim() !== '' ? fields.cw : null,
    hashtag: fields.showHashtags && fields.hashtags.trim() !== '' ? fields.hashtags.trim() : null,
    visibility: settled.visibility,
    localOnly: settled.localOnly,
    visibleUserIds: fields.recipients.map((r) => r.id),
    fileIds: fields.files.map((f) => f.id),
    replyId: context.replyId ?? null,
    renoteId: context.renoteId ?? fields.quoteId,
    channelId: context.channelId ?? null,
    poll: fields.poll ? pollPayload(fields.poll) : null,
    reactionAcceptance: fields.reactionAcceptance as entities.NoteDraft['reactionAcceptance'],
  };
}

/** Whether a server draft belongs where the form is: the same reply and channel. */
export function fitsContext(draft: entities.NoteDraft, context: Pick<ComposerOptions, 'replyId' | 'channelId'>) {
  return draft.replyId === (context.replyId ?? null) && draft.channelId === (context.channelId ?? null);
}

/** The form's fields for a server draft (recipients come as ids; the form looks their names up). */
export function fieldsFromServerDraft(
  draft: entities.NoteDraft,
  context: Pick<ComposerOptions, 'renoteId'>,
): Partial<FormFields> {
  return {
    text: draft.text ?? '',
    useCw: draft.cw !== null,
    cw: draft.cw ?? '',
    visibility: draft.visibility,
    localOnly: draft.localOnly,
    files: (draft.files ?? []).map(formFile),
    poll: draft.poll ? pollFromPayload(draft.poll) : null,
    recipients: draft.visibleUserIds.map((id) => ({ id, username: id, host: null })),
    // A quote's target is the form's own when it was opened to quote.
    quoteId: context.renoteId ? null : draft.renoteId,
    reactionAcceptance: draft.reactionAcceptance,
    hashtags: draft.hashtag ?? '',
    showHashtags: draft.hashtag !== null,
  };
}

/**
 * The form's fields for a note written again (Redraft), as Misskey's form takes one: its
 * text, warning, visibility, files (still in the drive), poll (its choices, without the votes),
 * recipients and quote.
 */
export function fieldsFromNote(note: entities.Note): Partial<FormFields> {
  return {
    text: note.text ?? '',
    useCw: note.cw != null,
    cw: note.cw ?? '',
    visibility: note.visibility,
    localOnly: note.localOnly ?? false,
    files: (note.files ?? []).map(formFile),
    poll: note.poll
      ? pollFromPayload({
          choices: note.poll.choices.map((c) => c.text),
          multiple: note.poll.multiple,
          expiresAt: note.poll.expiresAt ?? null,
        })
      : null,
    recipients: (note.visibleUserIds ?? []).map((id) => ({ id, username: id, host: null })),
    // A pure renote is never written again: its menu is the renoted note's.
    quoteId: note.renoteId ?? null,
    reactionAcceptance: note.reactionAcceptance as FormFields['reactionAcceptance'],
  };
}

/** A drive file as the form lists it. */
const formFile = (f: entities.DriveFile): FormFields['files'][number] => ({
  id: f.id,
  name: f.name,
  type: f.type,
  thumbnailUrl: f.thumbnailUrl,
  isSensitive: f.isSensitive,
  comment: f.comment,
});
