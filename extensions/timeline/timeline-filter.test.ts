import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { hasSensitiveFiles, sourceParams } from './timeline-sources';

const file = (isSensitive: boolean) => ({ isSensitive }) as entities.DriveFile;
const note = (files: entities.DriveFile[], renote?: entities.Note) => ({ files, renote }) as entities.Note;

describe('timeline filters', () => {
  it('finds sensitive files on a note or on the note it renotes', () => {
    expect(hasSensitiveFiles(note([file(false)]))).toBe(false);
    expect(hasSensitiveFiles(note([file(false), file(true)]))).toBe(true);
    expect(hasSensitiveFiles(note([], note([file(true)])))).toBe(true);
  });

  it('sends replies only to timelines that take them, and files and renotes to all', () => {
    const filter = {
      withReplies: false,
      withRenotes: false,
      withSensitive: true,
      onlyFiles: true,
      withLocalOnly: true,
    };
    const base = { id: 'x', title: 'x', endpoint: 'notes/timeline', channel: 'homeTimeline' };
    expect(sourceParams(base, filter)).toEqual({ withRenotes: false, withFiles: true });
    expect(sourceParams({ ...base, acceptsReplies: true, params: { listId: 'l' } }, filter)).toEqual({
      listId: 'l',
      withRenotes: false,
      withFiles: true,
      withReplies: false,
    });
    // Replies with only files is a pair Misskey refuses: only files wins.
    expect(sourceParams({ ...base, acceptsReplies: true }, { ...filter, withReplies: true })).toMatchObject({
      withFiles: true,
      withReplies: false,
    });
    expect(
      sourceParams({ ...base, acceptsReplies: true }, { ...filter, withReplies: true, onlyFiles: false }),
    ).toMatchObject({ withFiles: false, withReplies: true });
  });
});
