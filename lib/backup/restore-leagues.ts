// What a restore does with a backup's leagues. A backup is not signed, so it is trusted with no
// league state that signed events would otherwise bring: the browser's pinned key always wins, a
// backup's league comes in only under its own checked key (its id derived from it) with nothing
// applied yet (its history, questions and results arrive signed, from seq 1). What the player's
// wallet in it brings is restore-wallets.ts's: its starting coins and its stakes, positions open
// unless this browser already has their result.

import type { GameData } from '../model/game';
import type { League } from '../model/league';
import type { Market } from '../model/market';
import { PRACTICE_WALLET } from '../model/practice-wallet';

/** The leagues a restore names for the player before they confirm, by name. */
export interface LeaguesRestored {
  /** Followed by this browser from now on, their questions and results to come from the operator's updates. */
  added: string[];
  /** Already followed here: this browser's record and questions stay, the backup's wallet in it comes in. */
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

/**
 * A backup's league as this browser starts following it: key, name and starting coins, and nothing
 * applied, so the operator's signed history (from seq 1 or from a checkpoint) rebuilds the rest.
 * Only the league compiled into this deploy is the site's.
 */
function awaitingHistory(league: League, siteLeagueId: string | null): League {
  // Nothing applied, so no kept hash either: firstSeq (a checkpoint joined from) goes too, and so
  // does signedAt, which a backup could set to any time (it only ever moves forward): the
  // operator's next signed update says it again.
  const awaiting: League = { ...league, seq: 0, hashes: [], source: league.id === siteLeagueId ? 'site' : 'link' };
  delete awaiting.firstSeq;
  delete awaiting.signedAt;
  // Nor does a backup say what the organiser counted: the next signed snapshot does.
  delete awaiting.snapshot;
  delete awaiting.snapshotAt;
  return awaiting;
}

/** `checkedIds`: the backup's leagues whose id was found to be derived from their public key. */
export function planLeagues(held: readonly League[], backup: readonly League[], checkedIds: ReadonlySet<string>, siteLeagueId: string | null = null): LeaguePlan {
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
      added.push(awaitingHistory(league, siteLeagueId));
      summary.added.push(league.name);
    }
  }
  return { leagues: added.length === 0 ? [...held] : [...held, ...added], wallets, summary };
}

/**
 * The backup's markets this browser lacks that a restore adds: a practice question a restored
 * position names. League questions come only from their operator's signed events (a backup's copy
 * of one could make the next signed update conflict), and markets held here are never replaced.
 */
export function marketsToAdd(held: readonly Market[], backup: GameData): Market[] {
  const known = new Set(held.map((market) => market.id));
  const named = new Set(backup.positions.map((position) => position.marketId));
  return backup.markets.filter((market) => market.leagueId === null && !known.has(market.id) && named.has(market.id));
}
