// League bets in the store tests as the product makes them since picks travel: the account's
// player key kept first (joining makes one; these tests follow by hand), and an update signed
// where the league is run carrying the organiser's count, so a result pays the bets it counted.

import { placeBet } from '@/lib/betting/place-bet';
import type { LeagueKeys } from '@/lib/league/keys';
import type { LeagueLog } from '@/lib/league/league-log';
import { signUpdate } from '@/lib/league/sign-update';
import type { GameData } from '@/lib/model/game';
import { commitGame } from '@/lib/store/commit-game';
import { countedSnapshot, withPlayerKey, type CountOptions } from '../league/counted-snapshot';
import { NOW } from '../game-fixtures';

/** Keeps a player key for the account in the league (a test key, never used to sign), as joining does. */
export function keepTestKey(accountId: string, leagueId: string) {
  return commitGame((data, ctx) => ({ ok: true as const, data: withPlayerKey(data, accountId, leagueId, ctx.nowMs) }));
}

/** A league bet of the account, its player key kept first when it has none. */
export async function betWithKey(accountId: string, marketId: string, choice: 'YES' | 'NO', amount: number) {
  const leagueId = marketId.slice(0, marketId.lastIndexOf('.'));
  await keepTestKey(accountId, leagueId);
  return commitGame((data, ctx) => placeBet(data, { accountId, marketId, choice, amount }, ctx));
}

/**
 * The update fromSeq..end of `log`, signed at `signedAtMs` with the organiser's count at its last
 * seq: every league bet in `data` (or the chosen ones) counted.
 */
export function signCounted(keys: LeagueKeys, log: LeagueLog, fromSeq: number, data: Pick<GameData, 'positions'>, signedAtMs = NOW, options: CountOptions = {}): Promise<Uint8Array> {
  const snapshot = countedSnapshot(data as GameData, log.leagueId, log.events.length, options);
  return signUpdate(keys, log, fromSeq, { signedAtMs, snapshot });
}
