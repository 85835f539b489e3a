// The site's feed file: one signed update (the whole log) as base64url inside a small JSON
// envelope, published with the deploy at FEED_PATH. Reading it only unwraps the bytes; what they
// say is trusted only after readUpdate has verified them.

import { parseJson } from '../json/parse-json';
import { fromBase64Url, toBase64Url } from './encoding';

export const FEED_PATH = '/league/feed.json';
export const FEED_FORMAT = 'predictoplay-league-feed';
export const FEED_VERSION = 1;

export function feedFileText(updateBytes: Uint8Array): string {
  return `${JSON.stringify({ format: FEED_FORMAT, version: FEED_VERSION, update: toBase64Url(updateBytes) }, null, 2)}\n`;
}

/** The update's bytes, or null when the text is not a feed file of this version. */
export function readFeedFile(text: string): Uint8Array | null {
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object') return null;
  const { format, version, update } = parsed.value as Record<string, unknown>;
  if (format !== FEED_FORMAT || version !== FEED_VERSION || typeof update !== 'string') return null;
  return fromBase64Url(update);
}
