import type { EmojiRow } from '../../emojis/pack-emoji';
import { clientError } from '../../errors';
import { defineEndpoint } from '../endpoint';
import { text } from '../schema';

const noSuchEmoji = clientError('NO_SUCH_EMOJI', '6a5e3be7-5ac3-44a6-a425-9937cd66f8e3', 'No such emoji.');

export default defineEndpoint({
  name: 'emoji',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: { name: text(128) }, required: ['name'] },
  handle(params, ctx) {
    const { instance, pack } = ctx.services;
    const db = instance.db;
    const r = db.prepare('SELECT * FROM emojis WHERE name = ?').get(params.name) as EmojiRow | undefined;
    if (!r) throw noSuchEmoji();
    return pack.emojiDetailed(r);
  },
});
