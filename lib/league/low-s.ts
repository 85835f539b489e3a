// ECDSA signatures come in twins: (r, s) and (r, n - s) verify the same message under the same
// key, so a signed update would have two texts. Web Crypto's P-256 signer returns either, about
// half the time each; the signer keeps the low one (s <= n / 2) and readers of wire version 2
// accept only that one, as Bitcoin's BIP 62 and minisign's one-text rule do.

import { SIGNATURE_BYTES } from './wire';

/** The order of P-256's base point. */
const CURVE_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const HALF_ORDER = CURVE_ORDER >> 1n;
const HALF = SIGNATURE_BYTES / 2;

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function toBytes(value: bigint, length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let rest = value;
  for (let index = length - 1; index >= 0; index -= 1) {
    bytes[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

/** Whether a raw r||s signature has r and s in 1..n-1 and s in the lower half. */
export function isLowS(signature: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES) return false;
  const r = toBigInt(signature.subarray(0, HALF));
  const s = toBigInt(signature.subarray(HALF));
  return r > 0n && r < CURVE_ORDER && s > 0n && s <= HALF_ORDER;
}

/** The signature's low-S twin: the same signature when s is already low. */
export function toLowS(signature: Uint8Array): Uint8Array<ArrayBuffer> {
  const s = toBigInt(signature.subarray(HALF));
  if (s <= HALF_ORDER) return new Uint8Array(signature);
  const twin = new Uint8Array(SIGNATURE_BYTES);
  twin.set(signature.subarray(0, HALF), 0);
  twin.set(toBytes(CURVE_ORDER - s, HALF), HALF);
  return twin;
}
