// A league: an operator's key pair and a numbered, hash-chained list of signed events. The events
// are what travels (in the site's feed, later in links); a League record is what one browser
// keeps of a league it follows: the pinned key, how far it has applied, and each applied event's
// hash, so a replay is recognised and a different event at an applied seq is a conflict.

import * as v from 'valibot';
import { CATEGORIES } from '../market/categories';
import { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH } from '../market/market-limits';
import { isoTimeSchema, wholeCountSchema } from './fields';
import { snapshotSchema } from './picks';
import { PAYOUT_RULES, payoutRuleOf, type PayoutRule } from './payout-rule';
import { leagueIdSchema, eventHashSchema, publicKeySchema, leagueQuestionIdSchema } from './league-fields';

export { leagueIdSchema, eventHashSchema, publicKeySchema, leagueQuestionIdSchema };

/** The first 16 characters of the lowercase base32 of SHA-256 over the raw public key. */
export const LEAGUE_ID_LENGTH = 16;
/** A one-letter name is allowed: the issue's own example starts a league called "X". */
export const LEAGUE_NAME_LENGTH = { min: 1, max: 40 } as const;
export const STARTING_COINS = { min: 100, max: 1_000_000, default: 1_000 } as const;
/** The most events one update may carry; a league longer than this travels in several. */
export const MAX_EVENTS_PER_UPDATE = 5_000;


export const leagueNameSchema = v.pipe(v.string(), v.minLength(LEAGUE_NAME_LENGTH.min), v.maxLength(LEAGUE_NAME_LENGTH.max));

export const startingCoinsSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(STARTING_COINS.min),
  v.maxValue(STARTING_COINS.max),
);


export { PAYOUT_RULES, payoutRuleOf, type PayoutRule };
export const payoutRuleSchema = v.picklist(PAYOUT_RULES);

const seqSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** Every event: its place in the list, the hash of the one before ('' for event 1), and when the operator made it. */
const eventBase = { seq: seqSchema, prev: v.union([v.literal(''), eventHashSchema]), at: isoTimeSchema };

/** What a question is, as added: the same fields in its event and in a checkpoint. */
const questionFields = {
  id: leagueQuestionIdSchema,
  question: v.pipe(v.string(), v.minLength(QUESTION_LENGTH.min), v.maxLength(QUESTION_LENGTH.max)),
  category: v.picklist(CATEGORIES),
  description: v.pipe(v.string(), v.maxLength(DESCRIPTION_MAX_LENGTH)),
  endTime: isoTimeSchema,
};

export const leagueEventSchema = v.variant('type', [
  v.strictObject({ type: v.literal('started'), ...eventBase, name: leagueNameSchema, startingCoins: startingCoinsSchema, payout: v.optional(payoutRuleSchema) }),
  v.strictObject({ type: v.literal('question-added'), ...eventBase, ...questionFields }),
  v.strictObject({ type: v.literal('resolved'), ...eventBase, questionId: leagueQuestionIdSchema, outcome: v.picklist(['YES', 'NO']) }),
  v.strictObject({ type: v.literal('voided'), ...eventBase, questionId: leagueQuestionIdSchema }),
  v.strictObject({ type: v.literal('renamed'), ...eventBase, name: leagueNameSchema }),
]);

/** What a wire version 1 update's signed body carries after the public key: consecutive events, seq a to b. Read, never written. */
export const legacyPayloadSchema = v.strictObject({
  league: leagueIdSchema,
  name: leagueNameSchema,
  events: v.pipe(v.array(leagueEventSchema), v.minLength(1), v.maxLength(MAX_EVENTS_PER_UPDATE)),
});

/**
 * A league's state at event `seq`, ending at that event's hash: what applying events 1..seq gives,
 * an open question whole (with when it was added), a settled one only as its id and result.
 */
export const checkpointSchema = v.strictObject({
  seq: seqSchema,
  hash: eventHashSchema,
  name: leagueNameSchema,
  startingCoins: startingCoinsSchema,
  /** The rule of the 'started' event (absent when it had none: 'fixed'). */
  payout: v.optional(payoutRuleSchema),
  questions: v.array(
    v.union([
      v.strictObject({ ...questionFields, at: isoTimeSchema }),
      v.strictObject({ id: leagueQuestionIdSchema, outcome: v.picklist(['YES', 'NO', 'VOID']) }),
    ]),
  ),
});

/** The seq an update ends at: its last event's, else its checkpoint's, else (a snapshot alone) its snapshot's. */
export function updateEndSeq(payload: { events: readonly { seq: number }[]; checkpoint?: { seq: number }; snapshot?: { seq: number } }): number | undefined {
  return payload.events.at(-1)?.seq ?? payload.checkpoint?.seq ?? payload.snapshot?.seq;
}

/**
 * What a wire version 2 update carries after the public key: the operator's signing time, then
 * consecutive events, from event 1 or following a checkpoint (whose update may hold no event after
 * it), and the organiser's snapshot at the update's last seq (an update may carry it alone, at the
 * log's last seq, when only picks were collected since).
 */
export const updatePayloadSchema = v.pipe(
  v.strictObject({
    league: leagueIdSchema,
    name: leagueNameSchema,
    signedAt: isoTimeSchema,
    checkpoint: v.optional(checkpointSchema),
    events: v.pipe(v.array(leagueEventSchema), v.maxLength(MAX_EVENTS_PER_UPDATE)),
    snapshot: v.optional(snapshotSchema),
  }),
  v.check((payload) => payload.events.length > 0 || payload.checkpoint !== undefined || payload.snapshot !== undefined, 'An update carries events, a checkpoint or a snapshot'),
  // A snapshot counts picks against the log up to its seq: tied to the update's end, it cannot be passed off as a later count.
  v.check((payload) => payload.snapshot === undefined || payload.snapshot.seq === updateEndSeq(payload), 'A snapshot is tied to the update’s last seq'),
);

/** How many counted-crowd points a league keeps, over all its questions (a snapshot adds one per question with counted coins). */
export const CROWD_POINTS_KEPT = 2_000;

/** One question's counted YES share (a whole percentage) at one snapshot's signed time. */
export const crowdPointSchema = v.strictObject({
  at: isoTimeSchema,
  questionId: leagueQuestionIdSchema,
  yes: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100)),
});

export type CrowdPoint = v.InferOutput<typeof crowdPointSchema>;

/** Where this browser learned of a league: the deploy's own feed, or (later) a link or a file. */
export const LEAGUE_SOURCES = ['site', 'link'] as const;

/** A league this browser follows. Kept once per browser; each following account has its own wallet. */
export const leagueSchema = v.pipe(
  v.strictObject({
    id: leagueIdSchema,
    /** The name after the latest 'renamed' event applied. */
    name: leagueNameSchema,
    /** Pinned when this browser first followed the league; only updates signed by it apply. */
    publicKey: publicKeySchema,
    startingCoins: startingCoinsSchema,
    /** How wins pay, from its 'started' event or checkpoint; absent: 'fixed' (payoutRuleOf). */
    payout: v.optional(payoutRuleSchema),
    /** The last seq applied; 0 never happens once stored (event 1 starts the league). */
    seq: wholeCountSchema,
    /** hashes[i] is the hash of event firstSeq + i. */
    hashes: v.array(eventHashSchema),
    /**
     * The first event whose hash is kept: 1, or the checkpoint this browser joined from (it never
     * saw the events before it, and judges an older update by whether its chain reaches this one).
     */
    firstSeq: v.optional(seqSchema),
    /** When this browser last applied an event of it. */
    updatedAt: isoTimeSchema,
    /**
     * The newest operator's signing time of an update applied here (updates carry one from wire
     * version 2 on); absent until such an update applies. Deadlines use the later of it and the clock.
     */
    signedAt: v.optional(isoTimeSchema),
    source: v.picklist(LEAGUE_SOURCES),
    /** The organiser's latest published count (the counted crowd, the standings, how far each player's picks were judged). */
    snapshot: v.optional(snapshotSchema),
    /** The signing time of the update that carried `snapshot`: of two snapshots the later one wins. */
    snapshotAt: v.optional(isoTimeSchema),
    /** The counted YES share of each question at each snapshot taken (its update's signed time), for the chart; the newest kept. */
    crowdSeen: v.optional(v.pipe(v.array(crowdPointSchema), v.maxLength(CROWD_POINTS_KEPT))),
  }),
  v.check((league) => league.hashes.length === Math.max(0, league.seq - (league.firstSeq ?? 1) + 1), 'A hash per applied event'),
  v.check((league) => league.firstSeq === undefined || league.firstSeq <= league.seq, 'A checkpoint joined from is applied'),
);

export type LeagueEvent = v.InferOutput<typeof leagueEventSchema>;
export type LeagueEventType = LeagueEvent['type'];
export type UpdatePayload = v.InferOutput<typeof updatePayloadSchema>;
export type Checkpoint = v.InferOutput<typeof checkpointSchema>;
export type CheckpointQuestion = Checkpoint['questions'][number];
export type League = v.InferOutput<typeof leagueSchema>;
export type LeagueSource = (typeof LEAGUE_SOURCES)[number];
