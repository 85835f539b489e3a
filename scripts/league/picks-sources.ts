// The files `picks` reads, each into the picks cards it holds: a picks file (one card), a WhatsApp
// chat export (.txt, or the .zip it comes in: every picks link with its message's time), or any
// other text holding picks links. A file is refused by its size before it is read, and one that
// cannot be read or holds no picks link at all is refused with why; the cards are not verified
// here (commands/picks.ts verifies each over its exact bytes).

import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAX_CHAT_EXPORT_BYTES } from '../../lib/league/chat-export/chat-limits';
import { picksInChat } from '../../lib/league/chat-export/picks-in-chat';
import { readChatFile } from '../../lib/league/chat-export/read-chat-file';
import { fromBase64Url } from '../../lib/league/encoding';
import { COLLECT_WORDS } from '../../lib/league/organiser/collect-words';
import { findPicksLinks } from '../../lib/league/picks/find-picks-links';
import { PICKS_FILE_EXTENSION, readPicksFile } from '../../lib/league/picks/picks-link';
import { fileTooLarge, MAX_FILE_BYTES } from '../../lib/files/file-cap';
import { fileTooLargeText } from '../../lib/files/file-words';
import { refusal, type Refusal } from './cli-context';

export interface FoundCard {
  /** The file it came from, as the messages name it. */
  source: string;
  /** The card's bytes, or null when a link's characters are not base64url. */
  bytes: Uint8Array | null;
  /** The chat message's own time (ISO), when the link came from an export and its message proves one. */
  at: string | null;
}

const CHAT_FILE = /\.(txt|zip)$/i;

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

const NOT_PICKS = `it is not a picks file (${PICKS_FILE_EXTENSION}), a WhatsApp chat export (.txt or .zip) or a text holding picks links.`;

const CHAT_REFUSALS = {
  'too-large': COLLECT_WORDS.fileTooLarge,
  'no-chat-text': 'the .zip holds no chat text (.txt): export the chat again.',
  'not-a-chat-file': NOT_PICKS,
} as const;

function readBytes(path: string, chat: boolean): { ok: true; bytes: Uint8Array } | Refusal {
  try {
    const size = statSync(path).size;
    if (chat && size > MAX_CHAT_EXPORT_BYTES) return refusal(`${path}: ${COLLECT_WORDS.fileTooLarge}`);
    const tooLarge = chat ? null : fileTooLarge(size, MAX_FILE_BYTES);
    if (tooLarge) return refusal(`${path}: ${fileTooLargeText(tooLarge)}`);
    return { ok: true, bytes: new Uint8Array(readFileSync(path)) };
  } catch {
    return refusal(`Cannot read ${path}.`);
  }
}

/** A chat's links with their messages' times (a link outside any timed message has none). */
function linksInChat(path: string, text: string): FoundCard[] {
  return picksInChat(text).map(({ payload, at }) => ({ source: path, bytes: fromBase64Url(payload), at }));
}

/** Every picks card one FILE argument holds, or why the file cannot be used. */
export async function readPicksSource(cwd: string, file: string): Promise<{ ok: true; found: FoundCard[] } | Refusal> {
  const path = resolve(cwd, file);
  const chat = CHAT_FILE.test(path);
  const read = readBytes(path, chat);
  if (!read.ok) return read;
  const { bytes } = read;
  let found: FoundCard[];
  if (isZip(bytes)) {
    const text = await readChatFile(bytes, path);
    if (!text.ok) return refusal(`${path}: ${CHAT_REFUSALS[text.reason]}`);
    found = linksInChat(path, text.text);
  } else {
    const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    const card = readPicksFile(text);
    if (card) found = [{ source: path, bytes: card, at: null }];
    else if (chat) found = linksInChat(path, text);
    else found = findPicksLinks(text).map((payload) => ({ source: path, bytes: fromBase64Url(payload), at: null }));
  }
  if (found.length === 0) return refusal(`${path} holds no picks: ${NOT_PICKS}`);
  return { ok: true, found };
}
