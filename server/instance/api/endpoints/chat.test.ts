import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelEvent,
  connectStream,
  createRole,
  errorOf,
  setUpPeople,
  startTestInstance,
  type TestInstance,
} from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const everyone = (token: string) => instance.api('i/update', { chatScope: 'everyone' }, token);

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('one-to-one chat', () => {
  it('sends by chatScope, streams to both sides, keeps unread state until read', async () => {
    const { alice, bob, ids } = people;
    // bob's default scope is mutual: alice follows him, he does not follow her.
    const refused = await instance.api('chat/messages/create-to-user', { toUserId: ids.bob, text: 'hi' }, alice);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).code).toBe('RECIPIENT_CANNOT_CHAT');
    await instance.api('i/update', { chatScope: 'followers' }, bob);

    const bobStream = await connectStream(instance, bob);
    bobStream.send({ type: 'connect', body: { channel: 'chatUser', id: 'c', params: { otherId: ids.alice } } });
    const bobMain = await connectStream(instance, bob);
    bobMain.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {} } });
    await new Promise((r) => setTimeout(r, 100));

    const sent = await instance.api<entities.ChatMessageLiteFor1on1>(
      'chat/messages/create-to-user',
      { toUserId: ids.bob, text: '  hello bob  ' },
      alice,
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ fromUserId: ids.alice, toUserId: ids.bob, text: 'hello bob', reactions: [] });
    const live = await bobStream.waitFor<{ body: entities.ChatMessageLite }>(channelEvent('c', 'message'), 'message');
    expect(live.body.id).toBe(sent.body.id);

    expect((await instance.api<entities.MeDetailed>('i', {}, bob)).body.hasUnreadChatMessages).toBe(true);
    const history = await instance.api<entities.ChatMessage[]>('chat/history', {}, bob);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ id: sent.body.id, isRead: false, fromUser: { username: 'alice' } });
    // Unread three seconds on: the main stream says so.
    const announced = await bobMain.waitFor<{ body: entities.ChatMessage }>(
      channelEvent('m', 'newChatMessage'),
      'newChatMessage',
    );
    expect(announced.body.id).toBe(sent.body.id);

    // Reading through the channel marks the conversation read.
    bobStream.send({ type: 'ch', body: { id: 'c', type: 'read', body: { id: sent.body.id } } });
    await expect
      .poll(async () => (await instance.api<entities.MeDetailed>('i', {}, bob)).body.hasUnreadChatMessages)
      .toBe(false);
    expect((await instance.api<entities.ChatMessage[]>('chat/history', {}, bob)).body[0]?.isRead).toBe(true);

    // bob answers (alice takes messages from everyone); her timeline lists both, newest first.
    await everyone(alice);
    await instance.api('chat/messages/create-to-user', { toUserId: ids.alice, text: 'hi alice' }, bob);
    const timeline = await instance.api<entities.ChatMessageLiteFor1on1[]>(
      'chat/messages/user-timeline',
      { userId: ids.bob },
      alice,
    );
    expect(timeline.body.map((m) => m.text)).toEqual(['hi alice', 'hello bob']);

    // Reactions: only to messages sent to oneself.
    const own = await instance.api('chat/messages/react', { messageId: sent.body.id, reaction: '👍' }, alice);
    expect(errorOf(own.body).code).toBe('CANNOT_REACT');
    expect((await instance.api('chat/messages/react', { messageId: sent.body.id, reaction: '👍' }, bob)).status).toBe(
      204,
    );
    const reacted = await bobStream.waitFor<{ body: { messageId: string; reaction: string } }>(
      channelEvent('c', 'react'),
      'react',
    );
    expect(reacted.body).toEqual({ messageId: sent.body.id, reaction: '👍' });
    const shown = await instance.api<entities.ChatMessage>('chat/messages/show', { messageId: sent.body.id }, bob);
    expect(shown.body.reactions).toEqual([{ reaction: '👍', user: expect.objectContaining({ id: ids.bob }) }]);
    expect((await instance.api('chat/messages/show', { messageId: sent.body.id }, people.carol)).body).toMatchObject({
      error: { code: 'NO_SUCH_MESSAGE' },
    });

    // Search, then delete: only one's own messages.
    const found = await instance.api<entities.ChatMessage[]>('chat/messages/search', { query: 'HELLO' }, bob);
    expect(found.body.map((m) => m.id)).toEqual([sent.body.id]);
    expect(errorOf((await instance.api('chat/messages/delete', { messageId: sent.body.id }, bob)).body).code).toBe(
      'NO_SUCH_MESSAGE',
    );
    expect((await instance.api('chat/messages/delete', { messageId: sent.body.id }, alice)).status).toBe(204);
    const deleted = await bobStream.waitFor<{ body: string }>(channelEvent('c', 'deleted'), 'deleted');
    expect(deleted.body).toBe(sent.body.id);
    bobStream.close();
    bobMain.close();
  });

  it('refuses oneself, empty messages, blocked senders and roles without chat', async () => {
    const { alice, carol, bob, ids } = people;
    await everyone(carol);
    expect(
      errorOf((await instance.api('chat/messages/create-to-user', { toUserId: ids.alice, text: 'x' }, alice)).body)
        .code,
    ).toBe('RECIPIENT_IS_YOURSELF');
    expect(
      errorOf((await instance.api('chat/messages/create-to-user', { toUserId: ids.carol }, alice)).body).code,
    ).toBe('CONTENT_REQUIRED');
    await instance.api('blocking/create', { userId: ids.bob }, carol);
    const blocked = await instance.api('chat/messages/create-to-user', { toUserId: ids.carol, text: 'x' }, bob);
    expect(errorOf(blocked.body)).toMatchObject({
      code: 'YOU_HAVE_BEEN_BLOCKED',
      id: 'c15a5199-7422-4968-941a-2a462c478f7d',
    });

    // A readonly role reads but does not write.
    const role = await createRole(instance, alice, {
      name: 'Quiet',
      policies: { chatAvailability: { value: 'readonly', priority: 0, useDefault: false } },
    });
    await instance.api('admin/roles/assign', { roleId: role.id, userId: ids.carol }, alice);
    const readonly = await instance.api('chat/messages/create-to-user', { toUserId: ids.alice, text: 'x' }, carol);
    expect(readonly.status).toBe(403);
    expect(errorOf(readonly.body).code).toBe('ROLE_PERMISSION_DENIED');
    expect((await instance.api('chat/history', {}, carol)).status).toBe(200);
    // Nor can anyone write to her: she cannot answer.
    expect(
      errorOf((await instance.api('chat/messages/create-to-user', { toUserId: ids.carol, text: 'x' }, alice)).body)
        .code,
    ).toBe('RECIPIENT_CANNOT_CHAT');
    expect((await instance.api<entities.UserDetailed>('users/show', { userId: ids.carol }, alice)).body).toMatchObject({
      canChat: false,
      chatScope: 'everyone',
    });
    await instance.api('admin/roles/unassign', { roleId: role.id, userId: ids.carol }, alice);
  });
});

describe('rooms', () => {
  it('creates a room, invites, joins, talks live, mutes, leaves and deletes', async () => {
    const { alice, bob, carol, ids } = people;
    const room = await instance.api<entities.ChatRoom>(
      'chat/rooms/create',
      { name: 'Garden club', description: 'Seeds' },
      alice,
    );
    expect(room.body).toMatchObject({ name: 'Garden club', ownerId: ids.alice, isMuted: false });
    const roomId = room.body.id;

    const invited = await instance.api<entities.ChatRoomInvitation>(
      'chat/rooms/invitations/create',
      { roomId, userId: ids.bob },
      alice,
    );
    expect(invited.body).toMatchObject({ roomId, userId: ids.bob, room: { name: 'Garden club' } });
    expect(
      errorOf((await instance.api('chat/rooms/invitations/create', { roomId, userId: ids.bob }, alice)).body).code,
    ).toBe('ALREADY_INVITED');
    expect(
      errorOf((await instance.api('chat/rooms/invitations/create', { roomId, userId: ids.carol }, bob)).body).code,
    ).toBe('NO_SUCH_ROOM');
    const notifications = await instance.api<entities.Notification[]>('i/notifications', {}, bob);
    expect(notifications.body[0]).toMatchObject({ type: 'chatRoomInvitationReceived', invitation: { roomId } });
    const inbox = await instance.api<entities.ChatRoomInvitation[]>('chat/rooms/invitations/inbox', {}, bob);
    expect(inbox.body.map((i) => i.roomId)).toEqual([roomId]);
    expect((await instance.api<entities.ChatRoom>('chat/rooms/show', { roomId }, bob)).body.invitationExists).toBe(
      true,
    );

    // Not a member yet: no timeline.
    expect(errorOf((await instance.api('chat/messages/room-timeline', { roomId }, bob)).body).code).toBe(
      'NO_SUCH_ROOM',
    );
    expect((await instance.api('chat/rooms/join', { roomId }, bob)).status).toBe(204);
    expect(errorOf((await instance.api('chat/rooms/join', { roomId }, carol)).body).code).toBe('NO_SUCH_ROOM');
    await instance.api('chat/rooms/invitations/create', { roomId, userId: ids.carol }, alice);
    expect((await instance.api('chat/rooms/invitations/ignore', { roomId }, carol)).status).toBe(204);
    expect((await instance.api<unknown[]>('chat/rooms/invitations/inbox', {}, carol)).body).toEqual([]);
    const outbox = await instance.api<entities.ChatRoomInvitation[]>(
      'chat/rooms/invitations/outbox',
      { roomId },
      alice,
    );
    expect(outbox.body.map((i) => i.userId)).toEqual([ids.carol]);

    const stream = await connectStream(instance, alice);
    stream.send({ type: 'connect', body: { channel: 'chatRoom', id: 'r', params: { roomId } } });
    await new Promise((r) => setTimeout(r, 100));
    const said = await instance.api<entities.ChatMessageLiteForRoom>(
      'chat/messages/create-to-room',
      { toRoomId: roomId, text: 'tomatoes are up' },
      bob,
    );
    expect(said.body).toMatchObject({ toRoomId: roomId, fromUser: { username: 'bob' } });
    const live = await stream.waitFor<{ body: entities.ChatMessageLiteForRoom }>(
      channelEvent('r', 'message'),
      'message',
    );
    expect(live.body.text).toBe('tomatoes are up');
    expect((await instance.api<entities.MeDetailed>('i', {}, alice)).body.hasUnreadChatMessages).toBe(true);
    const roomHistory = await instance.api<entities.ChatMessage[]>('chat/history', { room: true }, alice);
    expect(roomHistory.body[0]).toMatchObject({ toRoomId: roomId, isRead: false, toRoom: { name: 'Garden club' } });
    await instance.api('chat/messages/room-timeline', { roomId }, alice);
    expect((await instance.api<entities.MeDetailed>('i', {}, alice)).body.hasUnreadChatMessages).toBe(false);
    expect((await instance.api('chat/messages/create-to-room', { toRoomId: roomId, text: 'x' }, carol)).status).toBe(
      400,
    );

    const members = await instance.api<entities.ChatRoomMembership[]>('chat/rooms/members', { roomId }, bob);
    expect(members.body.map((m) => m.user?.username)).toEqual(['bob']);
    const joining = await instance.api<entities.ChatRoomMembership[]>('chat/rooms/joining', {}, bob);
    expect(joining.body.map((m) => m.room?.name)).toEqual(['Garden club']);

    // A muted room leaves no unread mark.
    expect((await instance.api('chat/rooms/mute', { roomId, mute: true }, bob)).status).toBe(204);
    await instance.api('chat/messages/create-to-room', { toRoomId: roomId, text: 'anyone?' }, alice);
    expect((await instance.api<entities.MeDetailed>('i', {}, bob)).body.hasUnreadChatMessages).toBe(false);
    expect((await instance.api<entities.ChatRoom>('chat/rooms/show', { roomId }, bob)).body.isMuted).toBe(true);

    const renamed = await instance.api<entities.ChatRoom>('chat/rooms/update', { roomId, name: 'Allotment' }, alice);
    expect(renamed.body).toMatchObject({ name: 'Allotment', description: 'Seeds' });
    expect(errorOf((await instance.api('chat/rooms/update', { roomId, name: 'x' }, bob)).body).code).toBe(
      'NO_SUCH_ROOM',
    );

    expect((await instance.api('chat/rooms/leave', { roomId }, bob)).status).toBe(204);
    expect((await instance.api<unknown[]>('chat/rooms/members', { roomId }, alice)).body).toEqual([]);
    expect((await instance.api<entities.ChatRoom[]>('chat/rooms/owned', {}, alice)).body.map((r) => r.id)).toContain(
      roomId,
    );
    expect(errorOf((await instance.api('chat/rooms/delete', { roomId }, bob)).body).code).toBe('NO_SUCH_ROOM');
    expect((await instance.api('chat/rooms/delete', { roomId }, alice)).status).toBe(204);
    expect(errorOf((await instance.api('chat/rooms/show', { roomId }, alice)).body).code).toBe('NO_SUCH_ROOM');
    stream.close();
  });
});
