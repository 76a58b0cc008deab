import type { PreferencesHandle } from '@tessera/sdk';
import type { PollDraft, Visibility } from './post-rules';

/** What a draft keeps (spec 000 section 3, Draft). */
export interface DraftData {
  text: string;
  useCw: boolean;
  cw: string;
  visibility: Visibility;
  localOnly: boolean;
  files: {
    id: string;
    name: string;
    type: string;
    thumbnailUrl: string | null;
    /** Kept so the attachment menu can offer the opposite; older drafts lack them. */
    isSensitive?: boolean;
    comment?: string | null;
  }[];
  poll: PollDraft | null;
  visibleUserIds: string[];
  quoteId: string | null;
  reactionAcceptance: string | null;
}

/** A stored draft. */
export interface Draft {
  updatedAt: string;
  data: DraftData;
}

const HASHTAG_HISTORY_SIZE = 30;

/**
 * The context a draft belongs to: the channel, then the renote, the reply, or the form
 * (spec 000 section 3), so a reply's draft never turns up in a new note.
 */
export function draftKey(context: {
  channelId?: string;
  renoteId?: string;
  replyId?: string;
  formId?: string;
}): string {
  const channel = context.channelId ? `channel:${context.channelId}:` : '';
  if (context.renoteId) return `${channel}renote:${context.renoteId}`;
  if (context.replyId) return `${channel}reply:${context.replyId}`;
  return `${channel}note:${context.formId ?? 'new'}`;
}

/** Drafts on this device (the device-only `composer.drafts` preference), by context key. */
export class DraftStore {
  constructor(private readonly preferences: Pick<PreferencesHandle, 'get' | 'set'>) {}

  private all(): Record<string, Draft> {
    const stored = this.preferences.get('composer.drafts') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, Draft>) : {};
  }

  get(key: string): Draft | null {
    return this.all()[key] ?? null;
  }

  save(key: string, data: DraftData, now: Date = new Date()): void {
    this.preferences.set('composer.drafts', { ...this.all(), [key]: { updatedAt: now.toISOString(), data } });
  }

  remove(key: string): void {
    const { [key]: _gone, ...rest } = this.all();
    this.preferences.set('composer.drafts', rest);
  }

  /** Hashtags used before, most recent first. */
  hashtagHistory(): string[] {
    const list = this.preferences.get('composer.hashtags') as unknown;
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  }

  rememberHashtags(tags: readonly string[]): void {
    const fresh = tags.map((t) => t.replace(/^#/, '')).filter(Boolean);
    const merged = [...new Set([...fresh, ...this.hashtagHistory()])].slice(0, HASHTAG_HISTORY_SIZE);
    this.preferences.set('composer.hashtags', merged);
  }
}

/** Whether a draft holds anything worth keeping. */
export function isEmptyDraft(data: DraftData): boolean {
  return (
    data.text.trim() === '' &&
    (!data.useCw || data.cw.trim() === '') &&
    data.files.length === 0 &&
    data.poll === null &&
    data.quoteId === null
  );
}
