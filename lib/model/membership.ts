// An account's following of a league: following is per account, and leaving keeps the league's
// wallet and its history (the ledger is append-only), so a membership only says which. The id
// joins the league and the account, so an account has one membership per league.

import * as v from 'valibot';
import { idSchema, isoTimeSchema, wholeCountSchema } from './fields';
import { leagueIdSchema } from './league';
import { membershipId } from './membership-id';
import { playerKeySchema } from './picks';

/** How many 'since your last visit' notes a membership keeps. */
export const VISIT_NOTES_KEPT = 10;

/** One update's news for one account: what it settled of theirs and where it left them in the standings. */
export const visitNoteSchema = v.strictObject({
  at: isoTimeSchema,
  /** Coins paid for won bets (winnings included, as the wallet shows). */
  won: wholeCountSchema,
  /** Questions on which a bet of theirs was settled or refunded. */
  questions: wholeCountSchema,
  /** Bets the organiser did not count (refunded). */
  notCounted: wholeCountSchema,
  /** Rank by league balance in the published standings, and of how many; null when not listed. */
  rank: v.nullable(v.pipe(wholeCountSchema, v.minValue(1))),
  of: wholeCountSchema,
  /** Shown once, above the fold, on the next visit; then kept on the league page. */
  shown: v.boolean(),
});

export type VisitNote = v.InferOutput<typeof visitNoteSchema>;

export { membershipId };

export const MEMBERSHIP_STATUSES = ['following', 'left'] as const;

export const membershipSchema = v.pipe(
  v.strictObject({
    /** `${leagueId}:${accountId}`, within ID_MAX_LENGTH as every id (a following account's start entry id is longer). */
    id: idSchema,
    leagueId: leagueIdSchema,
    accountId: idSchema,
    status: v.picklist(MEMBERSHIP_STATUSES),
    /** When the account last joined or left. */
    changedAt: isoTimeSchema,
    /** This account's player key in the league (picks are signed with it); absent on memberships made before picks travelled. */
    player: v.optional(playerKeySchema),
    /** What league updates did to this account here ('you won 180 on 2 questions · now 3rd of 14'), newest first, the last ten. */
    notes: v.optional(v.pipe(v.array(visitNoteSchema), v.maxLength(VISIT_NOTES_KEPT))),
  }),
  v.check((membership) => membership.id === membershipId(membership.leagueId, membership.accountId), 'A membership id is its league and account'),
);

export type Membership = v.InferOutput<typeof membershipSchema>;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
