// What a league's events add up to: its name, its starting coins and each question with its
// state. Read by the operator's log and the command line's list; apart so that signing an
// update needs no question checks.

import type { Checkpoint, LeagueEvent, PayoutRule } from '../model/league';

export interface LeagueQuestionState {
  id: string;
  question: string;
  category: string;
  description: string;
  endTime: string;
  state: 'open' | 'YES' | 'NO' | 'VOID';
}

export interface LogState {
  name: string;
  startingCoins: number;
  /** How wins pay, as the 'started' event or checkpoint says (absent: 'fixed'). */
  payout?: PayoutRule;
  questions: LeagueQuestionState[];
}

/**
 * What a checkpoint and the events after it add up to. A question settled before the checkpoint
 * travels as its id and result only, so it is not listed: nothing of it is left to show or bet on.
 */
export function describeFromCheckpoint(checkpoint: Checkpoint, events: readonly LeagueEvent[]): LogState {
  const state: LogState = { name: checkpoint.name, startingCoins: checkpoint.startingCoins, ...(checkpoint.payout ? { payout: checkpoint.payout } : {}), questions: [] };
  for (const question of checkpoint.questions) {
    if ('outcome' in question) continue;
    const { id, question: text, category, description, endTime } = question;
    state.questions.push({ id, question: text, category, description, endTime, state: 'open' });
  }
  return describeLog(events, state);
}

export function describeLog(events: readonly LeagueEvent[], from?: LogState): LogState {
  const state: LogState = from ?? { name: '', startingCoins: 0, questions: [] };
  const byId = new Map<string, LeagueQuestionState>(state.questions.map((question) => [question.id, question]));
  for (const event of events) {
    if (event.type === 'started') {
      state.name = event.name;
      state.startingCoins = event.startingCoins;
      if (event.payout) state.payout = event.payout;
    } else if (event.type === 'renamed') {
      state.name = event.name;
    } else if (event.type === 'question-added') {
      const { id, question, category, description, endTime } = event;
      const added: LeagueQuestionState = { id, question, category, description, endTime, state: 'open' };
      byId.set(id, added);
      state.questions.push(added);
    } else {
      const question = byId.get(event.questionId);
      if (question) question.state = event.type === 'voided' ? 'VOID' : event.outcome;
    }
  }
  return state;
}
