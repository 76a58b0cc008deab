import { id } from './schema';

/** Misskey's paging parameters, shared by list endpoints. */
export const pagingProperties = {
  sinceId: id,
  untilId: id,
  sinceDate: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
  untilDate: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

/** The paging parameters of a call. */
export interface PageParams {
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
  limit?: number;
}

/** The page part of validated params. */
export function pageOf(params: PageParams) {
  return {
    ...(params.sinceId !== undefined ? { sinceId: params.sinceId } : {}),
    ...(params.untilId !== undefined ? { untilId: params.untilId } : {}),
    ...(params.sinceDate !== undefined ? { sinceDate: params.sinceDate } : {}),
    ...(params.untilDate !== undefined ? { untilDate: params.untilDate } : {}),
    limit: params.limit ?? 10,
  };
}
