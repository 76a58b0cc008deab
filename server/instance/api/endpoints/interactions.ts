import { selectPage } from '../../db/paging';
import type { Instance } from '../../instance';
import type { NoteRow } from '../../notes/note-row';
import { canSee } from '../../notes/visibility';
import { type Reactions, reactionErrors } from '../../reactions/reactions';
import { packUserLite } from '../../users/pack-user';
import type { UserRow } from '../../users/user-row';
import { signedIn } from '../context';
import { defineEndpoint } from '../endpoint';
import { type ApiError, clientError } from '../errors';
import { pageOf, pagingProperties } from '../paging';
import { HOUR, SECOND } from '../rate-limit';
import { id, nullableText, text } from '../schema';

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

/** Reactions and poll votes. */
export function interactionEndpoints(instance: Instance, reactions: Reactions) {
  const db = instance.db;
  const visibleNote = (noteId: string, viewerId: string | null, missing: () => ApiError) => {
    const note = db.prepare('SELECT * FROM notes WHERE id = ?').get(noteId) as NoteRow | undefined;
    if (!note || !canSee(db, note, viewerId)) throw missing();
    return note;
  };
  return [
    defineEndpoint({
      name: 'notes/reactions/create',
      requireCredential: true,
      kind: 'write:reactions',
      limit: { duration: HOUR, max: 60 },
      params: {
        type: 'object',
        properties: { noteId: id, reaction: text(256) },
        required: ['noteId', 'reaction'],
      },
      handle(params, ctx) {
        const user = signedIn(ctx);
        reactions.react(user.id, visibleNote(params.noteId, user.id, reactionErrors.noSuchNote), params.reaction);
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'notes/reactions/delete',
      requireCredential: true,
      kind: 'write:reactions',
      limit: { duration: HOUR, max: 60, minInterval: 3 * SECOND },
      params: { type: 'object', properties: { noteId: id }, required: ['noteId'] },
      handle(params, ctx) {
        const user = signedIn(ctx);
        reactions.unreact(user.id, visibleNote(params.noteId, user.id, reactionErrors.deleteNoSuchNote));
        return undefined;
      },
    }),
    defineEndpoint({
      name: 'notes/reactions',
      requireCredential: false,
      kind: null,
      limit: null,
      params: {
        type: 'object',
        properties: { noteId: id, type: nullableText(256), ...pagingProperties },
        required: ['noteId'],
      },
      handle(params, ctx) {
        visibleNote(params.noteId, ctx.user?.id ?? null, reactionErrors.noSuchNote);
        const where = ['note_id = ?'];
        const values: unknown[] = [params.noteId];
        if (params.type) {
          where.push('reaction = ?');
          values.push(params.type);
        }
        const rows = selectPage<{ id: string; user_id: string; reaction: string; created_at: number }>(
          db,
          { select: 'SELECT * FROM reactions', where, values, idColumn: 'id', dateColumn: 'created_at' },
          pageOf(params),
        );
        return rows.map((r) => ({
          id: r.id,
          createdAt: new Date(r.created_at).toISOString(),
          user: packUserLite(instance, db.prepare('SELECT * FROM users WHERE id = ?').get(r.user_id) as UserRow),
          type: r.reaction,
        }));
      },
    }),
    defineEndpoint({
      name: 'notes/polls/vote',
      requireCredential: true,
      kind: 'write:votes',
      limit: null,
      params: {
        type: 'object',
        properties: { noteId: id, choice: { type: 'integer', minimum: 0 } },
        required: ['noteId', 'choice'],
      },
      handle(params, ctx) {
        const user = signedIn(ctx);
        const note = visibleNote(params.noteId, user.id, pollErrors.noSuchNote);
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
        if ((poll.multiple === 0 && mine.length > 0) || mine.some((v) => v.choice === params.choice))
          throw pollErrors.alreadyVoted();
        db.transaction(() => {
          db.prepare('INSERT INTO poll_votes (note_id, user_id, choice, created_at) VALUES (?, ?, ?, ?)').run(
            note.id,
            user.id,
            params.choice,
            Date.now(),
          );
          votes[params.choice] = (votes[params.choice] ?? 0) + 1;
          db.prepare('UPDATE polls SET votes = ? WHERE note_id = ?').run(JSON.stringify(votes), note.id);
        })();
        instance.events.emit('noteUpdated', {
          id: note.id,
          type: 'pollVoted',
          body: { choice: params.choice, userId: user.id },
        });
        return undefined;
      },
    }),
  ];
}
