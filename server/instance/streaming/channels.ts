import type { Antennas } from '../antennas/antennas';
import type { Channels } from '../channels/channels';
import type { Chat } from '../chat/chat';
import { peerOfRoom, peerOfUser } from '../chat/chat-rows';
import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { packNote } from '../notes/pack-note';
import { inTimeline, listTimeline, type TimelineKind } from '../notes/queries';
import type { Reversi } from '../reversi/reversi';
import type { Roles } from '../roles/roles';
import { type ChannelDefinition, listening, perUserChannel } from './channel';
import { reversiGameChannel } from './reversi-channels';
import { statsChannels } from './stats-channels';
import { queueStatsSampler, serverStatsSampler } from './stats-sampler';

/** Main-channel events that carry a note id, packed for the receiving user before sending. */
const NOTE_EVENTS = new Set(['mention', 'reply', 'renote']);

/** Misskey's declaration of the channels for one's own things (main, antenna, home and social timelines). */
const SIGNED_IN = { requireCredential: true, kind: 'read:account' } as const;
/** Misskey's declaration of the channels open to anyone (local and global timelines, channel, list, role). */
const OPEN = { requireCredential: false, kind: null } as const;

/** The user's own events: notifications, follows, registry changes, meUpdated, ... */
function mainChannel(instance: Instance): ChannelDefinition {
  return {
    name: 'main',
    ...SIGNED_IN,
    open(_params, sink, userId) {
      const onEvent = (target: string, type: string, body: unknown) => {
        if (target !== userId) return;
        if (NOTE_EVENTS.has(type)) {
          const row = instance.db
            .prepare('SELECT * FROM notes WHERE id = ?')
            .get((body as { noteId: string }).noteId) as NoteRow | undefined;
          if (row) sink.send(type, packNote(instance, row, userId));
          return;
        }
        sink.send(type, body);
      };
      const onRegistry = (target: string, body: unknown) => {
        if (target === userId) sink.send('registryUpdated', body);
      };
      return listening(instance.events, { mainEvent: onEvent, registryUpdated: onRegistry });
    },
  };
}

/** A timeline channel: sends each new note that the timeline endpoint would list for this user. */
function timelineChannel(
  instance: Instance,
  name: string,
  kind: TimelineKind,
  access: Pick<ChannelDefinition, 'requireCredential' | 'kind'>,
): ChannelDefinition {
  return {
    name,
    ...access,
    open(params, sink, userId) {
      const policies = instance.policiesOf(userId ?? null);
      if (
        ((kind === 'local' || kind === 'hybrid') && !policies.ltlAvailable) ||
        (kind === 'global' && !policies.gtlAvailable)
      ) {
        return { dispose() {} };
      }
      const filters = {
        withRenotes: params.withRenotes !== false,
        withReplies: params.withReplies === true,
        withFiles: params.withFiles === true,
      };
      const onNote = (created: { id: string }) => {
        const row = inTimeline(instance.db, kind, userId, created.id, filters);
        if (row) sink.send('note', packNote(instance, row, userId));
      };
      return listening(instance.events, { noteCreated: onNote });
    },
  };
}

/**
 * A list's timeline as it grows: the notes users/lists timeline would list, for the list's owner.
 * Misskey declares it open; a visitor owns no list, so gets nothing.
 */
function userListChannel(instance: Instance): ChannelDefinition {
  return {
    name: 'userList',
    ...OPEN,
    open(params, sink, userId) {
      const listId = typeof params.listId === 'string' ? params.listId : '';
      const filters = { withRenotes: params.withRenotes !== false, withFiles: params.withFiles === true };
      const onNote = (created: { id: string }) => {
        // Looked up per note: a list renamed, emptied or deleted meanwhile is what counts.
        const list = instance.db
          .prepare('SELECT id, user_id FROM user_lists WHERE id = ? AND user_id = ?')
          .get(listId, userId) as { id: string; user_id: string } | undefined;
        if (!list || !userId) return;
        const row = listTimeline(instance.db, list, userId, { limit: 1 }, filters, { noteId: created.id })[0];
        if (row) sink.send('note', packNote(instance, row, userId));
      };
      return listening(instance.events, { noteCreated: onNote });
    },
  };
}

/** The notes an antenna catches as they are posted, for the antenna's owner. */
function antennaChannel(instance: Instance, antennas: Antennas): ChannelDefinition {
  return {
    name: 'antenna',
    ...SIGNED_IN,
    open(params, sink, userId) {
      const antennaId = typeof params.antennaId === 'string' ? params.antennaId : '';
      const onNote = (caughtBy: string, noteId: string) => {
        if (caughtBy !== antennaId || !userId) return;
        const antenna = antennas.owned(userId, antennaId);
        const row = antenna && antennas.note(antenna, noteId);
        if (row) sink.send('note', packNote(instance, row, userId));
      };
      return listening(instance.events, { antennaNote: onNote });
    },
  };
}

/** A channel's notes as they are posted (Misskey's 'channel' streaming channel), for anyone. */
function channelChannel(instance: Instance, channels: Channels): ChannelDefinition {
  return {
    name: 'channel',
    ...OPEN,
    open(params, sink, userId) {
      const channelId = typeof params.channelId === 'string' ? params.channelId : '';
      const onNote = (created: { id: string }) => {
        const channel = channels.byId(channelId);
        const row = channel && channels.notes(channel, userId ?? null, { limit: 1 }, created.id)[0];
        if (row) sink.send('note', packNote(instance, row, userId ?? null));
      };
      return listening(instance.events, { noteCreated: onNote });
    },
  };
}

/**
 * A public, explorable role's timeline as its members post (Misskey's roleTimeline channel).
 * Misskey declares it open; here only signed-in people get its notes, as roles/notes needs a credential.
 */
function roleTimelineChannel(instance: Instance, roles: Roles): ChannelDefinition {
  return {
    name: 'roleTimeline',
    ...OPEN,
    open(params, sink, userId) {
      const roleId = typeof params.roleId === 'string' ? params.roleId : '';
      const onNote = (created: { id: string }) => {
        const role = roles.byId(roleId);
        if (!role || !userId || role.is_public !== 1 || role.is_explorable !== 1) return;
        const row = roles.timeline(role, userId, { limit: 1 }, created.id)[0];
        if (row) sink.send('note', packNote(instance, row, userId));
      };
      return listening(instance.events, { noteCreated: onNote });
    },
  };
}

/** A one-to-one chat as it happens, for one side (Misskey's chatUser); 'read' marks it read. */
function chatUserChannel(instance: Instance, chat: Chat): ChannelDefinition {
  return {
    name: 'chatUser',
    requireCredential: true,
    kind: 'read:chat',
    open(params, sink, userId) {
      const otherId = typeof params.otherId === 'string' ? params.otherId : '';
      const onEvent = (ownerId: string, other: string, type: string, body: unknown) => {
        if (ownerId === userId && other === otherId) sink.send(type, body);
      };
      return listening(instance.events, { chatUser: onEvent }, (type) => {
        if (type === 'read' && userId && otherId) chat.markRead(userId, peerOfUser(otherId));
      });
    },
  };
}

/** A room's chat as it happens, for its members (Misskey's chatRoom); 'read' marks it read. */
function chatRoomChannel(instance: Instance, chat: Chat): ChannelDefinition {
  return {
    name: 'chatRoom',
    requireCredential: true,
    kind: 'read:chat',
    open(params, sink, userId) {
      const roomId = typeof params.roomId === 'string' ? params.roomId : '';
      const room = chat.roomById(roomId);
      if (!room || !userId || !chat.isMember(room, userId)) return { dispose() {} };
      const onEvent = (id: string, type: string, body: unknown) => {
        if (id === roomId) sink.send(type, body);
      };
      return listening(instance.events, { chatRoom: onEvent }, (type) => {
        if (type === 'read') chat.markRead(userId, peerOfRoom(roomId));
      });
    },
  };
}

/** Every channel the local instance offers. */
export function createChannels(
  instance: Instance,
  services: { antennas: Antennas; channels: Channels; roles: Roles; chat: Chat; reversi: Reversi },
): ChannelDefinition[] {
  // One sampler each, shared by every subscriber and stopped when none is left.
  const samplers = { server: serverStatsSampler(), queue: queueStatsSampler() };
  return [
    ...statsChannels(instance, services.roles, samplers),
    chatUserChannel(instance, services.chat),
    chatRoomChannel(instance, services.chat),
    mainChannel(instance),
    perUserChannel(instance, 'reversi', 'reversi'),
    reversiGameChannel(instance, services.reversi),
    antennaChannel(instance, services.antennas),
    channelChannel(instance, services.channels),
    roleTimelineChannel(instance, services.roles),
    perUserChannel(instance, 'drive', 'driveEvent'),
    userListChannel(instance),
    timelineChannel(instance, 'homeTimeline', 'home', SIGNED_IN),
    timelineChannel(instance, 'localTimeline', 'local', OPEN),
    timelineChannel(instance, 'hybridTimeline', 'hybrid', SIGNED_IN),
    timelineChannel(instance, 'globalTimeline', 'global', OPEN),
  ];
}
