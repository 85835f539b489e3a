// Every picks link in any text (one link, a whole chat copied, a chat export): the base64url
// payload after `/leagues#picks=`, each once, in order of first appearance. Payloads are not
// decoded here: whoever reads one verifies its signature over the exact bytes first.
// Bounded: the text is read up to MAX_CHAT_EXPORT_BYTES characters, at most MAX_PICKS_LINKS are kept.

import { MAX_CHAT_EXPORT_BYTES, MAX_PICKS_LINKS } from '../chat-export/chat-limits';
import { LEAGUES_PATH, MAX_LINK_LENGTH } from '../league-link';

// The payload is the longest run of base64url characters, so whatever follows a link in a chat
// (a space, '>', '.', ')', a zero-width or direction mark, a line break) ends it.
const PICKS_LINK = new RegExp(`${LEAGUES_PATH}/?#picks=([A-Za-z0-9_-]+)`, 'g');

/** The payloads of the picks links in `text`, first appearance first, without repeats. */
export function findPicksLinks(text: string): string[] {
  const read = text.length > MAX_CHAT_EXPORT_BYTES ? text.slice(0, MAX_CHAT_EXPORT_BYTES) : text;
  const found = new Set<string>();
  for (const match of read.matchAll(PICKS_LINK)) {
    const payload = match[1] ?? '';
    // Longer than any link this site makes: not a picks card, only a cost to carry.
    if (payload.length > MAX_LINK_LENGTH) continue;
    found.add(payload);
    if (found.size >= MAX_PICKS_LINKS) break;
  }
  return [...found];
}
