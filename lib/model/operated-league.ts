// A league run from this browser: the operator's private key (a JWK) and the league's whole event
// log. Operating is per account; the key leaves the browser only through 'Download league key' and
// a backup made with 'include my league keys'. The events here are the operator's truth; what
// this browser has applied of them is its League record (league.ts).

import * as v from 'valibot';
import { idSchema, isoTimeSchema, wholeCountSchema } from './fields';
import { eventHashSchema, leagueEventSchema, leagueIdSchema, publicKeySchema } from './league';
import { privateJwkSchema } from './league-fields';
import { collectedCashOutSchema, collectedPickSchema, leaguePlayerSchema } from './picks';

export { privateJwkSchema };


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
    /** The players this browser has heard from, admitted or not (absent before any). */
    players: v.optional(v.array(leaguePlayerSchema)),
    /** Every pick collected, in the order collected, with when it provably arrived (absent before any). */
    picks: v.optional(v.array(collectedPickSchema)),
    /** Every cash-out collected, in the order collected, like picks (absent before any). */
    cashOuts: v.optional(v.array(collectedCashOutSchema)),
  }),
  v.check((league) => league.hashes.length === league.events.length, 'A hash per event'),
  v.check((league) => league.sharedUpTo <= league.events.length, 'Shared up to an event it holds'),
);

export type PrivateJwk = v.InferOutput<typeof privateJwkSchema>;
export type OperatedLeague = v.InferOutput<typeof operatedLeagueSchema>;
