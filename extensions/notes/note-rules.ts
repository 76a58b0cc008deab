import { usesBigEffects } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * Whether a note without a content warning starts collapsed (spec 000 section 5): it uses the
 * x2, x3, x4 or scale effects, has more than 9 lines or more than 500 characters, or has 5 or
 * more files (or a caller-supplied count of 4 or more).
 */
export function shouldCollapse(note: Pick<entities.Note, 'text' | 'cw' | 'files'>, count = 0): boolean {
  if (note.cw != null) return false;
  const text = note.text ?? '';
  return (
    usesBigEffects(text).big ||
    text.split('\n').length > 9 ||
    [...text].length > 500 ||
    count >= 4 ||
    (note.files?.length ?? 0) >= 5
  );
}

/**
 * Whether media starts hidden (spec 000 section 4): always with the 'force' setting or data
 * saver for media, and for sensitive files unless the setting is 'ignore'.
 */
export function hideMedia(
  file: Pick<entities.DriveFile, 'isSensitive'>,
  nsfw: 'respect' | 'force' | 'ignore',
  dataSaverMedia: boolean,
): boolean {
  return nsfw === 'force' || dataSaverMedia || (file.isSensitive && nsfw !== 'ignore');
}

/**
 * Whether a poll shows its results (spec 000 section 4): after the viewer voted, when it is
 * read-only (a visitor, or one's own note), once it closed, or when asked to.
 */
export function showPollResults(
  poll: NonNullable<entities.Note['poll']>,
  options: { readOnly: boolean; now: number; toggled: boolean },
): boolean {
  return options.toggled || options.readOnly || poll.choices.some((c) => c.isVoted) || isClosed(poll, options.now);
}

/** Whether a poll has ended. */
export function isClosed(poll: NonNullable<entities.Note['poll']>, now: number): boolean {
  return poll.expiresAt != null && Date.parse(poll.expiresAt) <= now;
}

/** Whether the viewer may still vote: not closed, and a single-choice poll not already voted. */
export function canVote(poll: NonNullable<entities.Note['poll']>, now: number): boolean {
  if (isClosed(poll, now)) return false;
  return poll.multiple || !poll.choices.some((c) => c.isVoted);
}

/** How often a poll's remaining time is recomputed (spec 000 section 9). */
export const POLL_REFRESH_MS = 3_000;

/**
 * Whether a note's header shows its author's server (Misskey's instance ticker): never with
 * 'none', for authors on other servers with 'remote', for everyone with 'always'.
 */
export function showsTicker(mode: 'none' | 'remote' | 'always', authorHost: string | null): boolean {
  return mode === 'always' || (mode === 'remote' && authorHost !== null);
}
