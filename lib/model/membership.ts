// An account's following of a league: following is per account, and leaving keeps the league's
// wallet and its history (the ledger is append-only), so a membership only says which. The id
// joins the league and the account, so an account has one membership per league.

import * as v from 'valibot';
import { idSchema, isoTimeSchema } from './fields';
import { leagueIdSchema } from './league';
import { membershipId } from './membership-id';
import { playerKeySchema } from './picks';

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
  }),
  v.check((membership) => membership.id === membershipId(membership.leagueId, membership.accountId), 'A membership id is its league and account'),
);

export type Membership = v.InferOutput<typeof membershipSchema>;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
