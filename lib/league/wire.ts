// The wire format of a signed update: 'PPL', a version digit, a kind byte (1: JSON body, 2:
// deflate-raw body), the 64-byte ECDSA signature (Web Crypto's raw r||s), then the body: the raw
// 65-byte public key followed by the payload.
// Version 1 signed the body alone, so its kind byte could be flipped unseen; version 2 signs the
// five header bytes and the body together, every byte but the signature's own. Version 1 is read,
// never written, so links, files and feeds made before version 2 still apply.

import { PUBLIC_KEY_BYTES } from './keys';

const WIRE_PREFIX = 'PPL';
export const WIRE_VERSIONS = { legacy: 1, current: 2 } as const;
export type WireVersion = (typeof WIRE_VERSIONS)[keyof typeof WIRE_VERSIONS];
export const WIRE_KINDS = { json: 1, deflate: 2 } as const;
export type WireKind = (typeof WIRE_KINDS)[keyof typeof WIRE_KINDS];
export const SIGNATURE_BYTES = 64;
/** 'PPL', the version digit and the kind byte. */
const HEADER_BYTES = WIRE_PREFIX.length + 2;
const VERSION_AT = WIRE_PREFIX.length;
const KIND_AT = VERSION_AT + 1;

export interface WireParts {
  version: WireVersion;
  kind: WireKind;
  signature: Uint8Array<ArrayBuffer>;
  /** What the signature covers: the body for version 1; the header, then the body, from version 2. */
  signed: Uint8Array<ArrayBuffer>;
  /** The key, then the payload. */
  body: Uint8Array<ArrayBuffer>;
  publicKey: Uint8Array<ArrayBuffer>;
  /** The payload as sent: JSON (kind 1) or deflated JSON (kind 2). */
  payload: Uint8Array<ArrayBuffer>;
}

function header(version: WireVersion, kind: WireKind): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(HEADER_BYTES);
  for (let index = 0; index < WIRE_PREFIX.length; index += 1) bytes[index] = WIRE_PREFIX.charCodeAt(index);
  bytes[VERSION_AT] = 0x30 + version;
  bytes[KIND_AT] = kind;
  return bytes;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first, 0);
  bytes.set(second, first.length);
  return bytes;
}

/** What a signer signs for a body of this version and kind. */
export function signedBytes(version: WireVersion, kind: WireKind, body: Uint8Array): Uint8Array<ArrayBuffer> {
  return version === WIRE_VERSIONS.legacy ? new Uint8Array(body) : concat(header(version, kind), body);
}

export function encodeWire(version: WireVersion, kind: WireKind, signature: Uint8Array, body: Uint8Array): Uint8Array<ArrayBuffer> {
  return concat(concat(header(version, kind), signature), body);
}

function versionOf(byte: number | undefined): WireVersion | null {
  if (byte === 0x30 + WIRE_VERSIONS.legacy) return WIRE_VERSIONS.legacy;
  if (byte === 0x30 + WIRE_VERSIONS.current) return WIRE_VERSIONS.current;
  return null;
}

/** The parts of an update, or null when the bytes are not one (no magic, an unknown version or kind, too short). */
export function decodeWire(bytes: Uint8Array): WireParts | null {
  if (bytes.length <= HEADER_BYTES + SIGNATURE_BYTES + PUBLIC_KEY_BYTES) return null;
  for (let index = 0; index < WIRE_PREFIX.length; index += 1) {
    if (bytes[index] !== WIRE_PREFIX.charCodeAt(index)) return null;
  }
  const version = versionOf(bytes[VERSION_AT]);
  const kind = bytes[KIND_AT];
  if (version === null || (kind !== WIRE_KINDS.json && kind !== WIRE_KINDS.deflate)) return null;
  const body = bytes.slice(HEADER_BYTES + SIGNATURE_BYTES);
  return {
    version,
    kind,
    signature: bytes.slice(HEADER_BYTES, HEADER_BYTES + SIGNATURE_BYTES),
    signed: signedBytes(version, kind, body),
    body,
    publicKey: body.slice(0, PUBLIC_KEY_BYTES),
    payload: body.slice(PUBLIC_KEY_BYTES),
  };
}
