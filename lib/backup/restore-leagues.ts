// What a restore does with a backup's leagues. The browser's pinned key always wins: a league it
// follows keeps its own record, and a backup's league comes in only under its own checked key
// (its id derived from it) and never under a key other than the one pinned here. A league's
// questions and the player's wallet in it come only with a league taken; afterwards, positions
// on questions this browser has already settled are settled from its outcomes, once each.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import type { League } from '../model/league';
import type { Market } from '../model/market';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { leagueCreditEntryId } from '../league/apply-update';
import { settleOpenPositions } from '../settlement/settlement';
import { applyMovements, type Movement } from '../wallet/ledger';

/** The leagues a restore names for the player before they confirm, by name. */
export interface LeaguesRestored {
  /** Followed by this browser from now on, as the backup has them. */
  added: string[];
  /** Already followed here: this browser's record stays, the backup's wallet comes in. */
  kept: string[];
  /** Not taken, with their questions and wallets: an id not derived from the key, or a key other than the one pinned here. */
  leftOut: string[];
}

export interface LeaguePlan {
  /** This browser's leagues after the restore. */
  leagues: League[];
  /** The wallets whose records the backup brings: practice, and each league taken. */
  wallets: ReadonlySet<string>;
  summary: LeaguesRestored;
}

/** `checkedIds`: the backup's leagues whose id was found to be derived from their public key. */
export function planLeagues(held: readonly League[], backup: readonly League[], checkedIds: ReadonlySet<string>): LeaguePlan {
  const pinned = new Map(held.map((league) => [league.id, league]));
  const wallets = new Set<string>([PRACTICE_WALLET]);
  const added: League[] = [];
  const summary: LeaguesRestored = { added: [], kept: [], leftOut: [] };
  const seen = new Set<string>();
  for (const league of backup) {
    if (seen.has(league.id)) continue;
    seen.add(league.id);
    const own = pinned.get(league.id);
    if (!checkedIds.has(league.id) || (own !== undefined && own.publicKey !== league.publicKey)) {
      summary.leftOut.push(league.name);
      continue;
    }
    wallets.add(league.id);
    if (own) summary.kept.push(own.name);
    else {
      added.push(league);
      summary.added.push(league.name);
    }
  }
  return { leagues: added.length === 0 ? [...held] : [...held, ...added], wallets, summary };
}

/**
 * The backup's markets this browser lacks that a restore adds: a practice question a restored
 * position names, and every question of a league taken. Markets it has are its own, never replaced.
 */
export function marketsToAdd(held: readonly Market[], backup: GameData, wallets: ReadonlySet<string>): Market[] {
  const known = new Set(held.map((market) => market.id));
  const named = new Set(backup.positions.map((position) => position.marketId));
  return backup.markets.filter((market) => !known.has(market.id) && (market.leagueId === null ? named.has(market.id) : wallets.has(market.leagueId)));
}

/**
 * Open positions on league questions this browser has already settled, settled from its outcome:
 * a win pays the position's potentialWin, a void refunds the stake, each credit named
 * `<leagueId>:<seq>:<positionId>` by the league's applied seq. Only open positions are touched,
 * so running it again changes nothing.
 */
export function settleFromBrowser(data: GameData, ctx: OpContext): GameData {
  const seqOf = new Map(data.leagues.map((league) => [league.id, league.seq]));
  const waiting = new Set(data.positions.filter((position) => position.status === 'open').map((position) => position.marketId));
  const settledAt = new Date(ctx.nowMs).toISOString();
  let positions = data.positions;
  const credits: Movement[] = [];
  for (const market of data.markets) {
    const { leagueId, outcome } = market;
    if (leagueId === null || !market.isResolved || outcome === undefined || !waiting.has(market.id)) continue;
    const seq = seqOf.get(leagueId);
    if (seq === undefined) continue;
    const settled = settleOpenPositions(positions, market, outcome, settledAt, (positionId) => leagueCreditEntryId(leagueId, seq, positionId));
    positions = settled.positions;
    credits.push(...settled.credits);
  }
  if (positions === data.positions) return data;
  return { ...data, ...applyMovements(data, credits, ctx), positions };
}
