/** How far through the day, the month and the year a moment is, each from 0 to 1. */
export function calendarProgress(now: Date): { day: number; month: number; year: number } {
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const startOfMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  const startOfNextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const startOfYear = new Date(now.getFullYear(), 0, 1);
  const startOfNextYear = new Date(now.getFullYear() + 1, 0, 1);
  const dayLength = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - startOfDay.getTime();
  const share = (from: Date, to: number) => (now.getTime() - from.getTime()) / to;
  return {
    day: share(startOfDay, dayLength),
    month: share(startOfMonth, startOfNextMonth.getTime() - startOfMonth.getTime()),
    year: share(startOfYear, startOfNextYear.getTime() - startOfYear.getTime()),
  };
}
