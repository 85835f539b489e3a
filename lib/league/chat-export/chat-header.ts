// Recognises the first line of a message in a WhatsApp 'Export chat' text, in both styles real
// exports use: Android's `26/11/2026, 9:05 pm - Asha: text` and iOS's `[26/11/26, 9:05:12 PM] Asha: text`.
// Only the shape is read here (the numbers as written); which part is the day is decided for the
// whole file, in chat-time.ts. Direction marks and narrow no-break spaces around the stamp are allowed.

/** The numbers of a message's stamp as written, and what follows it. */
export type ChatHeader = {
  /** The date's three parts in their written order: `26/11/2026` is [26, 11, 2026]. */
  date: [number, number, number];
  /** True when the year comes first (`2026-11-26`). */
  yearFirst: boolean;
  /** True when the year is written with two digits. */
  shortYear: boolean;
  hour: number;
  minute: number;
  second: number;
  /** False when the stamp gives no seconds (Android): it then stands for its whole minute. */
  hasSeconds: boolean;
  meridiem: 'am' | 'pm' | null;
  /** '' for a line the chat itself wrote (someone joined, the encryption notice). */
  sender: string;
  text: string;
};

// U+200E/U+200F, the embedding and isolate controls and a byte order mark: exports scatter them
// around stamps, attachments and phone numbers; they are never part of what was typed. Every run
// is bounded (real exports put one or two), so a typed line of thousands of marks or spaces costs
// a linear scan, never a backtracking one.
const MARK = '[\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\uFEFF]';
const MARKS = `${MARK}{0,4}`;
const SPACE = '[ \\u00A0\\u202F]';
const DATE = /(\d{1,4})[/.-](\d{1,2})[/.-](\d{2,4})\.?/.source;
const TIME = /(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?/.source;
const MERIDIEM = `(?:${SPACE}{0,2}${MARKS}${/([aApP])\.?/.source}${SPACE}?${/[mM]\.?/.source})?`;
const STAMP = `${DATE},?${SPACE}{0,2}${MARKS}${TIME}${MERIDIEM}${MARKS}`;
const ANDROID = new RegExp(`^${MARKS}${STAMP}${SPACE}{1,2}[-\\u2013]${SPACE}(.*)$`, 's');
const IOS = new RegExp(`^${MARKS}\\[${MARKS}${STAMP}\\]${SPACE}?(.*)$`, 's');
const ALL_MARKS = new RegExp(MARK, 'g');

function senderAndText(rest: string): { sender: string; text: string } {
  const colon = rest.indexOf(': ');
  if (colon > 0) return { sender: rest.slice(0, colon).replace(ALL_MARKS, '').trim(), text: rest.slice(colon + 2) };
  if (rest.endsWith(':')) return { sender: rest.slice(0, -1).replace(ALL_MARKS, '').trim(), text: '' };
  return { sender: '', text: rest };
}

/** The stamp, sender and text of a message's first line, or null for a line that continues a message. */
export function readChatHeader(line: string): ChatHeader | null {
  const match = ANDROID.exec(line) ?? IOS.exec(line);
  if (match === null) return null;
  const [, first = '', second = '', third = '', hour = '', minute = '', seconds = '', meridiem, rest = ''] = match;
  const yearFirst = first.length === 4;
  const year = yearFirst ? first : third;
  // A year has two or four digits; a day or month at most two.
  if ((year.length !== 2 && year.length !== 4) || (yearFirst ? third : first).length > 2) return null;
  return {
    date: [Number(first), Number(second), Number(third)],
    yearFirst,
    shortYear: year.length === 2,
    hour: Number(hour),
    minute: Number(minute),
    second: seconds === '' ? 0 : Number(seconds),
    hasSeconds: seconds !== '',
    meridiem: meridiem === undefined ? null : meridiem.toLowerCase() === 'a' ? 'am' : 'pm',
    ...senderAndText(rest),
  };
}
