// The site's feed file: one signed update (the whole log) as base64url inside a small JSON
// envelope, published with the deploy at FEED_PATH (feed-path.ts). Reading it only unwraps the bytes; what they
// say is trusted only after readUpdate has verified them.

import { envelopeText, readEnvelope } from './update-envelope';

export const FEED_FORMAT = 'predictoplay-league-feed';
export const FEED_VERSION = 1;

export function feedFileText(updateBytes: Uint8Array): string {
  return envelopeText(FEED_FORMAT, FEED_VERSION, updateBytes);
}

/** The update's bytes, or null when the text is not a feed file of this version. */
export function readFeedFile(text: string): Uint8Array | null {
  return readEnvelope(text, FEED_FORMAT, FEED_VERSION);
}
