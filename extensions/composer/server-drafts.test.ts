import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { newPoll, pollFromPayload, pollPayload } from './post-rules';
import { fieldsFromServerDraft, fitsContext, serverDraftParams } from './server-drafts';
import type { FormFields } from './use-post-form';

const fields: FormFields = {
  text: 'hello',
  useCw: true,
  cw: 'about',
  visibility: 'specified',
  localOnly: true,
  files: [{ id: 'f1', name: 'a.png', type: 'image/png', thumbnailUrl: null, isSensitive: false, comment: null }],
  poll: { ...newPoll(), choices: ['yes', 'no', ''], expiration: 'after', after: 2, unit: 'hour' },
  recipients: [{ id: 'u1', username: 'bob', host: null }],
  quoteId: 'q1',
  reactionAcceptance: 'likeOnly',
  hashtags: 'tea',
  showHashtags: true,
};

describe('server drafts', () => {
  it('sends the form as notes/drafts/create takes it, and reads it back the same', () => {
    const params = serverDraftParams(fields, { replyId: 'r1' }, { visibility: 'specified', localOnly: true });
    expect(params).toEqual({
      text: 'hello',
      cw: 'about',
      hashtag: 'tea',
      visibility: 'specified',
      localOnly: true,
      visibleUserIds: ['u1'],
      fileIds: ['f1'],
      replyId: 'r1',
      renoteId: 'q1',
      channelId: null,
      poll: { choices: ['yes', 'no'], multiple: false, expiresAt: null, expiredAfter: 7_200_000 },
      reactionAcceptance: 'likeOnly',
    });
    const draft = {
      ...params,
      id: 'd1',
      createdAt: new Date().toISOString(),
      userId: 'me',
      files: [{ id: 'f1', name: 'a.png', type: 'image/png', thumbnailUrl: null, isSensitive: false, comment: null }],
      poll: { choices: ['yes', 'no'], multiple: false, expiresAt: null, expiredAfter: 7_200_000 },
      scheduledAt: null,
      isActuallyScheduled: false,
    } as unknown as entities.NoteDraft;
    const back = fieldsFromServerDraft(draft, {});
    expect(back).toMatchObject({
      text: 'hello',
      useCw: true,
      cw: 'about',
      visibility: 'specified',
      localOnly: true,
      quoteId: 'q1',
      hashtags: 'tea',
      showHashtags: true,
      recipients: [{ id: 'u1', username: 'u1', host: null }],
      poll: { choices: ['yes', 'no'], expiration: 'after', after: 2, unit: 'hour' },
    });
    expect(fitsContext(draft, { replyId: 'r1' })).toBe(true);
    expect(fitsContext(draft, {})).toBe(false);
  });

  it('leaves out an empty content warning and hashtags, which the server would refuse or keep empty', () => {
    const params = serverDraftParams(
      { ...fields, cw: ' ', hashtags: '', text: '', poll: null, quoteId: null },
      {},
      { visibility: 'public', localOnly: false },
    );
    expect(params).toMatchObject({ cw: null, hashtag: null, text: null, poll: null, renoteId: null, replyId: null });
  });

  it('turns a poll end date back into the editor’s date and time', () => {
    const at = new Date(2030, 0, 2, 3, 4).getTime();
    const poll = pollFromPayload({ choices: ['a', 'b'], multiple: true, expiresAt: new Date(at).toISOString() });
    expect(poll).toMatchObject({ expiration: 'at', at: '2030-01-02T03:04', multiple: true });
    expect(pollPayload(poll).expiresAt).toBe(at);
  });
});
