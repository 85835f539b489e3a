// Which collected picks count, as the organiser's browser (the witness) judges them: a pick counts
// only if its player is admitted, its question exists, it arrived before the question closed and
// before the event that resolved or voided it, its stake is whole and at least MINIMUM_BET, and it
// fits the player's league wallet at its arrival. Wallets are replayed from the starting coins:
// picks in arrival order (ties by id), results by their time, a result at the same instant as an
// arrival first. So no wallet goes below zero and nothing counts twice: of two picks with one id
// only the first collected is judged. Picks of players not admitted are neither counted nor refused.

import { MINIMUM_BET, potentialWin } from '../../betting/betting-rules';
import type { LeagueEvent } from '../../model/league';
import type { CollectedPick, LeaguePlayer, PickRefusal } from '../../model/picks';
import { leagueFactsOf, type LeagueFacts, type LeagueResult } from './league-facts';

export interface PicksCount {
  /** The picks that count, in the order they were judged (arrival, then id). */
  counted: CollectedPick[];
  /** Pick id to why it does not count, for admitted players only. Never names a counted pick. */
  refused: ReadonlyMap<string, PickRefusal>;
}

/** What a settled pick gives back at its result: the stake on a void, the payout on a win, nothing on a loss. */
export function returnOf(pick: Pick<CollectedPick, 'amount' | 'choice'>, outcome: LeagueResult['outcome']): number {
  if (outcome === 'VOID') return pick.amount;
  return pick.choice === outcome ? potentialWin(pick.amount) : 0;
}

/** Each pick id once: the first collected (picks are kept in the order collected). */
export function firstOfEachId(picks: readonly CollectedPick[]): CollectedPick[] {
  const seen = new Map<string, CollectedPick>();
  for (const pick of picks) if (!seen.has(pick.id)) seen.set(pick.id, pick);
  return [...seen.values()];
}

/** Why a pick cannot count whatever the wallet holds, or null. */
function refusalOf(pick: CollectedPick, facts: LeagueFacts): PickRefusal | null {
  const endMs = facts.endTimes.get(pick.questionId);
  if (endMs === undefined) return 'unknown-question';
  const arrivedMs = Date.parse(pick.arrivedAt);
  // A chat time before the question existed is no proof of anything (a misread date order, a forged export).
  if (arrivedMs < (facts.addedTimes.get(pick.questionId) ?? 0)) return 'before-question';
  const result = facts.resultOf.get(pick.questionId);
  if (result && !(arrivedMs < result.atMs)) return 'after-result';
  if (!(arrivedMs < endMs)) return 'after-close';
  if (!Number.isSafeInteger(pick.amount) || pick.amount < MINIMUM_BET) return 'bad-stake';
  return null;
}

/** Orders picks by arrival, then id: the order their wallets meet them. */
export function byArrival(a: CollectedPick, b: CollectedPick): number {
  return Date.parse(a.arrivedAt) - Date.parse(b.arrivedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function countPicks(events: readonly LeagueEvent[], players: readonly LeaguePlayer[], picks: readonly CollectedPick[]): PicksCount {
  const facts = leagueFactsOf(events);
  const admitted = new Set(players.filter((player) => player.admission === 'admitted').map((player) => player.playerId));
  const refused = new Map<string, PickRefusal>();
  const timely: CollectedPick[] = [];
  for (const pick of firstOfEachId(picks)) {
    if (!admitted.has(pick.playerId)) continue;
    const reason = refusalOf(pick, facts);
    if (reason) refused.set(pick.id, reason);
    else timely.push(pick);
  }
  timely.sort(byArrival);

  const balances = new Map<string, number>();
  const countedOn = new Map<string, CollectedPick[]>();
  const counted: CollectedPick[] = [];
  const settle = (result: LeagueResult) => {
    for (const pick of countedOn.get(result.questionId) ?? []) {
      balances.set(pick.playerId, (balances.get(pick.playerId) ?? facts.startingCoins) + returnOf(pick, result.outcome));
    }
  };
  let next = 0;
  for (const pick of timely) {
    const arrivedMs = Date.parse(pick.arrivedAt);
    // Results up to this instant are in the wallet; a timely pick's own result is always later.
    for (let result = facts.results[next]; result && result.atMs <= arrivedMs; result = facts.results[++next]) settle(result);
    const balance = balances.get(pick.playerId) ?? facts.startingCoins;
    if (pick.amount > balance) {
      refused.set(pick.id, 'over-balance');
      continue;
    }
    balances.set(pick.playerId, balance - pick.amount);
    counted.push(pick);
    const onQuestion = countedOn.get(pick.questionId);
    if (onQuestion) onQuestion.push(pick);
    else countedOn.set(pick.questionId, [pick]);
  }
  return { counted, refused };
}
