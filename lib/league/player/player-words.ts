// The player's side of picks, in words: the 'since your last visit' note, what is still to send,
// the nudge before a question closes, and the one-line message a picks link travels with.
// lib/league/player returns typed values; this module alone words them.

import { isolateText } from '../../display/bidi';
import { formatCoins, formatCount, pluralize } from '../../display/format';
import type { VisitNote } from '../../model/membership';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinalText(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th';
  return `${formatCount(rank)}${suffix}`;
}

/** 'Office Cup: you won 180 on 2 questions · now 3rd of 14'. */
export function visitNoteText(leagueName: string, note: VisitNote): string {
  const parts: string[] = [];
  const questions = pluralize(note.questions, 'question');
  if (note.won > 0) parts.push(`you won ${formatCoins(note.won)} on ${questions}`);
  else if (note.questions > 0) parts.push(`${questions} settled`);
  if (note.notCounted > 0) parts.push(`${pluralize(note.notCounted, 'bet')} not counted, stake back`);
  if (note.rank !== null) parts.push(`now ${ordinalText(note.rank)} of ${formatCount(note.of)}`);
  return `${isolateText(leagueName)}: ${parts.join(' · ')}`;
}

export const PLAYER_WORDS = {
  sendPicks: 'Send my picks',
  sendPicksHint: 'Your organiser counts a bet once your picks reach them before the question closes.',
  allSent: 'All your bets are sent.',
  sinceLastVisit: 'Since your last visit',
  notesHeading: 'What happened',
  waiting: 'Waiting for the organiser to count it',
} as const;

/** '2 bets not sent yet'. */
export function unsentText(count: number): string {
  return `${pluralize(count, 'bet')} not sent yet`;
}

/** The nudge: 'Office Cup: a question closes within the hour and your bet on it is not sent yet.' */
export function closingNudgeText(leagueName: string, questions: number): string {
  return questions === 1
    ? `${isolateText(leagueName)}: a question closes within the hour and your bet on it is not sent yet.`
    : `${isolateText(leagueName)}: ${formatCount(questions)} questions close within the hour with bets not sent yet.`;
}

/** The one line a picks link travels with: 'My picks for Office Cup (3 bets)'. */
export function picksMessageText(leagueName: string, bets: number): string {
  return `My picks for ${isolateText(leagueName)} (${pluralize(bets, 'bet')})`;
}

/** The organiser's reminder: 'Office Cup: a question closes within the hour. Collect picks before it does.' */
export function collectReminderText(leagueName: string, questions: number): string {
  const closing = questions === 1 ? 'a question closes' : `${formatCount(questions)} questions close`;
  return `${isolateText(leagueName)}: ${closing} within the hour. Collect picks before it does: a bet counts only if it reaches you in time.`;
}
