// An operator's key pair: ECDSA P-256 with SHA-256, Web Crypto only, so Node (the command line)
// and the browser run the same code. The private key travels as a JWK (the key file); the public
// key as base64url of its raw 65-byte form, which is what updates carry and browsers pin.

import { fromBase64Url, toBase64Url } from './encoding';

export const ECDSA_KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ECDSA_SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** A raw uncompressed P-256 point: 0x04, then x and y of 32 bytes each. */
export const PUBLIC_KEY_BYTES = 65;

export interface LeagueKeys {
  privateJwk: JsonWebKey;
  /** base64url of the raw 65-byte public key. */
  publicKey: string;
}

export async function generateLeagueKeys(): Promise<LeagueKeys> {
  const pair = await crypto.subtle.generateKey(ECDSA_KEY, true, ['sign', 'verify']);
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
  return { privateJwk, publicKey: toBase64Url(new Uint8Array(raw)) };
}

/** The public key a private JWK belongs to (its x and y), or null when it is no P-256 key: checks a key file. */
export function publicKeyOfJwk(jwk: JsonWebKey): string | null {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string') return null;
  const x = fromBase64Url(jwk.x);
  const y = fromBase64Url(jwk.y);
  if (!x || !y || x.length !== 32 || y.length !== 32) return null;
  const raw = new Uint8Array(PUBLIC_KEY_BYTES);
  raw[0] = 4;
  raw.set(x, 1);
  raw.set(y, 33);
  return toBase64Url(raw);
}

export function importSigningKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', jwk, ECDSA_KEY, false, ['sign']);
}

/** The verifying key from raw bytes, or null when they are not a P-256 point. */
export async function importVerifyingKey(raw: Uint8Array): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey('raw', new Uint8Array(raw), ECDSA_KEY, false, ['verify']);
  } catch {
    return null;
  }
}
