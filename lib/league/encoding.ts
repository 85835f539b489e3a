// The byte-to-text encodings leagues use: unpadded base64url for keys, signatures, hashes and
// whole updates (URL- and JSON-safe), and lowercase RFC 4648 base32 for league ids. Decoding is
// strict and canonical: one text per byte string, so a changed character is always changed bytes.

const BASE64URL_PATTERN = /^[A-Za-z0-9_-]*$/;
const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Unpadded base64url. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // Chunked so a megabyte-sized update doesn't build one huge argument list.
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of unpadded base64url text, or null for anything else (padding, other characters, unused bits set). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL_PATTERN.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  // A last character whose unused bits are set decodes to the same bytes as the canonical one:
  // refused, so that no two texts carry the same update.
  return toBase64Url(bytes) === text ? bytes : null;
}

/** RFC 4648 base32 in lowercase, without padding. */
export function base32Lower(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      text += BASE32_ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return text;
}
