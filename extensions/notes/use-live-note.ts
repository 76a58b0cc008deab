import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useRef, useState } from 'react';
import { applyNoteChange, type NoteChange, onOwnChange } from './note-changes';

/**
 * A note kept current through note capture: reactions, votes and deletion arrive from the
 * stream (spec 001 section 4), and the viewer's own as soon as the server took them, so one
 * made before the stream is up still shows. The viewer's own are known by their user id.
 */
export function useLiveNote(
  initial: entities.Note,
): [entities.Note & { deleted?: boolean }, (next: entities.Note) => void] {
  const host = useHost();
  const [note, setNote] = useState<entities.Note & { deleted?: boolean }>(initial);
  useEffect(() => setNote(initial), [initial]);
  useNoteChanges(initial.id, (change) =>
    setNote((current) => applyNoteChange(current, change, host.viewer.get().userId)),
  );
  return [note, setNote];
}

/**
 * Whether a note has been deleted since it was drawn: a pure renote's own deletion (Unrenote),
 * which the note it shows does not hear of. Null watches nothing.
 */
export function useDeletedSince(noteId: string | null): boolean {
  const [deleted, setDeleted] = useState(false);
  useNoteChanges(noteId, (change) => change.type === 'deleted' && setDeleted(true));
  return deleted;
}

/** Hears a note's changes, from the stream and the viewer's own, while mounted (null: none). */
function useNoteChanges(noteId: string | null, listener: (change: NoteChange) => void): void {
  const host = useHost();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!noteId) return;
    const apply = (change: NoteChange) => latest.current(change);
    const sub = host.stream.captureNote(noteId, apply);
    const stopOwn = onOwnChange(noteId, apply);
    return () => {
      sub.dispose();
      stopOwn();
    };
  }, [host, noteId]);
}
