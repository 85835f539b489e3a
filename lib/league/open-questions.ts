// The questions of a verified league update that are still open: what an exported page can draw
// before any script runs (the detail page's static previews). Resolved and voided questions, and
// those already closed at `nowMs` (the build's time), are left out; the rest come soonest to close
// first, so the questions players are about to open are the ones the HTML carries.

import type { CheckpointQuestion } from '../model/league';
import { checkpointOfEvents } from './checkpoint';
import type { VerifiedUpdate } from './read-update';

export type OpenLeagueQuestion = Extract<CheckpointQuestion, { question: string }>;

/** How many of a league's open questions the exported detail page carries. */
export const PREVIEWED_LEAGUE_QUESTIONS = 20;

export function openLeagueQuestions(
  update: Pick<VerifiedUpdate, 'events' | 'checkpoint'>,
  nowMs: number,
  limit: number = PREVIEWED_LEAGUE_QUESTIONS,
): OpenLeagueQuestion[] {
  const questions = new Map<string, CheckpointQuestion>((update.checkpoint?.questions ?? []).map((question) => [question.id, question]));
  for (const question of checkpointOfEvents(update.events, '').questions) questions.set(question.id, question);
  return [...questions.values()]
    .filter((question): question is OpenLeagueQuestion => 'question' in question && Date.parse(question.endTime) > nowMs)
    .sort((a, b) => Date.parse(a.endTime) - Date.parse(b.endTime) || a.id.localeCompare(b.id))
    .slice(0, limit);
}
