import type { Instance } from '../instance';
import type { NoteRow } from '../notes/note-row';
import { packNote } from '../notes/pack-note';
import { inTimeline, type TimelineKind } from '../notes/queries';
import type { ChannelDefinition } from './channel';

/** Main-channel events that carry a note id, packed for the receiving user before sending. */
const NOTE_EVENTS = new Set(['mention', 'reply', 'renote']);

/** The user's own events: notifications, follows, registry changes, meUpdated, ... */
function mainChannel(instance: Instance): ChannelDefinition {
  return {
    name: 'main',
    requireCredential: true,
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
      instance.events.on('mainEvent', onEvent);
      instance.events.on('registryUpdated', onRegistry);
      return {
        dispose() {
          instance.events.off('mainEvent', onEvent);
          instance.events.off('registryUpdated', onRegistry);
        },
      };
    },
  };
}

/** A person's drive as it changes: files and folders created, updated, deleted (the drive page follows it). */
function driveChannel(instance: Instance): ChannelDefinition {
  return {
    name: 'drive',
    requireCredential: true,
    open(_params, sink, userId) {
      const onEvent = (target: string, type: string, body: unknown) => {
        if (target === userId) sink.send(type, body);
      };
      instance.events.on('driveEvent', onEvent);
      return {
        dispose() {
          instance.events.off('driveEvent', onEvent);
        },
      };
    },
  };
}

/** A timeline channel: sends each new note that the timeline endpoint would list for this user. */
function timelineChannel(
  instance: Instance,
  name: string,
  kind: TimelineKind,
  requireCredential: boolean,
): ChannelDefinition {
  return {
    name,
    requireCredential,
    open(params, sink, userId) {
      const policies = instance.settings.get().policies;
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
      instance.events.on('noteCreated', onNote);
      return {
        dispose() {
          instance.events.off('noteCreated', onNote);
        },
      };
    },
  };
}

/** Every channel the local instance offers. */
export function createChannels(instance: Instance): ChannelDefinition[] {
  return [
    mainChannel(instance),
    driveChannel(instance),
    timelineChannel(instance, 'homeTimeline', 'home', true),
    timelineChannel(instance, 'localTimeline', 'local', false),
    timelineChannel(instance, 'hybridTimeline', 'hybrid', true),
    timelineChannel(instance, 'globalTimeline', 'global', false),
  ];
}
