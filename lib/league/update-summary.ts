// What applying a league update reports: what changed for each account, and what is wrong with
// an update that breaks the league's rules (league-words.ts words it). Apart from the apply, so
// the question and checkpoint steps can name them without an import circle.

export interface AccountChange {
  /** Coins paid for won positions. */
  won: number;
  /** Stakes given back by voids. */
  refunded: number;
  /** Positions lost. */
  lost: number;
}

export interface LeagueChangeSummary {
  leagueId: string;
  name: string;
  added: number;
  settled: number;
  byAccount: Record<string, AccountChange>;
}

/** What is wrong with an update that breaks the league's rules; league-words.ts words it. */
export type UpdateProblem =
  | { problem: 'no-events' | 'not-started' | 'not-following-on' | 'started-twice' | 'checkpoint-disagrees' }
  | { problem: 'question-not-added' | 'question-unknown-or-final' | 'question-not-settled'; questionId: string };
