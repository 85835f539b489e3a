// What counting picks needs from a league's event log: its starting coins, how wins pay (its
// 'started' event's payout rule, absent = fixed), each question's end time, and each question's
// result (the first event that resolved or voided it), in time order.

import { payoutRuleOf, type LeagueEvent, type PayoutRule } from '../../model/league';

export interface LeagueResult {
  questionId: string;
  outcome: 'YES' | 'NO' | 'VOID';
  /** The result event's own time: a pick must have arrived before it. */
  at: string;
  atMs: number;
  seq: number;
}

export interface LeagueFacts {
  startingCoins: number;
  /** How wins pay: 'fixed' (potentialWin of the stake) or 'pool' (winners share the question's pool). */
  payout: PayoutRule;
  /** Question id to end time (ms), in the order the questions were added. */
  endTimes: ReadonlyMap<string, number>;
  /** When each question was added (its event's time): no proof of arrival can be earlier. */
  addedTimes: ReadonlyMap<string, number>;
  /** Question id to its result. */
  resultOf: ReadonlyMap<string, LeagueResult>;
  /** Every result, by time and then seq. */
  results: readonly LeagueResult[];
  /** The last event's seq (0 for an empty log). */
  lastSeq: number;
}

export function leagueFactsOf(events: readonly LeagueEvent[]): LeagueFacts {
  let startingCoins = 0;
  let payout: PayoutRule = 'fixed';
  const endTimes = new Map<string, number>();
  const addedTimes = new Map<string, number>();
  const resultOf = new Map<string, LeagueResult>();
  for (const event of events) {
    if (event.type === 'started') {
      startingCoins = event.startingCoins;
      payout = payoutRuleOf(event);
    }
    else if (event.type === 'question-added') {
      endTimes.set(event.id, Date.parse(event.endTime));
      addedTimes.set(event.id, Date.parse(event.at));
    }
    else if ((event.type === 'resolved' || event.type === 'voided') && !resultOf.has(event.questionId)) {
      const outcome = event.type === 'voided' ? 'VOID' : event.outcome;
      resultOf.set(event.questionId, { questionId: event.questionId, outcome, at: event.at, atMs: Date.parse(event.at), seq: event.seq });
    }
  }
  const results = [...resultOf.values()].sort((a, b) => a.atMs - b.atMs || a.seq - b.seq);
  return { startingCoins, payout, endTimes, addedTimes, resultOf, results, lastSeq: events.at(-1)?.seq ?? 0 };
}
