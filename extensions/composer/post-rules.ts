import { isSlowMfm, parseMfmNow } from '@tessera/sdk';
import * as mfm from 'mfm-js';
import type { entities } from 'misskey-js';

/** Spec 000 section 9: the composer's limits. */
export const MAX_FILES = 16;
export const DEFAULT_MAX_TEXT_LENGTH = 1000;
export const MAX_CW_LENGTH = 100;
export const TEXT_COUNTER_BELOW = 100;
export const CW_COUNTER_BELOW = 20;
export const MIN_POLL_CHOICES = 2;
export const MAX_POLL_CHOICES = 10;
/** Pasted text longer than this is offered as a text file instead. */
export const PASTE_AS_FILE_OVER = 1000;

/** A note's visibility. */
export type Visibility = 'public' | 'home' | 'followers' | 'specified';
export const VISIBILITIES: readonly Visibility[] = ['public', 'home', 'followers', 'specified'];

/** The poll as the editor holds it (spec 000 section 3, poll draft). */
export interface PollDraft {
  choices: string[];
  multiple: boolean;
  expiration: 'infinite' | 'at' | 'after';
  /** For 'at': a local date and time, as a datetime-local input gives it. */
  at: string;
  /** For 'after': the amount and its unit. */
  after: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

/** What the form needs to decide whether it may be posted. */
export interface SubmitState {
  text: string;
  /** Text still being composed by an input method, counted as typed. */
  composing?: string;
  useCw: boolean;
  cw: string;
  files: number;
  poll: PollDraft | null;
  hasRenote: boolean;
  hasQuote: boolean;
  posting: boolean;
  frozen: boolean;
  mock?: boolean;
}

/** Text length as the server counts it: by code points, so an emoji counts once. */
export const textLength = (text: string): number => [...text].length;

/** The non-empty poll choices. */
export const filledChoices = (poll: PollDraft): string[] => poll.choices.filter((c) => c.trim() !== '');

/** Spec 000 section 5: whether submit is enabled. */
export function canSubmit(state: SubmitState, maxTextLength = DEFAULT_MAX_TEXT_LENGTH): boolean {
  if (state.mock || state.posting || state.frozen) return false;
  const length = textLength(state.text) + textLength(state.composing ?? '');
  const hasContent = length >= 1 || state.files > 0 || state.poll !== null || state.hasRenote || state.hasQuote;
  if (!hasContent) return false;
  if (length > maxTextLength) return false;
  if (state.useCw && (state.cw.trim() === '' || textLength(state.cw) > MAX_CW_LENGTH)) return false;
  if (state.files > MAX_FILES) return false;
  if (state.poll && filledChoices(state.poll).length < MIN_POLL_CHOICES) return false;
  return true;
}

/** How a counter shows: hidden, plain, warning or error. */
export type CounterLevel = 'hidden' | 'normal' | 'warning' | 'error';

/** The text counter: shown under 100 remaining, warning over 90 % of the maximum, error over it. */
export function textCounter(text: string, max = DEFAULT_MAX_TEXT_LENGTH): { remaining: number; level: CounterLevel } {
  const length = textLength(text);
  const remaining = max - length;
  if (remaining >= TEXT_COUNTER_BELOW) return { remaining, level: 'hidden' };
  if (length > max) return { remaining, level: 'error' };
  if (length > max * 0.9) return { remaining, level: 'warning' };
  return { remaining, level: 'normal' };
}

/** The content-warning counter: shown under 20 remaining, error over the maximum. */
export function cwCounter(cw: string): { remaining: number; level: CounterLevel } {
  const remaining = MAX_CW_LENGTH - textLength(cw);
  if (remaining >= CW_COUNTER_BELOW) return { remaining, level: 'hidden' };
  return { remaining, level: remaining < 0 ? 'error' : 'normal' };
}

/** The file count, n/16, in warning style over 16. */
export function fileCounter(files: number): { text: string; level: CounterLevel } {
  return { text: `${files}/${MAX_FILES}`, level: files > MAX_FILES ? 'warning' : 'normal' };
}

/**
 * Spec 000 section 4: which visibilities a post may take. In a channel it is public only; a reply
 * to a home note may be home, followers or specified; to a followers note, followers or
 * specified; to a specified note, specified; a silenced user cannot post public.
 */
export function allowedVisibilities(context: {
  reply?: Pick<entities.Note, 'visibility'> | null;
  channel?: boolean;
  silenced?: boolean;
  canPublicNote?: boolean;
}): Visibility[] {
  if (context.channel) return ['public'];
  let allowed: Visibility[] = [...VISIBILITIES];
  switch (context.reply?.visibility) {
    case 'home':
      allowed = ['home', 'followers', 'specified'];
      break;
    case 'followers':
      allowed = ['followers', 'specified'];
      break;
    case 'specified':
      allowed = ['specified'];
      break;
  }
  if (context.silenced || context.canPublicNote === false) allowed = allowed.filter((v) => v !== 'public');
  return allowed;
}

/** The visibility to use: the wanted one if allowed, else the widest allowed. */
export function settleVisibility(wanted: Visibility, allowed: readonly Visibility[]): Visibility {
  return allowed.includes(wanted) ? wanted : (allowed[0] ?? 'specified');
}

/**
 * Spec 000 section 4: appended hashtags get a '#' when missing and go on the text's last line,
 * each once.
 */
export function appendHashtags(text: string, hashtags: string): string {
  const tags = hashtags
    .split(/\s+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (t.startsWith('#') ? t : `#${t}`));
  const present = new Set(text.match(/#[^\s#]+/g) ?? []);
  const missing = [...new Set(tags)].filter((t) => !present.has(t));
  if (missing.length === 0) return text;
  return text === '' ? missing.join(' ') : `${text.replace(/\s+$/, '')} ${missing.join(' ')}`;
}

/** Milliseconds of each 'after' unit. */
const UNIT_MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/** A moment in local time as a datetime-local value (to the minute). */
function localDateTime(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Tomorrow at 00:00 local time, as a datetime-local value: the default for 'at'. */
export function tomorrowMidnight(now: Date = new Date()): string {
  return localDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0));
}

/** A new poll: two empty choices, single answer, no expiry. */
export function newPoll(now: Date = new Date()): PollDraft {
  return {
    choices: ['', ''],
    multiple: false,
    expiration: 'infinite',
    at: tomorrowMidnight(now),
    after: 1,
    unit: 'day',
  };
}

/** The poll as notes/create takes it. */
export function pollPayload(poll: PollDraft): {
  choices: string[];
  multiple: boolean;
  expiresAt: number | null;
  expiredAfter: number | null;
} {
  const choices = filledChoices(poll);
  if (poll.expiration === 'at') {
    return { choices, multiple: poll.multiple, expiresAt: new Date(poll.at).getTime(), expiredAfter: null };
  }
  if (poll.expiration === 'after') {
    return {
      choices,
      multiple: poll.multiple,
      expiresAt: null,
      expiredAfter: Math.max(1, poll.after) * UNIT_MS[poll.unit],
    };
  }
  return { choices, multiple: poll.multiple, expiresAt: null, expiredAfter: null };
}

/** Whether the text uses the scale or position effects (a public post with them gets a warning). */
export function usesMovingEffects(text: string): boolean {
  return /\$\[(x2|x3|x4|scale|position)[\s.]/.test(text);
}

/**
 * The accounts a text mentions (@name or @name@host), read with mfm-js as the server reads them,
 * so mentions inside code or links do not count; for the direct-note recipients check.
 */
export function mentionedAccts(text: string): { username: string; host: string | null }[] {
  const found = new Map<string, { username: string; host: string | null }>();
  // Text too slow to parse at once (hundreds of brackets) is checked for no mentions rather than freezing the form.
  // The composer has mfm-js itself: text the SDK has not parsed yet is parsed here.
  const nodes = parseMfmNow(text) ?? (isSlowMfm(text) ? [] : mfm.parse(text));
  for (const node of mfm.extract(nodes, (n) => n.type === 'mention')) {
    const { username, host } = node.props as { username: string; host: string | null };
    found.set(`${username.toLowerCase()}@${host ?? ''}`, { username, host: host ?? null });
  }
  return [...found.values()];
}

/** The poll editor's state for a poll as the server keeps it (a server draft's): the inverse of pollPayload. */
export function pollFromPayload(poll: {
  choices: string[];
  multiple: boolean;
  expiresAt?: string | number | null;
  expiredAfter?: number | null;
}): PollDraft {
  const base = {
    ...newPoll(),
    choices: poll.choices.length >= 2 ? [...poll.choices] : [...poll.choices, '', ''].slice(0, 2),
    multiple: poll.multiple,
  };
  if (poll.expiresAt != null) return { ...base, expiration: 'at', at: localDateTime(new Date(poll.expiresAt)) };
  const after = poll.expiredAfter;
  if (after != null) {
    const unit = (['day', 'hour', 'minute', 'second'] as const).find((u) => after % UNIT_MS[u] === 0) ?? 'second';
    return { ...base, expiration: 'after', unit, after: Math.max(1, Math.round(after / UNIT_MS[unit])) };
  }
  return base;
}
