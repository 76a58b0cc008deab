import type { Db } from './database';

/** A page request, as Misskey's list endpoints take it. */
export interface Page {
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
  limit: number;
}

/** A query to page: the select (with its joins), its conditions and their values, and the columns to page by. */
export interface PagedQuery {
  select: string;
  where: readonly string[];
  values: readonly unknown[];
  idColumn: string;
  dateColumn?: string;
  /** An ordering that replaces newest-first (Misskey's sort parameters); the bounds still apply. */
  orderBy?: string;
}

/**
 * Runs a query one page at a time, newest first. With only a lower bound (sinceId or sinceDate)
 * it takes the oldest rows after it, so a client filling a gap walks forward without skipping.
 */
export function selectPage<T>(db: Db, query: PagedQuery, page: Page): T[] {
  const where = [...query.where];
  const values = [...query.values];
  const bound = (condition: string, value: unknown) => {
    where.push(condition);
    values.push(value);
  };
  if (page.sinceId !== undefined) bound(`${query.idColumn} > ?`, page.sinceId);
  if (page.untilId !== undefined) bound(`${query.idColumn} < ?`, page.untilId);
  if (query.dateColumn && page.sinceDate !== undefined) bound(`${query.dateColumn} > ?`, page.sinceDate);
  if (query.dateColumn && page.untilDate !== undefined) bound(`${query.dateColumn} < ?`, page.untilDate);
  const forward =
    (page.sinceId !== undefined || page.sinceDate !== undefined) &&
    page.untilId === undefined &&
    page.untilDate === undefined;
  const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const rows = db
    .prepare(
      `${query.select} ${condition} ORDER BY ${query.orderBy ?? `${query.idColumn} ${forward ? 'ASC' : 'DESC'}`} LIMIT ?`,
    )
    .all(...values, page.limit) as T[];
  return forward && !query.orderBy ? rows.reverse() : rows;
}
