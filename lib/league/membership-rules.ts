// Following and leaving a league, per account: isFollowing is the one rule. A membership says
// which; an account without one (games from before memberships, and the site's league, followed at
// login) follows when its 'league start' entry exists.
// Leaving touches neither wallet nor ledger, and joining again goes through followLeague, whose
// start entry id is fixed per league and account, so the starting coins are never credited twice.

import { findAccount } from '../account/find-account';
import type { OpContext, Refusal } from '../game/operation';
import type { GameData } from '../model/game';
import type { Membership, MembershipStatus } from '../model/membership';
import { membershipId } from '../model/membership-id';
import { followLeague } from './follow-league';
import { isFollowing, membershipOf } from './following';

export { isFollowing, membershipOf };

/** The data with the account's membership of the league set to `status` (the same data when it already is). */
function withStatus(data: GameData, accountId: string, leagueId: string, status: MembershipStatus, nowMs: number): GameData {
  const held = membershipOf(data, accountId, leagueId);
  if (held?.status === status) return data;
  // Leaving and joining again keep the player key: the same player, whose picks the organiser knows.
  const next: Membership = { ...held, id: membershipId(leagueId, accountId), leagueId, accountId, status, changedAt: new Date(nowMs).toISOString() };
  const { memberships } = data;
  return { ...data, memberships: held ? memberships.map((membership) => (membership.id === next.id ? next : membership)) : [...memberships, next] };
}

export type JoinResult = { ok: true; data: GameData; credited: boolean } | Refusal<'not-logged-in' | 'unknown-league'>;

/** Joins, or joins again: following, and the starting coins credited the first time only. */
export function joinMembership(data: GameData, accountId: string | null, leagueId: string, ctx: OpContext): JoinResult {
  const followed = followLeague(data, accountId, leagueId, ctx);
  if (!followed.ok) return followed;
  // followLeague found the account, so accountId is one.
  return { ok: true, data: withStatus(followed.data, accountId as string, leagueId, 'following', ctx.nowMs), credited: followed.credited };
}

export type LeaveResult = { ok: true; data: GameData } | Refusal<'not-logged-in' | 'not-following'>;

/** Stops following: the league's wallet and its history stay, and its questions take no more bets from the account. */
export function leaveLeague(data: GameData, accountId: string | null, leagueId: string, ctx: OpContext): LeaveResult {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  if (!isFollowing(data, account.id, leagueId)) return { ok: false, reason: 'not-following' };
  return { ok: true, data: withStatus(data, account.id, leagueId, 'left', ctx.nowMs) };
}
