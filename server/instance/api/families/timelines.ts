import type { entities } from 'misskey-js';
import { noteErrors } from '../../notes/note-errors';
import type { TimelineKind } from '../../notes/queries';
import type { ApiContext } from '../context';
import { pageOf, pagingProperties } from '../paging';
import type { SchemaType } from '../schema-type';

/** The note filters the timelines and users/notes share, with Misskey's defaults. */
export const noteFilters = {
  withRenotes: { type: 'boolean', default: true },
  withReplies: { type: 'boolean', default: false },
  withFiles: { type: 'boolean', default: false },
} as const;

/** Misskey's allowPartial: accepted; every page here is whole. */
const allowPartial = { type: 'boolean', default: false } as const;

/** Home's and social's renote switches (Misskey's defaults: all shown). */
const renoteSwitches = {
  includeMyRenotes: { type: 'boolean', default: true },
  includeRenotedMyNotes: { type: 'boolean', default: true },
  includeLocalRenotes: { type: 'boolean', default: true },
} as const;

const { withReplies, ...withoutReplies } = noteFilters;

/**
 * Each timeline's parameters as Misskey declares them: home and global take no withReplies
 * (home's replies follow the follows; global shows them all), local and social do; home and
 * social take the renote switches.
 */
export const timelineParams = {
  home: {
    type: 'object',
    properties: { ...pagingProperties, allowPartial, ...renoteSwitches, ...withoutReplies },
  },
  local: { type: 'object', properties: { ...pagingProperties, allowPartial, ...noteFilters } },
  hybrid: {
    type: 'object',
    properties: { ...pagingProperties, allowPartial, ...renoteSwitches, ...withoutReplies, withReplies },
  },
  global: { type: 'object', properties: { ...pagingProperties, ...withoutReplies } },
} as const;

/** Misskey's BOTH_WITH_REPLIES_AND_WITH_FILES id for each timeline that takes both. */
const BOTH_FILTERS_ERROR_IDS: Partial<Record<TimelineKind, string>> = {
  local: 'dd9c8400-1cb5-4eef-8a31-200c5f933793',
  hybrid: 'dfaa3eb7-8002-4cb7-bcc4-1095df46656f',
};

type TimelineParams = SchemaType<(typeof timelineParams)[TimelineKind]> & {
  withReplies?: boolean;
  includeMyRenotes?: boolean;
  includeRenotedMyNotes?: boolean;
  includeLocalRenotes?: boolean;
};

/**
 * Reads one of the four timelines, refused as Misskey refuses it when the instance's role
 * policies switch it off, or when both withReplies and withFiles are asked for.
 */
export function readTimeline(kind: TimelineKind) {
  return (params: TimelineParams, ctx: ApiContext): entities.Note[] => {
    const { instance } = ctx.services;
    const policies = instance.policiesOf(ctx.user?.id ?? null);
    if (kind === 'local' && !policies.ltlAvailable) throw noteErrors.ltlDisabled();
    if (kind === 'hybrid' && !policies.ltlAvailable) throw noteErrors.stlDisabled();
    if (kind === 'global' && !policies.gtlAvailable) throw noteErrors.gtlDisabled();
    const bothId = BOTH_FILTERS_ERROR_IDS[kind];
    if (bothId && params.withReplies && params.withFiles) throw noteErrors.bothWithRepliesAndWithFiles(bothId);
    const viewerId = ctx.user?.id ?? null;
    return ctx.services.pack.notes(ctx.services.notes.timeline(kind, viewerId, pageOf(params), params), viewerId);
  };
}
