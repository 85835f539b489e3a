// Picks: what travels from a player back to a league's organiser, and what the organiser's
// browser, the witness, keeps of it and publishes. A player has one key pair per league (a
// PlayerKey); each bet is a pick whose id is the player's id plus a random 64-bit value, so a
// backup restored on a second phone never collides with the first. A picks card is every pick the
// player has made in the league, signed with the player's key. The organiser records when each
// card reached it (its own clock, or the time its phone recorded a chat message), counts what
// arrived in time from an admitted player within that player's league wallet, and publishes a
// snapshot (the counted crowd, the standings, and how far each player's picks were judged) in its
// next update. Each record kind here is declared once and imported wherever it is needed.

import * as v from 'valibot';
import { PICK_ID_PATTERN } from './pick-id-pattern';
import { CHOICES } from './position';
import { isoTimeSchema, wholeCountSchema } from './fields';
import { leagueIdSchema, leagueQuestionIdSchema, privateJwkSchema, publicKeySchema } from './league-fields';
import { PICK_REFUSALS, pickRefusalSchema, type PickRefusal } from './pick-refusal';

/** A player's id in a league: like a league's, the first 16 base32 characters of SHA-256 over the raw public key. */
export const playerIdSchema = v.pipe(v.string(), v.regex(/^[a-z2-7]{16}$/, 'Expected a player id'));

/** A pick's id: `<playerId>.<16 hex digits>`, the random part 64 bits. It is also the position's id. */
export const pickIdSchema = v.pipe(v.string(), v.regex(PICK_ID_PATTERN, 'Expected a pick id'));

/** A player's name in a league's standings (default: their username). */
export const PLAYER_NAME_LENGTH = { min: 1, max: 30 } as const;
export const playerNameSchema = v.pipe(v.string(), v.minLength(PLAYER_NAME_LENGTH.min), v.maxLength(PLAYER_NAME_LENGTH.max));

/** The most picks one card carries; a player past it sends a file (links are cut by chat apps long before). */
export const MAX_PICKS_PER_CARD = 2_000;

/**
 * This browser's key pair for one account in one league, kept on the account's membership (so
 * IndexedDB holds it as a JWK and the backup carries it). Made when the account joins or follows.
 */
export const playerKeySchema = v.strictObject({
  playerId: playerIdSchema,
  publicKey: publicKeySchema,
  privateJwk: privateJwkSchema,
  /** The name the organiser's standings show. */
  name: playerNameSchema,
  createdAt: isoTimeSchema,
  /** The newest signing time of a picks card this player sent (shared, copied or downloaded); absent before any. */
  sentAt: v.optional(isoTimeSchema),
});

/** One bet as a picks card carries it. `placedAt` is the player's own clock: shown, never proof of arrival. */
export const pickSchema = v.strictObject({
  id: pickIdSchema,
  questionId: leagueQuestionIdSchema,
  choice: v.picklist(CHOICES),
  amount: v.pipe(wholeCountSchema, v.minValue(1)),
  placedAt: isoTimeSchema,
});

/**
 * A cash-out as a picks card carries it: a part of a counted pick's stake taken out for `value`
 * coins, priced on the counted crowd of the update signed at `pricedAt`. Its id is a new pick id of
 * the same player; `placedAt` is the player's clock.
 */
export const cashOutPickSchema = v.strictObject({
  id: pickIdSchema,
  pickId: pickIdSchema,
  amount: v.pipe(wholeCountSchema, v.minValue(1)),
  value: v.pipe(wholeCountSchema, v.minValue(1)),
  pricedAt: isoTimeSchema,
  placedAt: isoTimeSchema,
});

/** What a picks card's signed body carries after the player's raw public key. */
export const picksPayloadSchema = v.strictObject({
  kind: v.literal('picks'),
  league: leagueIdSchema,
  name: playerNameSchema,
  /** The player's clock when the card was made: every pick placed up to it is in the card. */
  signedAt: isoTimeSchema,
  picks: v.pipe(v.array(pickSchema), v.maxLength(MAX_PICKS_PER_CARD)),
  /** Every cash-out of the player's picks (absent before any, and from cards made before cash-outs). */
  cashOuts: v.optional(v.pipe(v.array(cashOutPickSchema), v.maxLength(MAX_PICKS_PER_CARD))),
});

export { PICK_REFUSALS, pickRefusalSchema, type PickRefusal };

/** How a card reached the organiser: its clock on opening a link, pasted text or a file, or a chat message's own time. */
export const ARRIVAL_PROOFS = ['received', 'chat-message'] as const;

/**
 * When the organiser first had a pick or cash-out in hand: its own clock on collecting it, never
 * earlier than its last event, and never moved by a chat time proving an earlier arrival. Nothing
 * collected after a question's result counts on it. Absent in records from before: read as arrivedAt.
 */
const collectedAtField = { collectedAt: v.optional(isoTimeSchema) };

/** A pick as the organiser collected it: the pick, whose it is, when it provably arrived and when it was collected. */
export const collectedPickSchema = v.strictObject({
  ...pickSchema.entries,
  playerId: playerIdSchema,
  arrivedAt: isoTimeSchema,
  proof: v.picklist(ARRIVAL_PROOFS),
  ...collectedAtField,
});

/** A cash-out as the organiser collected it, like a pick. */
export const collectedCashOutSchema = v.strictObject({
  ...cashOutPickSchema.entries,
  playerId: playerIdSchema,
  arrivedAt: isoTimeSchema,
  proof: v.picklist(ARRIVAL_PROOFS),
  ...collectedAtField,
});

export const PLAYER_ADMISSIONS = ['pending', 'admitted', 'ignored'] as const;

/** A player the organiser has heard from. Only an admitted player's picks count; admitting is remembered. */
export const leaguePlayerSchema = v.strictObject({
  playerId: playerIdSchema,
  publicKey: publicKeySchema,
  name: playerNameSchema,
  admission: v.picklist(PLAYER_ADMISSIONS),
  firstSeenAt: isoTimeSchema,
  /**
   * The organiser's clock when the player was last admitted: nothing of theirs counts on a question
   * whose result came before it. Absent in records from before (and while never admitted): read as firstSeenAt.
   */
  admittedAt: v.optional(isoTimeSchema),
  /** The newest card signing time collected from this player: every pick they placed up to it has been judged. */
  through: isoTimeSchema,
});

/** The counted crowd on one question. */
export const crowdRowSchema = v.strictObject({
  questionId: leagueQuestionIdSchema,
  yesCoins: wholeCountSchema,
  noCoins: wholeCountSchema,
  /** Players with a counted pick on each side (a player counts once per side). */
  yesPlayers: wholeCountSchema,
  noPlayers: wholeCountSchema,
  /** Coins counted cash-outs left in the pool (the part not returned); absent when none. */
  keptCoins: v.optional(wholeCountSchema),
});

/**
 * What one counted pick on a question resolved YES or NO returns in a league that shares the pool:
 * its share of the pool ('win'), or its stake when nobody counted was on the winning side ('refund').
 * A losing pick returns nothing and is not listed.
 */
export const payoutSchema = v.strictObject({
  id: pickIdSchema,
  amount: v.pipe(wholeCountSchema, v.minValue(1)),
  kind: v.picklist(['win', 'refund']),
});

const netSchema = v.pipe(v.number(), v.safeInteger());

/** One admitted player's line in the standings. Net winnings are payouts minus stakes of settled counted picks, by the result's time. */
export const standingSchema = v.strictObject({
  playerId: playerIdSchema,
  name: playerNameSchema,
  balance: wholeCountSchema,
  week: netSchema,
  month: netSchema,
  all: netSchema,
  won: wholeCountSchema,
  settled: wholeCountSchema,
});

/** How far one player's picks have been judged, and which were refused and why. */
export const judgedSchema = v.strictObject({
  playerId: playerIdSchema,
  through: isoTimeSchema,
  refused: v.array(v.strictObject({ id: pickIdSchema, reason: pickRefusalSchema })),
});

/** The organiser's published count, a section of an update's signed payload tied to its last seq. */
export const snapshotSchema = v.strictObject({
  seq: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  crowd: v.array(crowdRowSchema),
  standings: v.array(standingSchema),
  judged: v.array(judgedSchema),
  /** A pool-share league's: what every counted pick on a question resolved YES or NO returns (absent in a fixed league). */
  payouts: v.optional(v.array(payoutSchema)),
});

export type PlayerKey = v.InferOutput<typeof playerKeySchema>;
export type Pick = v.InferOutput<typeof pickSchema>;
export type PicksPayload = v.InferOutput<typeof picksPayloadSchema>;
export type CashOutPick = v.InferOutput<typeof cashOutPickSchema>;
export type CollectedCashOut = v.InferOutput<typeof collectedCashOutSchema>;
export type Payout = v.InferOutput<typeof payoutSchema>;
export type ArrivalProof = (typeof ARRIVAL_PROOFS)[number];
export type CollectedPick = v.InferOutput<typeof collectedPickSchema>;
export type PlayerAdmission = (typeof PLAYER_ADMISSIONS)[number];
export type LeaguePlayer = v.InferOutput<typeof leaguePlayerSchema>;
export type CrowdRow = v.InferOutput<typeof crowdRowSchema>;
export type Standing = v.InferOutput<typeof standingSchema>;
export type Judged = v.InferOutput<typeof judgedSchema>;
export type Snapshot = v.InferOutput<typeof snapshotSchema>;
