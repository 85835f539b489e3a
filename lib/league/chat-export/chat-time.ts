// Turns a message's stamp into an instant. Exports carry no zone: the stamp is the organiser's
// phone's wall clock, read at a fixed offset (India, UTC+5:30, unless told). Which of the first two
// date parts is the day is decided once per file: a first part over 12 means day first, a second
// part over 12 month first, neither the caller's default (day first, as phones in India write it).

import type { ChatHeader } from './chat-header';

export type DateOrder = 'day-first' | 'month-first';

/** India Standard Time, UTC+5:30, in minutes east of UTC. */
export const INDIA_OFFSET_MINUTES = 330;

const MINUTE_MS = 60_000;

/** Milliseconds since the epoch of the stamp, or null when it names no real time (31/02, 13 pm). */
export function instantOf(header: ChatHeader, order: DateOrder, offsetMinutes: number): number | null {
  const [first, second, third] = header.date;
  const [year, month, day] = header.yearFirst ? [first, second, third] : order === 'day-first' ? [third, second, first] : [third, first, second];
  const fullYear = header.shortYear ? 2000 + year : year;
  let hour = header.hour;
  if (header.meridiem !== null) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (header.meridiem === 'pm' ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || hour > 23 || header.minute > 59 || header.second > 59) return null;
  const wall = Date.UTC(fullYear, month - 1, day, hour, header.minute, header.second);
  // Date.UTC rolls 31 February over into March: such a day is no day.
  if (new Date(wall).getUTCDate() !== day) return null;
  // A stamp without seconds could have been recorded at any moment of its minute: it proves
  // arrival only by the minute's end, so a message sent just after a result never reads as before it.
  const latest = header.hasSeconds ? wall : wall + MINUTE_MS - 1;
  return latest - offsetMinutes * MINUTE_MS;
}

/** Stamps that are no time, or earlier than the stamp before them: how badly an order reads a file. */
function misreadings(headers: readonly ChatHeader[], order: DateOrder): number {
  let count = 0;
  let last: number | null = null;
  for (const header of headers) {
    const at = instantOf(header, order, 0);
    if (at === null || (last !== null && at < last)) count += 1;
    if (at !== null) last = at;
  }
  return count;
}

/** The date order of a whole file, from every stamp in it. */
export function dateOrderOf(headers: readonly ChatHeader[], fallback: DateOrder): DateOrder {
  const dated = headers.filter((header) => !header.yearFirst);
  const dayFirst = dated.some((header) => header.date[0] > 12);
  const monthFirst = dated.some((header) => header.date[1] > 12);
  if (dayFirst !== monthFirst) return dayFirst ? 'day-first' : 'month-first';
  if (!dayFirst) return fallback;
  // Both: a typed line inside a message can look like a stamp, so the order that reads the file
  // as real times in order wins, and a tie keeps the default.
  const byDay = misreadings(dated, 'day-first');
  const byMonth = misreadings(dated, 'month-first');
  return byDay === byMonth ? fallback : byDay < byMonth ? 'day-first' : 'month-first';
}
