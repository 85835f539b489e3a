// Every picks link in an exported chat with the time the organiser's phone recorded for the
// message carrying it: the time a chat export can prove the link had arrived by. A link's first
// message with a time wins; an edited message's time proves nothing about a link in it (the link
// may have been edited in later), so it gives no time. Bounded like findPicksLinks.

import { findPicksLinks } from '../picks/find-picks-links';
import { MAX_PICKS_LINKS } from './chat-limits';
import { parseChat, type ChatReadOptions } from './parse-chat';

export type ChatPick = {
  /** The base64url after `#picks=`, not yet decoded or verified. */
  payload: string;
  /** ISO 8601 UTC, or null when no message carrying it has a time that proves arrival. */
  at: string | null;
  sender: string;
  /** The message it was taken from was edited after sending (then `at` is null). */
  edited: boolean;
};

/** The picks links of an exported chat, in order of first appearance, each once. */
export function picksInChat(text: string, options: ChatReadOptions = {}): ChatPick[] {
  const found = new Map<string, ChatPick>();
  for (const message of parseChat(text, options)) {
    const at = message.edited ? null : message.at;
    for (const payload of findPicksLinks(message.text)) {
      const seen = found.get(payload);
      if (seen === undefined && found.size >= MAX_PICKS_LINKS) continue;
      if (seen === undefined || (seen.at === null && at !== null)) found.set(payload, { payload, at, sender: message.sender, edited: message.edited });
    }
  }
  return [...found.values()];
}
