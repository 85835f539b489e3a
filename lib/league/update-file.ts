// An update file (`.predictoplay-league`): one signed update as base64url inside a small JSON
// envelope, the feed file's shape under its own format name, for updates too long for a link
// and for 'Open update file'. Reading only unwraps the bytes; readUpdate decides what they say.

import { parseJson } from '../json/parse-json';
import { fromBase64Url, toBase64Url } from './encoding';

export const UPDATE_FILE_FORMAT = 'predictoplay-league-update';
export const UPDATE_FILE_VERSION = 1;
export const UPDATE_FILE_EXTENSION = '.predictoplay-league';

export function updateFileText(updateBytes: Uint8Array): string {
  return `${JSON.stringify({ format: UPDATE_FILE_FORMAT, version: UPDATE_FILE_VERSION, update: toBase64Url(updateBytes) }, null, 2)}\n`;
}

/** 'office-cup-12.predictoplay-league': the league's name and the last event the file carries. */
export function updateFileName(leagueName: string, lastSeq: number): string {
  const slug = leagueName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'league';
  return `${slug}-${lastSeq}${UPDATE_FILE_EXTENSION}`;
}

/** The update's bytes, or null when the text is not an update file of this version. */
export function readUpdateFile(text: string): Uint8Array | null {
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object') return null;
  const { format, version, update } = parsed.value as Record<string, unknown>;
  if (format !== UPDATE_FILE_FORMAT || version !== UPDATE_FILE_VERSION || typeof update !== 'string') return null;
  return fromBase64Url(update);
}
