import { clientError } from '../../../../errors';
import { signedIn } from '../../../context';
import { defineEndpoint } from '../../../endpoint';
import { id } from '../../../schema';

/** Misskey's poll errors. */
const pollErrors = {
  noSuchNote: clientError('NO_SUCH_NOTE', 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396', 'No such note.'),
  noPoll: clientError('NO_POLL', '5f979967-52d9-4314-a911-1c673727f92f', 'The note does not attach a poll.'),
  invalidChoice: clientError('INVALID_CHOICE', 'e0cc9a04-f2e8-41e4-a5f1-4127293260cc', 'Choice ID is invalid.'),
  alreadyVoted: clientError('ALREADY_VOTED', '0963fc77-efac-419b-9424-b391608dc6d8', 'You have already voted.'),
  alreadyExpired: clientError(
    'ALREADY_EXPIRED',
    '1022a357-b085-4054-9083-8f8de358337e',
    'The poll is already expired.',
  ),
};

export default defineEndpoint({
  name: 'notes/polls/vote',
  requireCredential: true,
  kind: 'write:votes',
  prohibitMoved: true,
  limit: null,
  params: {
    type: 'object',
    properties: { noteId: id, choice: { type: 'integer', minimum: 0 } },
    required: ['noteId', 'choice'],
  },
  handle(params, ctx) {
    const { instance } = ctx.services;
    const db = instance.db;
    const user = signedIn(ctx);
    const note = ctx.services.notes.findVisible(params.noteId, user.id);
    if (!note) throw pollErrors.noSuchNote();
    const poll = db.prepare('SELECT * FROM polls WHERE note_id = ?').get(note.id) as
      | { choices: string; votes: string; multiple: number; expires_at: number | null }
      | undefined;
    if (!poll) throw pollErrors.noPoll();
    if (poll.expires_at !== null && poll.expires_at < Date.now()) throw pollErrors.alreadyExpired();
    const votes = JSON.parse(poll.votes) as number[];
    if (params.choice < 0 || params.choice >= votes.length) throw pollErrors.invalidChoice();
    const mine = db
      .prepare('SELECT choice FROM poll_votes WHERE note_id = ? AND user_id = ?')
      .all(note.id, user.id) as { choice: number }[];
    // A single-choice poll takes one vote; a multiple-choice one takes each choice once.
    if ((poll.multiple === 0 && mine.length > 0) || mine.some((v) => v.choice === params.choice)) {
      throw pollErrors.alreadyVoted();
    }
    db.prepare('INSERT INTO poll_votes (note_id, user_id, choice, created_at) VALUES (?, ?, ?, ?)').run(
      note.id,
      user.id,
      params.choice,
      Date.now(),
    );
    votes[params.choice] = (votes[params.choice] ?? 0) + 1;
    db.prepare('UPDATE polls SET votes = ? WHERE note_id = ?').run(JSON.stringify(votes), note.id);
    instance.events.emit('noteUpdated', {
      id: note.id,
      type: 'pollVoted',
      body: { choice: params.choice, userId: user.id },
    });
    return undefined;
  },
});
