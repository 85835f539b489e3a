// Weeks and months as a group in India counts them: India Standard Time is UTC+5:30 all year (no
// daylight saving), a week runs Monday 00:00 to Sunday 24:00 and a month from its 1st, 00:00.

export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: three days after a Monday. */
const EPOCH_DAYS_AFTER_MONDAY = 3;

/** The instant the India week holding `ms` began: its Monday, 00:00 India time. */
export function weekStartMs(ms: number): number {
  const day = Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS);
  const sinceMonday = (((day + EPOCH_DAYS_AFTER_MONDAY) % 7) + 7) % 7;
  return (day - sinceMonday) * DAY_MS - INDIA_OFFSET_MS;
}

/** The instant the India month holding `ms` began: its 1st, 00:00 India time. */
export function monthStartMs(ms: number): number {
  const local = new Date(ms + INDIA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - INDIA_OFFSET_MS;
}

/** The instant the India month after the one holding `ms` begins. */
export function nextMonthStartMs(ms: number): number {
  const local = new Date(ms + INDIA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - INDIA_OFFSET_MS;
}
