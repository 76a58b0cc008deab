/** The time zones a clock widget offers: UTC, then the runtime's list. */
export function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?(key: string): string[] }).supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
}

/** The hours, minutes, seconds and milliseconds of a moment in a time zone (the device's when null). */
export function clockParts(now: Date, timeZone: string | null): { h: number; m: number; s: number; ms: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { h: part('hour'), m: part('minute'), s: part('second'), ms: now.getMilliseconds() };
}
