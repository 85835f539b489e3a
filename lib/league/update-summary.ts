// What applying a league update reports: what changed for each account, and what is wrong with
// an update that breaks the league's rules (league-words.ts words it). Apart from the apply, so
// the question, checkpoint and snapshot steps can name them without an import circle.

/** How many positions, and how many coins they moved. */
export interface Tally {
  count: number;
  coins: number;
}

export interface AccountChange {
  /** Won positions, and the coins paid for them. */
  won: Tally;
  /** Positions whose question was cancelled, and the stakes given back. */
  refunded: Tally;
  /** Lost positions, and the stakes they lost. */
  lost: Tally;
  /** Positions the organiser did not count, and the stakes given back. */
  notCounted: Tally;
  /** Cash-outs the organiser refused because the crowd moved, and the coins taken back (the bets stand). */
  cashOutTakenBack: Tally;
  /** Cash-outs refused for another reason (their bet not counted), and the coins taken back. */
  cashOutRefused: Tally;
}

export interface LeagueChangeSummary {
  leagueId: string;
  name: string;
  added: number;
  settled: number;
  /** Whether a newer organiser's snapshot (counted crowd, standings) was taken. */
  snapshot: boolean;
  byAccount: Record<string, AccountChange>;
}

export function noChange(): AccountChange {
  return { won: { count: 0, coins: 0 }, refunded: { count: 0, coins: 0 }, lost: { count: 0, coins: 0 }, notCounted: { count: 0, coins: 0 }, cashOutTakenBack: { count: 0, coins: 0 }, cashOutRefused: { count: 0, coins: 0 } };
}

/** Adds one position's settling to its account's change. */
export function tally(summary: LeagueChangeSummary, accountId: string, kind: keyof AccountChange, coins: number): void {
  const change = (summary.byAccount[accountId] ??= noChange());
  change[kind].count += 1;
  change[kind].coins += coins;
}

/** What is wrong with an update that breaks the league's rules; league-words.ts words it. */
export type UpdateProblem =
  | { problem: 'no-events' | 'not-started' | 'not-following-on' | 'started-twice' | 'checkpoint-disagrees' }
  | { problem: 'question-not-added' | 'question-unknown-or-final' | 'question-not-settled'; questionId: string };
