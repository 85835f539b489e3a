// The id and key shapes leagues and picks share: a league's id, an event's hash, a raw public key,
// a league question's id and a private key as Web Crypto exports it. A leaf of its own, so the
// league, the operated league and the picks records import it without importing each other.

import * as v from 'valibot';

export const leagueIdSchema = v.pipe(v.string(), v.regex(/^[a-z2-7]{16}$/, 'Expected a league id'));

/** SHA-256 as unpadded base64url: 43 characters. */
export const eventHashSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Expected an event hash'));

/** A raw uncompressed P-256 public key (65 bytes) as unpadded base64url: 87 characters. */
export const publicKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/, 'Expected a public key'));

/** A league question's id: `<leagueId>.<n>`, n counting from 1 in the order questions were added. */
export const leagueQuestionIdSchema = v.pipe(v.string(), v.regex(/^[a-z2-7]{16}\.[1-9][0-9]{0,8}$/, 'Expected a league question id'));

/** A P-256 coordinate or private scalar: 32 bytes as unpadded base64url. */
const coordinateSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Expected a P-256 key part'));

/** Checked minimally: what Web Crypto exports for an ECDSA P-256 private key, and no other field. */
export const privateJwkSchema = v.strictObject({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  d: coordinateSchema,
  x: coordinateSchema,
  y: coordinateSchema,
  ext: v.optional(v.boolean()),
  key_ops: v.optional(v.array(v.string())),
});
