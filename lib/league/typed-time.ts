// A time a person typed into a file: ISO 8601 date and time ('2027-04-05T19:30', a space for the
// 'T' allowed, seconds optional), with an offset ('Z', '+05:30', '+0530', '+05') or without one,
// read as India time (UTC+05:30). A date alone is refused: a question's end needs its time.

import { MINUTE_MS } from '../display/time';

const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export type TypedTime = { ok: true; ms: number } | { ok: false; reason: 'date-only' | 'unreadable' };

/** Minutes east of UTC for an offset text, or null for one out of range. */
function offsetMinutes(offset: string | undefined): number | null {
  if (offset === undefined) return INDIA_OFFSET_MINUTES;
  if (offset.toUpperCase() === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(3).replace(':', '') || '0');
  if (hours > 14 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

export function readTypedTime(text: string): TypedTime {
  const trimmed = text.trim();
  if (DATE_ONLY.test(trimmed)) return { ok: false, reason: 'date-only' };
  const match = DATE_TIME.exec(trimmed);
  if (!match) return { ok: false, reason: 'unreadable' };
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? '0'));
  const fraction = Number(`0.${match[7] ?? '0'}`);
  const offset = offsetMinutes(match[8]);
  if (offset === null) return { ok: false, reason: 'unreadable' };
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 31 April over into 1 May and 24:00 into the next day: such a time was never a real one.
  const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day && check.getUTCHours() === hour;
  if (!real || minute > 59 || second > 59) return { ok: false, reason: 'unreadable' };
  return { ok: true, ms: wall + Math.floor(fraction * 1000) - offset * MINUTE_MS };
}
