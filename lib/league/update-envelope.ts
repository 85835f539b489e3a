// The small JSON envelope both league files use (the site's feed and an update file): a format
// name, a version and one signed update as base64url. Unwrapping only returns the bytes; what they
// say is trusted only after readUpdate has verified them.

import { parseJson } from '../json/parse-json';
import { fromBase64Url, toBase64Url } from './encoding';

export function envelopeText(format: string, version: number, updateBytes: Uint8Array): string {
  return `${JSON.stringify({ format, version, update: toBase64Url(updateBytes) }, null, 2)}\n`;
}

/** The update's bytes, or null when the text is not an envelope of this format and version. */
export function readEnvelope(text: string, format: string, version: number): Uint8Array | null {
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object') return null;
  const found = parsed.value as Record<string, unknown>;
  if (found.format !== format || found.version !== version || typeof found.update !== 'string') return null;
  return fromBase64Url(found.update);
}
