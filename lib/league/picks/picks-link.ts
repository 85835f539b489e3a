// How a picks card travels: in the fragment of a `/leagues#picks=…` link (league-link.ts makes and
// reads every league link), or, past a link's length, in a small JSON file under its own format
// name. Unwrapping only returns the bytes; readPicksCard decides what they say.

import { envelopeText, readEnvelope } from '../update-envelope';

export { picksLinkFor } from '../league-link';

export const PICKS_FILE_FORMAT = 'predictoplay-picks';
export const PICKS_FILE_VERSION = 1;
export const PICKS_FILE_EXTENSION = '.predictoplay-picks';

export function picksFileText(bytes: Uint8Array): string {
  return envelopeText(PICKS_FILE_FORMAT, PICKS_FILE_VERSION, bytes);
}

/** The card's bytes, or null when the text is not a picks file of this version. */
export function readPicksFile(text: string): Uint8Array | null {
  return readEnvelope(text, PICKS_FILE_FORMAT, PICKS_FILE_VERSION);
}

/** 'office-cup-asha.predictoplay-picks': the league's and the player's names. */
export function picksFileName(leagueName: string, playerName: string): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const name = [slug(leagueName), slug(playerName)].filter((part) => part !== '').join('-') || 'picks';
  return `${name}${PICKS_FILE_EXTENSION}`;
}
