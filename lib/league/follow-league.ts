// Following a league, per account: the league's starting coins are credited to the account's
// wallet in that league once, under an entry id made from the league and the account, so
// following again (after leaving, in issue 20, or from two tabs at once) never credits twice.

import { findAccount } from '../account/find-account';
import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import { applyMovement } from '../wallet/ledger';
import { hasStartEntry, leagueBalance, leagueStartEntryId } from './following';

export { hasStartEntry, leagueBalance, leagueStartEntryId };


export type FollowResult = { ok: true; data: GameData; credited: boolean } | { ok: false; reason: 'not-logged-in' | 'unknown-league' };

export function followLeague(data: GameData, accountId: string | null, leagueId: string, ctx: OpContext): FollowResult {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  const league = data.leagues.find((candidate) => candidate.id === leagueId);
  if (!league) return { ok: false, reason: 'unknown-league' };
  // Credited once ever: an account that left stays left (the site league follows anew at every login).
  if (hasStartEntry(data.ledger, account.id, leagueId)) return { ok: true, data, credited: false };
  const moved = applyMovement(
    data,
    { id: leagueStartEntryId(leagueId, account.id), accountId: account.id, amount: league.startingCoins, kind: 'league start', wallet: leagueId },
    ctx,
  );
  return { ok: true, data: { ...data, ...moved }, credited: true };
}
