// A league's standings from its counted picks: each admitted player's balance (starting coins, less
// the stakes of open picks, plus what settled picks returned) and net winnings (a settled pick's
// return less its stake: a win's payout minus the stake, a loss minus the stake, a void nothing),
// dated by the result event's time and summed this week, this month (India time) and in all.
// Ranked by balance, ties by name and then player id, so every browser ranks alike.

import type { CollectedPick, LeaguePlayer, Standing } from '../../model/picks';
import { returnOf } from './count-picks';
import { monthStartMs, nextMonthStartMs, WEEK_MS, weekStartMs } from './india-time';
import type { LeagueFacts } from './league-facts';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Balance first (highest on top), then name, then player id. */
export function byStanding(a: Standing, b: Standing): number {
  return b.balance - a.balance || compareText(a.name, b.name) || compareText(a.playerId, b.playerId);
}

/** Net winnings of one counted pick once its question has a result. */
export function netOf(pick: Pick<CollectedPick, 'amount' | 'choice'>, outcome: 'YES' | 'NO' | 'VOID'): number {
  return returnOf(pick, outcome) - pick.amount;
}

/** Every admitted player's standing at `signedAtMs`, ranked. */
export function standingsOf(facts: LeagueFacts, players: readonly LeaguePlayer[], counted: readonly CollectedPick[], signedAtMs: number): Standing[] {
  const week = weekStartMs(signedAtMs);
  const month = { from: monthStartMs(signedAtMs), to: nextMonthStartMs(signedAtMs) };
  const rows = new Map<string, Standing>();
  for (const player of players) {
    if (player.admission !== 'admitted') continue;
    rows.set(player.playerId, { playerId: player.playerId, name: player.name, balance: facts.startingCoins, week: 0, month: 0, all: 0, won: 0, settled: 0 });
  }
  for (const pick of counted) {
    const row = rows.get(pick.playerId);
    if (!row) continue;
    const result = facts.resultOf.get(pick.questionId);
    if (!result) {
      row.balance -= pick.amount;
      continue;
    }
    const net = netOf(pick, result.outcome);
    row.balance += net;
    row.all += net;
    if (result.atMs >= week && result.atMs < week + WEEK_MS) row.week += net;
    if (result.atMs >= month.from && result.atMs < month.to) row.month += net;
    // A void is no prediction: it counts neither as settled nor as won.
    if (result.outcome !== 'VOID') {
      row.settled += 1;
      if (pick.choice === result.outcome) row.won += 1;
    }
  }
  return [...rows.values()].sort(byStanding);
}
