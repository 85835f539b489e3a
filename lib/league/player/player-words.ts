// The player's side of picks, in words: the 'since your last visit' note, what is still to send,
// the nudge before a question closes, and the one-line message a picks link travels with.
// lib/league/player returns typed values; this module alone words them.

import { isolateText } from '../../display/bidi';
import { formatCoins, formatCount } from '../../display/format';
import { leagues_ordinal, leagues_picks_link, leagues_player_all_sent, leagues_player_closing_nudge, leagues_player_collect_reminder, leagues_player_picks_message, leagues_player_send_picks, leagues_player_send_picks_hint, leagues_player_since_last_visit, leagues_player_unsent, leagues_player_waiting, leagues_player_what_happened, leagues_questions_settled, leagues_visit_not_counted, leagues_visit_rank, leagues_visit_won } from '../../i18n/paraglide/messages';
import type { VisitNote } from '../../model/membership';
import { readNow } from '../read-now';

const counted = (count: number) => ({ count, shown: formatCount(count) });

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st (पहला, दूसरा, तीसरा … 5वाँ in Hindi). */
export function ordinalText(rank: number): string {
  return leagues_ordinal(counted(rank));
}

/** 'Office Cup: you won 180 on 2 questions · now 3rd of 14'. */
export function visitNoteText(leagueName: string, note: VisitNote): string {
  const parts: string[] = [];
  if (note.won > 0) parts.push(leagues_visit_won({ ...counted(note.questions), coins: formatCoins(note.won) }));
  else if (note.questions > 0) parts.push(leagues_questions_settled(counted(note.questions)));
  if (note.notCounted > 0) parts.push(leagues_visit_not_counted(counted(note.notCounted)));
  if (note.rank !== null) parts.push(leagues_visit_rank({ rank: ordinalText(note.rank), of: formatCount(note.of) }));
  return `${isolateText(leagueName)}: ${parts.join(' · ')}`;
}

/** The player's picks panel's fixed words (read at each use). */
export const PLAYER_WORDS = readNow({
  sendPicks: () => leagues_player_send_picks(),
  sendPicksHint: () => leagues_player_send_picks_hint(),
  allSent: () => leagues_player_all_sent(),
  sinceLastVisit: () => leagues_player_since_last_visit(),
  notesHeading: () => leagues_player_what_happened(),
  waiting: () => leagues_player_waiting(),
  picksLink: () => leagues_picks_link(),
});

/** '2 bets not sent yet'. */
export function unsentText(count: number): string {
  return leagues_player_unsent(counted(count));
}

/** The nudge: 'Office Cup: a question ends within the hour and your bet on it is not sent yet.' */
export function closingNudgeText(leagueName: string, questions: number): string {
  return leagues_player_closing_nudge({ ...counted(questions), leagueName: isolateText(leagueName) });
}

/** The one line a picks link travels with: 'My picks for Office Cup (3 bets)'. */
export function picksMessageText(leagueName: string, bets: number): string {
  return leagues_player_picks_message({ ...counted(bets), leagueName: isolateText(leagueName) });
}

/** The organiser's reminder: 'Office Cup: a question ends within the hour. Collect picks before it does.' */
export function collectReminderText(leagueName: string, questions: number): string {
  return leagues_player_collect_reminder({ ...counted(questions), leagueName: isolateText(leagueName) });
}
