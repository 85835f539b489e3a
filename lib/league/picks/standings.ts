// A league's standings from its count: each admitted player's balance (starting coins, less the
// stakes of counted picks, plus what counted cash-outs paid and what settled picks returned) and net
// winnings (a counted cash-out's value less its part, dated at its arrival; a settled pick's return
// less its standing stake, dated by the result event's time: a fixed win's potentialWin, a pool-share win's
// payout, a loss minus the stake, a void nothing), summed this week, this month (India time) and in all.
// Ranked by balance, ties by name and then player id, so every browser ranks alike.

import type { CollectedPick, LeaguePlayer, Standing } from '../../model/picks';
import { returnOf, type PicksCount } from './count-picks';
import { monthStartMs, nextMonthStartMs, WEEK_MS, weekStartMs } from './india-time';
import type { LeagueFacts } from './league-facts';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Balance first (highest on top), then name, then player id. */
export function byStanding(a: Standing, b: Standing): number {
  return b.balance - a.balance || compareText(a.name, b.name) || compareText(a.playerId, b.playerId);
}

/** Net winnings of one counted stake once its question has a result, under the fixed rule. */
export function netOf(pick: Pick<CollectedPick, 'amount' | 'choice'>, outcome: 'YES' | 'NO' | 'VOID'): number {
  return returnOf(pick, outcome) - pick.amount;
}

/** Every admitted player's standing at `signedAtMs`, ranked, from a count of the league's picks and cash-outs. */
export function standingsOf(facts: LeagueFacts, players: readonly LeaguePlayer[], count: Pick<PicksCount, 'counted' | 'standing' | 'returns' | 'cashOuts'>, signedAtMs: number): Standing[] {
  const week = weekStartMs(signedAtMs);
  const month = { from: monthStartMs(signedAtMs), to: nextMonthStartMs(signedAtMs) };
  const rows = new Map<string, Standing>();
  for (const player of players) {
    if (player.admission !== 'admitted') continue;
    rows.set(player.playerId, { playerId: player.playerId, name: player.name, balance: facts.startingCoins, week: 0, month: 0, all: 0, won: 0, settled: 0 });
  }
  const addNet = (row: Standing, net: number, atMs: number) => {
    row.all += net;
    if (atMs >= week && atMs < week + WEEK_MS) row.week += net;
    if (atMs >= month.from && atMs < month.to) row.month += net;
  };
  // A cash-out's net (its value less the part taken out) is dated at its arrival.
  for (const cashOut of count.cashOuts) {
    const row = rows.get(cashOut.playerId);
    if (!row) continue;
    row.balance += cashOut.value - cashOut.amount;
    addNet(row, cashOut.value - cashOut.amount, Date.parse(cashOut.arrivedAt));
  }
  for (const pick of count.counted) {
    const row = rows.get(pick.playerId);
    if (!row) continue;
    const stake = count.standing.get(pick.id) ?? pick.amount;
    const result = facts.resultOf.get(pick.questionId);
    const back = count.returns.get(pick.id);
    if (!result || back === undefined) {
      row.balance -= stake;
      continue;
    }
    const net = back - stake;
    row.balance += net;
    addNet(row, net, result.atMs);
    // A void is no prediction, nor a bet cashed out whole: neither counts as settled nor as won.
    if (result.outcome !== 'VOID' && stake > 0) {
      row.settled += 1;
      if (pick.choice === result.outcome) row.won += 1;
    }
  }
  return [...rows.values()].sort(byStanding);
}
