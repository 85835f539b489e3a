// How the command line writes a league's questions and times: one line per question, times in
// UTC (the operator's terminal and the players' browsers may be in different zones).

import type { LeagueQuestionState } from '../../lib/league/league-log';

/** '2026-12-01 18:30 UTC'. */
export function utcText(isoTime: string): string {
  return `${new Date(isoTime).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** 'Will it rain? (Sports, ends 2026-12-01 18:30 UTC)'. */
export function questionText(question: Pick<LeagueQuestionState, 'question' | 'category' | 'endTime'>): string {
  return `${question.question} (${question.category}, ends ${utcText(question.endTime)})`;
}
