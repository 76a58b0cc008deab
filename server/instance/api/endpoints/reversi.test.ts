import { boardChecksum, ReversiBoard, replay } from '@tessera/reversi-rules';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelEvent,
  connectStream,
  errorOf,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  type TestStream,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const SMALL_MAP = ['----', '-wb-', '-bw-', '----'];

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

/** Waits for an event of a subscription whose body passes `test`. */
function eventOf<T>(stream: TestStream, id: string, type: string, test: (body: T) => boolean = () => true) {
  return stream.waitFor<{ body: T }>((m) => channelEvent(id, type)(m) && test((m.body as { body: T }).body), type);
}

async function gameStream(token: string | undefined, gameId: string): Promise<TestStream> {
  const stream = await connectStream(instance, token);
  stream.send({ type: 'connect', body: { channel: 'reversiGame', id: 'g', params: { gameId } } });
  await new Promise((r) => setTimeout(r, 50));
  return stream;
}

const send = (stream: TestStream, type: string, body: unknown) =>
  stream.send({ type: 'ch', body: { id: 'g', type, body } });

/** Starts a matched game between alice (user1) and bob: both ready, then the started event. */
async function start(game: entities.ReversiGameDetailed, alice: TestStream, bob: TestStream) {
  send(alice, 'ready', true);
  send(bob, 'ready', true);
  const started = await eventOf<{ game: entities.ReversiGameDetailed }>(alice, 'g', 'started');
  expect(started.body.game).toMatchObject({ id: game.id, isStarted: true, isEnded: false });
  return started.body.game;
}

describe('reversi matching', () => {
  it('invites, lists and accepts an invitation; the inviter hears of the match', async () => {
    const { alice, bob, ids } = people;
    const bobLobby = await connectStream(instance, bob);
    bobLobby.send({ type: 'connect', body: { channel: 'reversi', id: 'r', params: {} } });
    const aliceLobby = await connectStream(instance, alice);
    aliceLobby.send({ type: 'connect', body: { channel: 'reversi', id: 'r', params: {} } });
    await new Promise((r) => setTimeout(r, 50));

    const invited = await instance.api('reversi/match', { userId: ids.bob }, alice);
    expect(invited.status).toBe(204);
    const heard = await eventOf<{ user: entities.UserLite }>(bobLobby, 'r', 'invited');
    expect(heard.body.user.username).toBe('alice');
    const invitations = await instance.api<entities.UserLite[]>('reversi/invitations', {}, bob);
    expect(invitations.body.map((u) => u.id)).toEqual([ids.alice]);

    const accepted = await instance.api<entities.ReversiGameDetailed>('reversi/match', { userId: ids.alice }, bob);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ user1Id: ids.alice, user2Id: ids.bob, isStarted: false, bw: 'random' });
    expect(accepted.body.map).toEqual([
      '--------',
      '--------',
      '--------',
      '---wb---',
      '---bw---',
      '--------',
      '--------',
      '--------',
    ]);
    const matched = await eventOf<{ game: entities.ReversiGameDetailed }>(aliceLobby, 'r', 'matched');
    expect(matched.body.game.id).toBe(accepted.body.id);
    // Asking again (the waiting client's next poll) gives the same game; the invitation is used up.
    expect(
      (await instance.api<entities.ReversiGameDetailed>('reversi/match', { userId: ids.bob }, alice)).body.id,
    ).toBe(accepted.body.id);
    expect((await instance.api<entities.UserLite[]>('reversi/invitations', {}, bob)).body).toEqual([]);
    // The unstarted game is the players' own: listed for them, not in everyone's list.
    const mine = await instance.api<entities.ReversiGameLite[]>('reversi/games', { my: true }, bob);
    expect(mine.body.map((g) => g.id)).toContain(accepted.body.id);
    const all = await instance.api<entities.ReversiGameLite[]>('reversi/games', {});
    expect(all.body.map((g) => g.id)).not.toContain(accepted.body.id);
    // Leaving before the start drops it.
    const aliceGame = await gameStream(alice, accepted.body.id);
    send(aliceGame, 'cancel', null);
    const canceled = await eventOf<{ userId: string }>(aliceGame, 'g', 'canceled');
    expect(canceled.body.userId).toBe(ids.alice);
    const gone = await instance.api('reversi/show-game', { gameId: accepted.body.id });
    expect(errorOf(gone.body)).toMatchObject({ code: 'NO_SUCH_GAME', id: 'f13a03db-fae1-46c9-87f3-43c8165419e1' });
    for (const s of [bobLobby, aliceLobby, aliceGame]) s.close();
  });

  it('refuses oneself and unknown people, and takes an invitation back', async () => {
    const { alice, bob, ids } = people;
    const self = await instance.api('reversi/match', { userId: ids.alice }, alice);
    expect(errorOf(self.body)).toMatchObject({
      code: 'TARGET_IS_YOURSELF',
      id: '96fd7bd6-d2bc-426c-a865-d055dcd2828e',
    });
    const nobody = await instance.api('reversi/match', { userId: 'a000000000' }, alice);
    expect(errorOf(nobody.body)).toMatchObject({ code: 'NO_SUCH_USER', id: '0b4f0559-b484-4e31-9581-3f73cee89b28' });
    await instance.api('reversi/match', { userId: ids.carol }, bob);
    expect((await instance.api<entities.UserLite[]>('reversi/invitations', {}, people.carol)).body).toHaveLength(1);
    expect((await instance.api('reversi/cancel-match', { userId: ids.carol }, bob)).status).toBe(204);
    expect((await instance.api<entities.UserLite[]>('reversi/invitations', {}, people.carol)).body).toEqual([]);
    expect((await instance.api('reversi/match', {})).status).toBe(401);
  });
});

describe('a reversi game', () => {
  it('takes settings before the start, referees moves to the end and keeps the record', async () => {
    const { alice, bob, ids } = people;
    await instance.api('reversi/match', { multiple: true }, alice);
    const game = (await instance.api<entities.ReversiGameDetailed>('reversi/match', { multiple: true }, bob)).body;
    expect(game).toMatchObject({ user1Id: ids.alice, user2Id: ids.bob });
    const aliceGame = await gameStream(alice, game.id);
    const bobGame = await gameStream(bob, game.id);
    const watcher = await gameStream(undefined, game.id);

    send(aliceGame, 'updateSettings', { key: 'map', value: SMALL_MAP });
    send(aliceGame, 'updateSettings', { key: 'bw', value: '1' });
    send(aliceGame, 'updateSettings', { key: 'bw', value: 'purple' });
    await eventOf(bobGame, 'g', 'updateSettings', (b: { key: string }) => b.key === 'bw');
    // A visitor watching cannot change anything.
    send(watcher, 'updateSettings', { key: 'isLlotheo', value: true });
    send(bobGame, 'ready', true);
    await eventOf(aliceGame, 'g', 'changeReadyStates', (b: { user2: boolean }) => b.user2);
    // Ready, bob may not change settings any more.
    send(bobGame, 'updateSettings', { key: 'loopedBoard', value: true });
    const started = await start(game, aliceGame, bobGame);
    expect(started).toMatchObject({ map: SMALL_MAP, bw: '1', black: 1, isLlotheo: false, loopedBoard: false });

    // Play the first legal move each turn; a move out of turn or against the rules is ignored.
    const board = new ReversiBoard(SMALL_MAP, { isLlotheo: false, canPutEverywhere: false, loopedBoard: false });
    send(bobGame, 'putStone', { pos: board.legalMoves('black')[0], id: 'early' });
    send(aliceGame, 'putStone', { pos: 0, id: 'illegal' });
    let moves = 0;
    while (board.turn) {
      const pos = board.legalMoves(board.turn)[0] as number;
      send(board.turn === 'black' ? aliceGame : bobGame, 'putStone', { pos, id: `m${moves}` });
      const log = await eventOf<{ pos: number; player: boolean; id: string }>(
        watcher,
        'g',
        'log',
        (b) => b.id === `m${moves}`,
      );
      expect(log.body).toMatchObject({ pos, player: board.turn === 'black', operation: 'put' });
      board.put(pos);
      moves++;
    }
    expect(
      watcher.messages.some((m) =>
        ['early', 'illegal'].includes((m.body as { body?: { id?: string } }).body?.id ?? ''),
      ),
    ).toBe(false);
    const ended = await eventOf<{ winnerId: string | null; game: entities.ReversiGameDetailed }>(watcher, 'g', 'ended');
    const winner = board.winner;
    expect(ended.body.winnerId).toBe(winner === null ? null : winner === 'black' ? ids.alice : ids.bob);
    expect(ended.body.game).toMatchObject({ isEnded: true, surrenderedUserId: null, timeoutUserId: null });

    const shown = (await instance.api<entities.ReversiGameDetailed>('reversi/show-game', { gameId: game.id })).body;
    expect(shown.logs).toHaveLength(moves);
    expect(boardChecksum(replay({ ...shown }))).toBe(boardChecksum(board));
    const verified = await instance.api('reversi/verify', { gameId: game.id, crc32: boardChecksum(board) });
    expect(verified.body).toEqual({ desynced: false });
    const desynced = await instance.api<{ desynced: boolean; game: entities.ReversiGameDetailed }>('reversi/verify', {
      gameId: game.id,
      crc32: '1',
    });
    expect(desynced.body.desynced).toBe(true);
    expect(desynced.body.game.id).toBe(game.id);
    const all = await instance.api<entities.ReversiGameLite[]>('reversi/games', { limit: 5 });
    expect(all.body[0]).toMatchObject({ id: game.id, isEnded: true });
    const late = await instance.api('reversi/surrender', { gameId: game.id }, alice);
    expect(errorOf(late.body)).toMatchObject({ code: 'ALREADY_ENDED', id: '6c2ad4a6-cbf1-4a5b-b187-b772826cfc6d' });
    for (const s of [aliceGame, bobGame, watcher]) s.close();
  });

  it('ends by time when the mover runs out, and by surrender', async () => {
    const { alice, bob, carol, ids } = people;
    await instance.api('reversi/match', { userId: ids.bob, multiple: true }, alice);
    const game = (
      await instance.api<entities.ReversiGameDetailed>('reversi/match', { userId: ids.alice, multiple: true }, bob)
    ).body;
    const aliceGame = await gameStream(alice, game.id);
    const bobGame = await gameStream(bob, game.id);
    send(aliceGame, 'updateSettings', { key: 'timeLimitForEachTurn', value: 1 });
    send(aliceGame, 'updateSettings', { key: 'bw', value: '2' });
    await eventOf(bobGame, 'g', 'updateSettings', (b: { key: string }) => b.key === 'bw');
    await start(game, aliceGame, bobGame);
    // Too early: nothing happens. After the limit, black (bob) has lost by time.
    send(aliceGame, 'claimTimeIsUp', null);
    await new Promise((r) => setTimeout(r, 1_100));
    send(aliceGame, 'claimTimeIsUp', null);
    const ended = await eventOf<{ winnerId: string; game: entities.ReversiGameDetailed }>(aliceGame, 'g', 'ended');
    expect(ended.body.winnerId).toBe(ids.alice);
    expect(ended.body.game.timeoutUserId).toBe(ids.bob);

    await instance.api('reversi/match', { userId: ids.bob, multiple: true }, alice);
    const next = (
      await instance.api<entities.ReversiGameDetailed>('reversi/match', { userId: ids.alice, multiple: true }, bob)
    ).body;
    const denied = await instance.api('reversi/surrender', { gameId: next.id }, carol);
    expect(errorOf(denied.body)).toMatchObject({ code: 'ACCESS_DENIED', id: '6e04164b-a992-4c93-8489-2123069973e1' });
    expect((await instance.api('reversi/surrender', { gameId: next.id }, bob)).status).toBe(204);
    const shown = (await instance.api<entities.ReversiGameDetailed>('reversi/show-game', { gameId: next.id })).body;
    expect(shown).toMatchObject({ isEnded: true, winnerId: ids.alice, surrenderedUserId: ids.bob });
    const missing = await instance.api('reversi/verify', { gameId: 'a000000000', crc32: '0' });
    expect(errorOf(missing.body)).toMatchObject({ code: 'NO_SUCH_GAME', id: '8fb05624-b525-43dd-90f7-511852bdfeee' });
    aliceGame.close();
    bobGame.close();
  });
});
