// The wire format of a signed update: 'PPL1', a kind byte (1: JSON body, 2: deflate-raw body),
// the 64-byte ECDSA signature (Web Crypto's raw r||s), then the body. The body is the raw 65-byte
// public key followed by the payload; the signature covers the whole body, exactly as sent.

import { PUBLIC_KEY_BYTES } from './keys';

export const WIRE_MAGIC = 'PPL1';
export const WIRE_KINDS = { json: 1, deflate: 2 } as const;
export type WireKind = (typeof WIRE_KINDS)[keyof typeof WIRE_KINDS];
export const SIGNATURE_BYTES = 64;
const HEADER_BYTES = WIRE_MAGIC.length + 1;

export interface WireParts {
  kind: WireKind;
  signature: Uint8Array<ArrayBuffer>;
  /** What the signature covers: the key, then the payload. */
  body: Uint8Array<ArrayBuffer>;
  publicKey: Uint8Array<ArrayBuffer>;
  /** The payload as sent: JSON (kind 1) or deflated JSON (kind 2). */
  payload: Uint8Array<ArrayBuffer>;
}

export function encodeWire(kind: WireKind, signature: Uint8Array, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(HEADER_BYTES + SIGNATURE_BYTES + body.length);
  for (let index = 0; index < WIRE_MAGIC.length; index += 1) bytes[index] = WIRE_MAGIC.charCodeAt(index);
  bytes[WIRE_MAGIC.length] = kind;
  bytes.set(signature, HEADER_BYTES);
  bytes.set(body, HEADER_BYTES + SIGNATURE_BYTES);
  return bytes;
}

/** The parts of an update, or null when the bytes are not one (no magic, an unknown kind, too short). */
export function decodeWire(bytes: Uint8Array): WireParts | null {
  if (bytes.length <= HEADER_BYTES + SIGNATURE_BYTES + PUBLIC_KEY_BYTES) return null;
  for (let index = 0; index < WIRE_MAGIC.length; index += 1) {
    if (bytes[index] !== WIRE_MAGIC.charCodeAt(index)) return null;
  }
  const kind = bytes[WIRE_MAGIC.length];
  if (kind !== WIRE_KINDS.json && kind !== WIRE_KINDS.deflate) return null;
  const body = bytes.slice(HEADER_BYTES + SIGNATURE_BYTES);
  return {
    kind,
    signature: bytes.slice(HEADER_BYTES, HEADER_BYTES + SIGNATURE_BYTES),
    body,
    publicKey: body.slice(0, PUBLIC_KEY_BYTES),
    payload: body.slice(PUBLIC_KEY_BYTES),
  };
}
