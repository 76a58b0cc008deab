import type { entities } from 'misskey-js';
import { noteErrors } from '../../notes/note-errors';
import { packNotes } from '../../notes/pack-note';
import { type TimelineKind, timeline } from '../../notes/queries';
import type { ApiContext } from '../context';
import { pageOf, pagingProperties } from '../paging';
import type { SchemaType } from '../schema-type';

/** The note filters the timelines and users/notes share. */
export const noteFilters = {
  withRenotes: { type: 'boolean', default: true },
  withReplies: { type: 'boolean', default: false },
  withFiles: { type: 'boolean', default: false },
} as const;

/** The parameters of the four timelines (home, local, social, global). */
export const timelineParams = { type: 'object', properties: { ...pagingProperties, ...noteFilters } } as const;

/**
 * Reads one of the four timelines, refused as Misskey refuses it when the instance's role
 * policies switch it off.
 */
export function readTimeline(kind: TimelineKind) {
  return (params: SchemaType<typeof timelineParams>, ctx: ApiContext): entities.Note[] => {
    const { instance } = ctx.services;
    const policies = instance.policiesOf(ctx.user?.id ?? null);
    if ((kind === 'local' || kind === 'hybrid') && !policies.ltlAvailable) throw noteErrors.ltlDisabled();
    if (kind === 'global' && !policies.gtlAvailable) throw noteErrors.gtlDisabled();
    const viewerId = ctx.user?.id ?? null;
    return packNotes(instance, timeline(instance.db, kind, viewerId, pageOf(params), params), viewerId);
  };
}
