// Reads a WhatsApp 'Export chat' text into its messages, each with the time the organiser's phone
// recorded for it (UTC, from the phone's wall clock at the given offset), its sender ('' for lines
// the chat writes itself) and its text; a line that starts no message continues the one before.
// A line that looks like a stamp but is earlier than the message before it was typed inside that
// message (a stamp can be typed), so it stays part of it: no text gets an earlier time than its own.

import { readChatHeader, type ChatHeader } from './chat-header';
import { dateOrderOf, INDIA_OFFSET_MINUTES, instantOf, type DateOrder } from './chat-time';
import { MAX_CHAT_EXPORT_BYTES } from './chat-limits';
import { withoutEditedMarker } from './edited-marker';

export type ChatMessage = {
  /** ISO 8601 UTC, or null for text before the first stamp or under a stamp that names no real time. */
  at: string | null;
  sender: string;
  text: string;
  /** The export marks it edited after sending: `at` is when it was first sent, not what it says now. */
  edited: boolean;
};

export type ChatReadOptions = {
  /** Minutes east of UTC the phone's clock was at: India (330) unless told. */
  offsetMinutes?: number;
  /** The order used when no date in the file settles it: day first unless told. */
  dateOrder?: DateOrder;
};

type Draft = { at: number | null; sender: string; lines: string[] };

function finish(draft: Draft): ChatMessage {
  const { text, edited } = withoutEditedMarker(draft.lines.join('\n'));
  return { at: draft.at === null ? null : new Date(draft.at).toISOString(), sender: draft.sender, text, edited };
}

/** The messages of an exported chat, in the file's order. */
export function parseChat(text: string, options: ChatReadOptions = {}): ChatMessage[] {
  const read = (text.length > MAX_CHAT_EXPORT_BYTES ? text.slice(0, MAX_CHAT_EXPORT_BYTES) : text).replace(/^\uFEFF/, '');
  const lines = read.split(/\r\n|\r|\n/);
  const headers: (ChatHeader | null)[] = lines.map(readChatHeader);
  const order = dateOrderOf(
    headers.filter((header): header is ChatHeader => header !== null),
    options.dateOrder ?? 'day-first',
  );
  const offset = options.offsetMinutes ?? INDIA_OFFSET_MINUTES;
  const drafts: Draft[] = [];
  let last: number | null = null;
  lines.forEach((line, index) => {
    const header = headers[index] ?? null;
    const at = header === null ? null : instantOf(header, order, offset);
    const continues = header === null || (at !== null && last !== null && at < last);
    const current = drafts.at(-1);
    if (continues && current !== undefined) {
      current.lines.push(line);
      return;
    }
    if (header === null) drafts.push({ at: null, sender: '', lines: [line] });
    else drafts.push({ at, sender: header.sender, lines: [header.text] });
    if (at !== null) last = at;
  });
  return drafts.filter((draft) => draft.lines.some((line) => line.trim() !== '') || draft.at !== null).map(finish);
}
