// What another app shared into the installed app, read once by the leagues page. A share arrives
// by the manifest's POST: the service worker keeps its text and file in Cache Storage and sends
// the page to the landing URL (`?collect=shared`), where this reads both and deletes them, so a
// share is handed over once. Text in the page's own query (title, text, url) is read too, for a
// browser that shares by GET. Every cache access is wrapped: a refused or missing Cache Storage
// costs only the shared file, never the page.

import { fileTooLarge, type FileTooLarge } from '../files/file-cap';
import {
  MAX_SHARED_FILE_BYTES,
  SHARED_CACHE,
  SHARED_FILE_KEY,
  SHARED_NAME_HEADER,
  SHARED_REFUSED_PARAM,
  SHARED_TEXT_KEY,
  SHARE_FIELDS,
} from '../share/share-target';

export interface SharedFile {
  name: string;
  bytes: Uint8Array;
}

export interface SharedIntake {
  /** The shared title, text and link, one per line; null when none was shared. */
  text: string | null;
  file: SharedFile | null;
  /** Set when a shared file was over the cap and so was neither kept nor read. */
  refused?: FileTooLarge;
}

/** The part of a cached response this reads. */
interface SharedResponse {
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The part of Cache Storage this uses (the browser's `caches`, or a test's fake). */
export interface SharedCaches {
  open(name: string): Promise<{
    match(key: string): Promise<SharedResponse | undefined>;
    delete(key: string): Promise<boolean>;
  }>;
}

/** The name a file arrived with; a name that cannot be decoded is a generic one, never a failure. */
const FALLBACK_NAME = 'shared-chat.txt';

function nameOf(response: SharedResponse): string {
  const encoded = response.headers.get(SHARED_NAME_HEADER);
  if (!encoded) return FALLBACK_NAME;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return FALLBACK_NAME;
  }
}

function joinLines(parts: ReadonlyArray<string | null | undefined>): string | null {
  const lines = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return lines.length === 0 ? null : lines.join('\n');
}

interface Stored {
  text: string | null;
  file: SharedFile | null;
  tooLarge: boolean;
}

const NOTHING_STORED: Stored = { text: null, file: null, tooLarge: false };

async function takeStored(cacheStorage: SharedCaches): Promise<Stored> {
  try {
    const cache = await cacheStorage.open(SHARED_CACHE);
    const [textResponse, fileResponse] = await Promise.all([cache.match(SHARED_TEXT_KEY), cache.match(SHARED_FILE_KEY)]);
    const text = textResponse ? await textResponse.text() : null;
    let file: SharedFile | null = null;
    let tooLarge = false;
    if (fileResponse) {
      // The worker keeps nothing over the cap; a file that is anyway (an older worker) is dropped unread when its length says so.
      const declared = Number(fileResponse.headers.get('content-length'));
      const bytes = declared > MAX_SHARED_FILE_BYTES ? null : new Uint8Array(await fileResponse.arrayBuffer());
      if (bytes === null || fileTooLarge(bytes.byteLength, MAX_SHARED_FILE_BYTES)) tooLarge = true;
      else file = { name: nameOf(fileResponse), bytes };
    }
    await Promise.all([cache.delete(SHARED_TEXT_KEY), cache.delete(SHARED_FILE_KEY)]);
    return { text, file, tooLarge };
  } catch {
    return NOTHING_STORED;
  }
}

/**
 * What was shared into this page, or null when nothing was. The stored share is read only on the
 * landing URL and deleted once read; `cacheStorage` is absent where the browser has none.
 */
export async function readSharedIntake(location: Pick<Location, 'search'>, cacheStorage?: SharedCaches): Promise<SharedIntake | null> {
  const params = new URLSearchParams(location.search);
  const landed = params.get('collect') === 'shared';
  const stored = landed && cacheStorage ? await takeStored(cacheStorage) : NOTHING_STORED;
  const text = joinLines([params.get(SHARE_FIELDS.title), params.get(SHARE_FIELDS.text), params.get(SHARE_FIELDS.url), stored.text]);
  const tooLarge = stored.tooLarge || (landed && params.get(SHARED_REFUSED_PARAM) === 'too-large');
  if (text === null && stored.file === null && !tooLarge) return null;
  const intake: SharedIntake = { text, file: stored.file };
  if (tooLarge) intake.refused = { reason: 'file-too-large', maxBytes: MAX_SHARED_FILE_BYTES };
  return intake;
}
