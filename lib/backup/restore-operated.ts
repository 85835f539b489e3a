// What a restore does with a backup's memberships and the leagues it runs (present only when the
// backup was made with 'include my league keys'). Both are rebased onto the account restored into.
// A membership is brought with its league's wallet, replacing the account's own there. A league
// key comes in only for a league taken, under the key pinned here, with its log checked (hashing,
// done by the store before) and never over more events than this browser already holds:
// a key file older than the browser's events would throw results away.

import type { League } from '../model/league';
import type { Membership } from '../model/membership';
import { membershipId } from '../model/membership-id';
import type { OperatedLeague } from '../model/operated-league';
import { publicKeyOfJwk } from '../league/keys';

/** The league keys a restore names for the player before they confirm, by league name. */
export interface LeagueKeysRestored {
  /** Run by the account restored into from now on. */
  restored: string[];
  /** Not taken: a league not restored, a key not its league's, or a log older than, or different from, the one held here. */
  leftOut: string[];
}

/** The target's memberships, those in a wallet the backup brings replaced by the backup's. */
export function restoreMemberships(held: Membership[], backup: readonly Membership[], targetId: string, wallets: ReadonlySet<string>): Membership[] {
  const brought = backup
    .filter((membership) => wallets.has(membership.leagueId))
    .map((membership) => ({ ...membership, id: membershipId(membership.leagueId, targetId), accountId: targetId }));
  if (brought.length === 0 && !held.some((membership) => membership.accountId === targetId && wallets.has(membership.leagueId))) return held;
  return [...held.filter((membership) => membership.accountId !== targetId || !wallets.has(membership.leagueId)), ...brought];
}

/**
 * Whether the `held` hashes, from event `from` on (a league joined from a checkpoint keeps them
 * from there), are in the log's `hashes` (from event 1): no event held here is missing or different.
 */
function keepsEveryEvent(hashes: readonly string[], held: readonly string[], from = 1): boolean {
  return from - 1 + held.length <= hashes.length && held.every((hash, index) => hashes[from - 1 + index] === hash);
}

export interface OperatedPlan {
  operatedLeagues: OperatedLeague[];
  summary: LeagueKeysRestored;
}

/**
 * `leagues`: this browser's leagues after the restore; `wallets`: the leagues taken; `checkedIds`:
 * the backup's operated leagues whose events were found chained to their hashes and whose id derives from their key.
 */
export function planOperatedLeagues(
  held: readonly OperatedLeague[],
  backup: readonly OperatedLeague[],
  targetId: string,
  leagues: readonly League[],
  wallets: ReadonlySet<string>,
  checkedIds: ReadonlySet<string>,
): OperatedPlan {
  let operatedLeagues = [...held];
  const summary: LeagueKeysRestored = { restored: [], leftOut: [] };
  for (const record of backup) {
    const league = leagues.find((candidate) => candidate.id === record.id);
    const name = league?.name ?? record.id;
    const own = operatedLeagues.find((candidate) => candidate.id === record.id);
    const sound = league !== undefined && wallets.has(record.id) && checkedIds.has(record.id) && league.publicKey === record.publicKey && publicKeyOfJwk(record.privateJwk) === record.publicKey;
    if (!sound || !keepsEveryEvent(record.hashes, league.hashes, league.firstSeq) || (own !== undefined && !keepsEveryEvent(record.hashes, own.hashes))) {
      summary.leftOut.push(name);
      continue;
    }
    // One browser runs a league at a time: the restored key replaces any held here.
    operatedLeagues = [...operatedLeagues.filter((candidate) => candidate.id !== record.id), { ...record, accountId: targetId }];
    summary.restored.push(name);
  }
  return { operatedLeagues, summary };
}
