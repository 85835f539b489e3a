// An update file (`.predictoplay-league`): one signed update as base64url inside a small JSON
// envelope, the feed file's shape under its own format name, for updates too long for a link
// and for 'Open update file'. Reading only unwraps the bytes; readUpdate decides what they say.

import { envelopeText, readEnvelope } from './update-envelope';

export const UPDATE_FILE_FORMAT = 'predictoplay-league-update';
export const UPDATE_FILE_VERSION = 1;
export const UPDATE_FILE_EXTENSION = '.predictoplay-league';

export function updateFileText(updateBytes: Uint8Array): string {
  return envelopeText(UPDATE_FILE_FORMAT, UPDATE_FILE_VERSION, updateBytes);
}

/** 'office-cup-12.predictoplay-league': the league's name and the last event the file carries. */
export function updateFileName(leagueName: string, lastSeq: number): string {
  const slug = leagueName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'league';
  return `${slug}-${lastSeq}${UPDATE_FILE_EXTENSION}`;
}

/** The update's bytes, or null when the text is not an update file of this version. */
export function readUpdateFile(text: string): Uint8Array | null {
  return readEnvelope(text, UPDATE_FILE_FORMAT, UPDATE_FILE_VERSION);
}
