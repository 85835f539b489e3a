// A player's key in a league lives on the account's membership of it. An account that follows a
// league without a membership (the site's league, followed at login through its start entry) gets
// one when its key is kept. A key, once kept, is never replaced: picks already sent are signed by it.

import type { Refusal } from '../../game/operation';
import type { GameData } from '../../model/game';
import type { Membership } from '../../model/membership';
import { membershipId } from '../../model/membership-id';
import type { PlayerKey } from '../../model/picks';
import { isFollowing, membershipOf } from '../membership-rules';

type MembershipData = Pick<GameData, 'ledger' | 'memberships'>;

export function playerKeyOf(data: MembershipData, accountId: string | null, leagueId: string): PlayerKey | undefined {
  return accountId === null ? undefined : membershipOf(data, accountId, leagueId)?.player;
}

export type KeepKeyResult = { ok: true; data: GameData; key: PlayerKey } | Refusal<'not-following'>;

/** The data with `key` kept as the account's player key in the league, unless it holds one already (then that one stays). */
export function keepPlayerKey(data: GameData, accountId: string, leagueId: string, key: PlayerKey, nowMs: number): KeepKeyResult {
  if (!isFollowing(data, accountId, leagueId)) return { ok: false, reason: 'not-following' };
  const held = membershipOf(data, accountId, leagueId);
  if (held?.player) return { ok: true, data, key: held.player };
  const next: Membership = held ? { ...held, player: key } : { id: membershipId(leagueId, accountId), leagueId, accountId, status: 'following', changedAt: new Date(nowMs).toISOString(), player: key };
  const memberships = held ? data.memberships.map((membership) => (membership === held ? next : membership)) : [...data.memberships, next];
  return { ok: true, data: { ...data, memberships }, key };
}

/** Updates one membership's record with `change`, or the same data when the account has none. */
export function withMembership(data: GameData, accountId: string, leagueId: string, change: (membership: Membership) => Membership): GameData {
  const held = membershipOf(data, accountId, leagueId);
  if (!held) return data;
  const next = change(held);
  return next === held ? data : { ...data, memberships: data.memberships.map((membership) => (membership === held ? next : membership)) };
}
