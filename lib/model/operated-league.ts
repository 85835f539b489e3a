// A league run from this browser: the operator's private key (a JWK) and the league's whole event
// log. Operating is per account; the key leaves the browser only through 'Download league key' and
// a backup made with 'include my league keys'. The events here are the operator's truth; what
// this browser has applied of them is its League record (league.ts).

import * as v from 'valibot';
import { idSchema, isoTimeSchema, wholeCountSchema } from './fields';
import { eventHashSchema, leagueEventSchema, leagueIdSchema, publicKeySchema } from './league';

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

export const operatedLeagueSchema = v.pipe(
  v.strictObject({
    /** The league's id, derived from publicKey. */
    id: leagueIdSchema,
    /** The account that operates it. */
    accountId: idSchema,
    privateJwk: privateJwkSchema,
    publicKey: publicKeySchema,
    events: v.array(leagueEventSchema),
    /** hashes[i] is the hash of events[i]. */
    hashes: v.array(eventHashSchema),
    /** The last seq put in an update link or file; 0 before any. */
    sharedUpTo: wholeCountSchema,
    createdAt: isoTimeSchema,
  }),
  v.check((league) => league.hashes.length === league.events.length, 'A hash per event'),
  v.check((league) => league.sharedUpTo <= league.events.length, 'Shared up to an event it holds'),
);

export type PrivateJwk = v.InferOutput<typeof privateJwkSchema>;
export type OperatedLeague = v.InferOutput<typeof operatedLeagueSchema>;
