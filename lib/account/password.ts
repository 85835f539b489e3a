// Password hashing with Web Crypto: PBKDF2-SHA-256, a random 16-byte salt per account and
// 600,000 iterations. Only the salt, the derived key and the iteration count are ever stored.
// The crypto implementation is passed in, so a browser without it gets a clear error upstream.

import type { PasswordHash } from '../model/account';

export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
const KEY_BITS = 256;

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, subtle: SubtleCrypto): Promise<string> {
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS);
  return toBase64(new Uint8Array(bits));
}

export async function hashPassword(password: string, crypto: Crypto, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: toBase64(salt), hash: await derive(password, salt, iterations, crypto.subtle), iterations };
}

/** Compares every character, so the time taken does not tell how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: PasswordHash, crypto: Crypto): Promise<boolean> {
  const hash = await derive(password, fromBase64(stored.salt), stored.iterations, crypto.subtle);
  return sameText(hash, stored.hash);
}
