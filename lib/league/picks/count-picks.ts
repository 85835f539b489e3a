// Which collected picks and cash-outs count, as the organiser's browser (the witness) judges them.
// A pick counts only if its player is admitted, its question exists, it arrived before the question
// closed and before the event that resolved or voided it, the organiser had it in hand from an
// admitted player before that event (a result freezes its question: nothing collected or admitted
// after it changes what counted there, what it paid, or the crowd its cash-outs were priced on), its stake is whole and at least
// MINIMUM_BET, and it fits the player's league wallet at its arrival. A cash-out counts only if its
// player is admitted, it cashes out a pick of the same player already counted at its arrival
// ('unknown-bet'), it arrived, was collected and its player admitted before that question's result,
// it arrived before its close, its part leaves the pick's
// standing stake whole or at least MINIMUM_BET ('bad-stake'), and this browser's own value for it on
// the counted crowd at its arrival (see the timeline below) is at least the value claimed ('crowd-moved'). A counted cash-out
// lowers the pick's standing stake and its side's crowd by the part, leaves part − value coins kept
// in the question's pool, and pays the claimed value into the wallet.
//
// Everything is one timeline from the starting coins: picks and cash-outs in arrival order (ties by
// id), results by their time, a result at the same instant as an arrival first. One the organiser
// had in hand (from an admitted player) only after a result meets its wallet after that result
// too, so nothing collected or admitted later changes what any wallet could stake before it. A result pays the
// standing stakes: potentialWin of a win in a fixed league, a share of the pool (poolReturns, counted order,
// with the kept coins) in a pool-share league, the standing stake back on a void. So no wallet goes
// below zero and nothing counts twice: of two picks or cash-outs with one id only the first
// collected is judged. Picks and cash-outs of players not admitted are neither counted nor refused.

import { MINIMUM_BET, potentialWin } from '../../betting/betting-rules';
import { cashOutPartProblem, cashOutValue } from '../../betting/cash-out-rules';
import type { LeagueEvent, PayoutRule } from '../../model/league';
import type { CollectedCashOut, CollectedPick, LeaguePlayer, PickRefusal } from '../../model/picks';
import { poolReturns, type PoolReturn } from '../pool/pool-payouts';
import { leagueFactsOf, type LeagueFacts, type LeagueResult } from './league-facts';

export interface PicksCount {
  /** How wins pay in this league. */
  rule: PayoutRule;
  /** The picks that count, in the order they were judged (arrival, then id). */
  counted: CollectedPick[];
  /** Pick or cash-out id to why it does not count, for admitted players only. Never names a counted one. */
  refused: ReadonlyMap<string, PickRefusal>;
  /** Each counted pick's standing stake: its amount less its counted cash-outs' parts. */
  standing: ReadonlyMap<string, number>;
  /** The cash-outs that count, in the order they were judged. */
  cashOuts: CollectedCashOut[];
  /** Question id to the coins counted cash-outs left in its pool (absent: none). */
  kept: ReadonlyMap<string, number>;
  /** Each counted pick on a question with a result to what it returned there (0 for a loss). */
  returns: ReadonlyMap<string, number>;
  /** A pool-share league's: each counted pick that returned something at its question's result, and how. */
  payouts: ReadonlyMap<string, PoolReturn>;
}

/** What a settled stake gives back at its result under the fixed rule: the stake on a void, potentialWin on a win, nothing on a loss. */
export function returnOf(pick: Pick<CollectedPick, 'amount' | 'choice'>, outcome: LeagueResult['outcome']): number {
  if (outcome === 'VOID') return pick.amount;
  return pick.choice === outcome ? potentialWin(pick.amount) : 0;
}

/** Each id once: the first collected (picks and cash-outs are kept in the order collected). */
export function firstOfEachId<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}

/** When the organiser had an item in hand: when it was collected (records from before: when it arrived). */
function heldMs(item: { arrivedAt: string; collectedAt?: string }): number {
  return Date.parse(item.collectedAt ?? item.arrivedAt);
}

/** When each player was admitted (records from before: first seen); a player not admitted is absent. */
function admittedTimes(players: readonly LeaguePlayer[]): Map<string, number> {
  return new Map(players.filter((player) => player.admission === 'admitted').map((player) => [player.playerId, Date.parse(player.admittedAt ?? player.firstSeenAt)] as const));
}

/** Whether the question's result came before the organiser held the item from an admitted player: the result froze it out. */
function frozenOut(item: { arrivedAt: string; collectedAt?: string }, admittedMs: number, result: LeagueResult | undefined): boolean {
  return result !== undefined && !(heldMs(item) < result.atMs && admittedMs < result.atMs);
}

/** Why a pick cannot count whatever the wallet holds, or null. */
function refusalOf(pick: CollectedPick, facts: LeagueFacts, admittedMs: number): PickRefusal | null {
  const endMs = facts.endTimes.get(pick.questionId);
  if (endMs === undefined) return 'unknown-question';
  const arrivedMs = Date.parse(pick.arrivedAt);
  // A chat time before the question existed is no proof of anything (a misread date order, a forged export).
  if (arrivedMs < (facts.addedTimes.get(pick.questionId) ?? 0)) return 'before-question';
  const result = facts.resultOf.get(pick.questionId);
  if (result && !(arrivedMs < result.atMs)) return 'after-result';
  if (!(arrivedMs < endMs)) return 'after-close';
  if (frozenOut(pick, admittedMs, result)) return 'after-result';
  if (!Number.isSafeInteger(pick.amount) || pick.amount < MINIMUM_BET) return 'bad-stake';
  return null;
}

/** Orders picks (and cash-outs) by arrival, then id: the order their wallets meet them. */
export function byArrival(a: { id: string; arrivedAt: string }, b: { id: string; arrivedAt: string }): number {
  return Date.parse(a.arrivedAt) - Date.parse(b.arrivedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

type Arrived = ({ kind: 'pick'; item: CollectedPick } | { kind: 'cash-out'; item: CollectedCashOut }) & {
  /** When it meets its wallet: its arrival, or the last result before the organiser held it from an admitted player, if later. */
  atMs: number;
};

/** When an item meets its wallet: its arrival, moved past every result that came before the organiser held it from an admitted player. */
function walletTime(item: { arrivedAt: string; collectedAt?: string }, admittedMs: number, facts: LeagueFacts): number {
  const inHandMs = Math.max(heldMs(item), admittedMs);
  let atMs = Date.parse(item.arrivedAt);
  for (const result of facts.results) if (result.atMs <= inHandMs && result.atMs > atMs) atMs = result.atMs;
  return atMs;
}

interface Crowd {
  yesCoins: number;
  noCoins: number;
}

export function countPicks(
  events: readonly LeagueEvent[],
  players: readonly LeaguePlayer[],
  picks: readonly CollectedPick[],
  cashOuts: readonly CollectedCashOut[] = [],
): PicksCount {
  const facts = leagueFactsOf(events);
  const rule = facts.payout;
  const admitted = admittedTimes(players);
  const refused = new Map<string, PickRefusal>();
  const timeline: Arrived[] = [];
  const pickIds = new Set<string>();
  for (const pick of firstOfEachId(picks)) {
    pickIds.add(pick.id);
    const admittedMs = admitted.get(pick.playerId);
    if (admittedMs === undefined) continue;
    const reason = refusalOf(pick, facts, admittedMs);
    if (reason) refused.set(pick.id, reason);
    else timeline.push({ kind: 'pick', item: pick, atMs: walletTime(pick, admittedMs, facts) });
  }
  // A cash-out under a pick's id is no cash-out: the pick is judged, the cash-out neither counted nor refused.
  for (const cashOut of firstOfEachId(cashOuts)) {
    const admittedMs = admitted.get(cashOut.playerId);
    if (admittedMs !== undefined && !pickIds.has(cashOut.id)) timeline.push({ kind: 'cash-out', item: cashOut, atMs: walletTime(cashOut, admittedMs, facts) });
  }
  timeline.sort((a, b) => a.atMs - b.atMs || byArrival(a.item, b.item));

  const balances = new Map<string, number>();
  const walletOf = (playerId: string) => balances.get(playerId) ?? facts.startingCoins;
  const countedOn = new Map<string, CollectedPick[]>();
  const countedById = new Map<string, CollectedPick>();
  const standing = new Map<string, number>();
  const crowds = new Map<string, Crowd>();
  const kept = new Map<string, number>();
  const returns = new Map<string, number>();
  const payouts = new Map<string, PoolReturn>();
  const counted: CollectedPick[] = [];
  const countedCashOuts: CollectedCashOut[] = [];

  const settle = (result: LeagueResult) => {
    const onQuestion = countedOn.get(result.questionId) ?? [];
    const pooled =
      rule === 'pool'
        ? poolReturns(
            onQuestion.map((pick) => ({ id: pick.id, choice: pick.choice, stake: standing.get(pick.id) ?? 0 })),
            result.outcome,
            kept.get(result.questionId) ?? 0,
          )
        : null;
    for (const pick of onQuestion) {
      const stake = standing.get(pick.id) ?? 0;
      const paid = pooled ? pooled.get(pick.id) : undefined;
      if (paid) payouts.set(pick.id, paid);
      const back = pooled ? (paid?.amount ?? 0) : returnOf({ amount: stake, choice: pick.choice }, result.outcome);
      returns.set(pick.id, back);
      balances.set(pick.playerId, walletOf(pick.playerId) + back);
    }
  };

  const countPick = (pick: CollectedPick) => {
    const balance = walletOf(pick.playerId);
    if (pick.amount > balance) {
      refused.set(pick.id, 'over-balance');
      return;
    }
    balances.set(pick.playerId, balance - pick.amount);
    counted.push(pick);
    countedById.set(pick.id, pick);
    standing.set(pick.id, pick.amount);
    const crowd = crowds.get(pick.questionId) ?? { yesCoins: 0, noCoins: 0 };
    crowds.set(pick.questionId, pick.choice === 'YES' ? { ...crowd, yesCoins: crowd.yesCoins + pick.amount } : { ...crowd, noCoins: crowd.noCoins + pick.amount });
    const onQuestion = countedOn.get(pick.questionId);
    if (onQuestion) onQuestion.push(pick);
    else countedOn.set(pick.questionId, [pick]);
  };

  const cashOutRefusal = (cashOut: CollectedCashOut, pick: CollectedPick | undefined, arrivedMs: number): PickRefusal | null => {
    if (!pick || pick.playerId !== cashOut.playerId) return 'unknown-bet';
    const result = facts.resultOf.get(pick.questionId);
    if (result && !(arrivedMs < result.atMs)) return 'after-result';
    if (!(arrivedMs < (facts.endTimes.get(pick.questionId) ?? Number.NEGATIVE_INFINITY))) return 'after-close';
    if (frozenOut(cashOut, admitted.get(cashOut.playerId) ?? Number.POSITIVE_INFINITY, result)) return 'after-result';
    const stake = standing.get(pick.id) ?? 0;
    if (!Number.isSafeInteger(cashOut.value) || cashOut.value < 1 || cashOutPartProblem(cashOut.amount, stake) !== null) return 'bad-stake';
    const crowd = crowds.get(pick.questionId) ?? { yesCoins: 0, noCoins: 0 };
    const worth = cashOutValue(cashOut.amount, pick.choice, { ...crowd, keptCoins: kept.get(pick.questionId) ?? 0 }, rule);
    if (worth < cashOut.value) return 'crowd-moved';
    return null;
  };

  const countCashOut = (cashOut: CollectedCashOut, arrivedMs: number) => {
    const pick = countedById.get(cashOut.pickId);
    const reason = cashOutRefusal(cashOut, pick, arrivedMs);
    if (reason || !pick) {
      refused.set(cashOut.id, reason ?? 'unknown-bet');
      return;
    }
    standing.set(pick.id, (standing.get(pick.id) ?? 0) - cashOut.amount);
    const crowd = crowds.get(pick.questionId) ?? { yesCoins: 0, noCoins: 0 };
    crowds.set(pick.questionId, pick.choice === 'YES' ? { ...crowd, yesCoins: crowd.yesCoins - cashOut.amount } : { ...crowd, noCoins: crowd.noCoins - cashOut.amount });
    kept.set(pick.questionId, (kept.get(pick.questionId) ?? 0) + cashOut.amount - cashOut.value);
    balances.set(cashOut.playerId, walletOf(cashOut.playerId) + cashOut.value);
    countedCashOuts.push(cashOut);
  };

  let next = 0;
  for (const arrived of timeline) {
    // Results up to this instant are in the wallet; a counted pick's own result is always later.
    for (let result = facts.results[next]; result && result.atMs <= arrived.atMs; result = facts.results[++next]) settle(result);
    if (arrived.kind === 'pick') countPick(arrived.item);
    else countCashOut(arrived.item, Date.parse(arrived.item.arrivedAt));
  }
  // Every result in the log is paid by the time of signing.
  for (let result = facts.results[next]; result; result = facts.results[++next]) settle(result);
  return { rule, counted, refused, standing, cashOuts: countedCashOuts, kept, returns, payouts };
}
