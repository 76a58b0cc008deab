import { ChartPeriods, type ChartSpan } from '../../charts/periods';

/** The parameters every chart endpoint takes (Misskey's: a span, up to 500 periods, an end time). */
export const chartParams = {
  span: { type: 'string', enum: ['day', 'hour'] },
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 30 },
  offset: { type: ['integer', 'null'], default: null },
} as const;

/** What every chart endpoint declares, as Misskey's: public, cacheable with GET, no rate limit. */
export const chartEndpoint = {
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
} as const;

/** The periods a chart call asks for. */
export function periodsOf(params: { span: ChartSpan; limit?: number; offset?: number | null }): ChartPeriods {
  return new ChartPeriods(params.span, params.limit ?? 30, params.offset ?? Date.now());
}

/** A remote half of a chart on a server that does not federate: zeros. */
export function zeros(periods: ChartPeriods): number[] {
  return periods.zeros();
}
