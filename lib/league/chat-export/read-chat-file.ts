// Reads a chat file an organiser chose or shared into text: a WhatsApp 'Export chat' .txt, or the
// .zip it comes in, of which only the chat's .txt is inflated (media never). Bounded: the file up
// to MAX_CHAT_EXPORT_BYTES, the text inflated from a .zip up to MAX_CHAT_TEXT_BYTES, so a zip
// bomb stops at the limit. Pages load this with import(), so it costs no page's first load.

import { MAX_CHAT_EXPORT_BYTES, MAX_CHAT_TEXT_BYTES } from './chat-limits';
import { readZipEntry, zipEntries, type ZipEntry } from './zip-entries';

export type ChatFileRefusal = 'too-large' | 'no-chat-text' | 'not-a-chat-file';

export type ChatFileResult = { ok: true; text: string } | { ok: false; reason: ChatFileRefusal };

const TEXT_FILE = /\.txt$/i;
const ZIP_FILE = /\.zip$/i;
// Android names the chat `WhatsApp Chat with Office Cup.txt`, iOS `_chat.txt`.
const CHAT_TEXT = /^(_chat\.txt|WhatsApp.*\.txt)$/i;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

function textOf(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** The chat's text entry: the one named like a chat, else the first .txt; never a folder or macOS's copies. */
function chatEntryOf(entries: readonly ZipEntry[]): ZipEntry | undefined {
  const texts = entries.filter((entry) => !entry.name.endsWith('/') && !entry.name.startsWith('__MACOSX/') && TEXT_FILE.test(entry.name));
  return texts.find((entry) => CHAT_TEXT.test(entry.name.split('/').at(-1) ?? '')) ?? texts[0];
}

async function readZip(bytes: Uint8Array): Promise<ChatFileResult> {
  const entries = zipEntries(bytes);
  if (entries === null) return { ok: false, reason: 'not-a-chat-file' };
  const entry = chatEntryOf(entries);
  if (entry === undefined) return { ok: false, reason: 'no-chat-text' };
  const read = await readZipEntry(bytes, entry, MAX_CHAT_TEXT_BYTES);
  if (!read.ok) return { ok: false, reason: read.reason === 'too-large' ? 'too-large' : 'not-a-chat-file' };
  return { ok: true, text: textOf(read.bytes) };
}

/** The chat text of a .txt or .zip chat export, or why there is none. */
export async function readChatFile(bytes: Uint8Array, name: string): Promise<ChatFileResult> {
  if (bytes.length > MAX_CHAT_EXPORT_BYTES) return { ok: false, reason: 'too-large' };
  // By content first: a shared file's name may have lost its extension.
  if (isZip(bytes) || ZIP_FILE.test(name)) return readZip(bytes);
  if (TEXT_FILE.test(name)) return { ok: true, text: textOf(bytes) };
  return { ok: false, reason: 'not-a-chat-file' };
}
