import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
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
  useEffect(() => {
    const apply = (change: NoteChange) =>
      setNote((current) => applyNoteChange(current, change, host.viewer.get().userId));
    const sub = host.stream.captureNote(initial.id, apply);
    const stopOwn = onOwnChange(initial.id, apply);
    return () => {
      sub.dispose();
      stopOwn();
    };
  }, [host, initial.id]);
  return [note, setNote];
}
