// Whether an account follows a league, read without the code that changes it: a membership says
// which; an account without one (games from before memberships, and the site's league, followed
// at login) follows when its 'league start' entry exists. Apart from membership-rules.ts and
// follow-league.ts so the cards can ask it without loading the ledger's code.

import type { GameData } from '../model/game';
import type { LedgerEntry } from '../model/ledger-entry';
import type { Membership } from '../model/membership';
import { membershipId } from '../model/membership-id';

type FollowingData = Pick<GameData, 'ledger' | 'memberships'>;

/** The id of an account's 'league start' entry: fixed per league and account, so it is credited once. */
export function leagueStartEntryId(leagueId: string, accountId: string): string {
  return `${leagueId}:start:${accountId}`;
}



/**
 * Whether the account was ever credited this league's starting coins. Not whether it follows the
 * league now: an account that left keeps its start entry. Following is isFollowing's to say.
 */
export function hasStartEntry(ledger: readonly LedgerEntry[], accountId: string, leagueId: string): boolean {
  const id = leagueStartEntryId(leagueId, accountId);
  return ledger.some((entry) => entry.id === id);
}

/** The account's membership of the league, if any. */
export function membershipOf(data: FollowingData, accountId: string, leagueId: string): Membership | undefined {
  const id = membershipId(leagueId, accountId);
  return data.memberships.find((membership) => membership.id === id);
}

/**
 * Whether the account follows the league now: its membership decides (a 'left' one though the
 * start entry stays, a 'following' one whatever the ledger holds); lacking one, its start entry.
 */
export function isFollowing(data: FollowingData, accountId: string, leagueId: string): boolean {
  const membership = membershipOf(data, accountId, leagueId);
  return membership ? membership.status === 'following' : hasStartEntry(data.ledger, accountId, leagueId);
}

/** The account's coins in a league's wallet: the sum of its entries there. */
export function leagueBalance(ledger: readonly LedgerEntry[], accountId: string, leagueId: string): number {
  let sum = 0;
  for (const entry of ledger) if (entry.accountId === accountId && entry.wallet === leagueId) sum += entry.amount;
  return sum;
}
