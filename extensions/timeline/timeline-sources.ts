import type { entities } from 'misskey-js';
import type { TimelineSourceContribution } from './api';

/** The filters the timeline header offers (the `tl.filter` preference). */
export interface TimelineFilter {
  withReplies: boolean;
  withRenotes: boolean;
  withSensitive: boolean;
  onlyFiles: boolean;
  withLocalOnly: boolean;
}

/** The source to show: the remembered one when still offered, else the first offered. */
export function pickSource<S extends { id: string }>(remembered: string, offered: readonly S[]): S | null {
  return offered.find((s) => s.id === remembered) ?? offered[0] ?? null;
}

/**
 * The request (and channel) parameters of a timeline, from the filter and its own fixed ones:
 * replies are a choice only where the endpoint takes it (Misskey's local and social timelines),
 * and not with only-files on, a pair Misskey refuses (BOTH_WITH_REPLIES_AND_WITH_FILES).
 */
export function sourceParams(source: TimelineSourceContribution, filter: TimelineFilter): Record<string, unknown> {
  const params: Record<string, unknown> = {
    ...source.params,
    withRenotes: filter.withRenotes,
    withFiles: filter.onlyFiles,
  };
  if (source.acceptsReplies) params.withReplies = filter.withReplies && !filter.onlyFiles;
  return params;
}

/** Whether a note (or the note it renotes) carries a file marked sensitive. */
export function hasSensitiveFiles(note: entities.Note): boolean {
  return (note.files ?? []).some((f) => f.isSensitive) || (note.renote ? hasSensitiveFiles(note.renote) : false);
}
