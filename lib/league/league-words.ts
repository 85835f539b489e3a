// Every sentence the league feature says, in one place: lib/league returns typed reasons with their
// data and the league store actions name what happened; this module alone turns both into words
// (each entry a message of the catalogue, messages/en/leagues.json and messages/hi/leagues.json). Numbers go through lib/display/format.

import { choiceWord } from '../betting/choice-words';
import { isolateText } from '../display/bidi';
import { formatCoins, formatCount } from '../display/format';
import { leagues_apply_conflict, leagues_apply_gap, leagues_apply_invalid, leagues_bets_not_counted_back, leagues_cash_out_taken_back, leagues_cash_out_taken_back_line, leagues_cash_outs_not_counted, leagues_damage_bad_characters, leagues_damage_cut_short, leagues_damage_unknown_kind, leagues_invite_broken, leagues_invite_malformed, leagues_invite_not_checked, leagues_invite_not_invite, leagues_invite_not_update, leagues_invite_too_large, leagues_key_bad_log, leagues_key_file_note, leagues_key_newer, leagues_key_not_key_file, leagues_key_not_of_league, leagues_key_older, leagues_link_damaged, leagues_log_already_cancelled, leagues_log_already_result, leagues_log_broken, leagues_log_invalid_event, leagues_log_not_a_key, leagues_log_not_started, leagues_log_same_name, leagues_log_unknown_question, leagues_not_checked, leagues_note_check_question, leagues_note_joined, leagues_note_joined_wallet, leagues_note_key_damaged, leagues_note_key_file_downloaded, leagues_note_left, leagues_note_left_unnamed, leagues_note_log_in_to_join, leagues_note_log_in_to_leave, leagues_note_log_in_to_run, leagues_note_not_applied, leagues_note_not_in, leagues_note_not_in_unnamed, leagues_note_not_joined, leagues_note_not_organiser, leagues_note_not_results_file, leagues_note_not_share_organiser, leagues_note_not_started, leagues_note_not_taken_over, leagues_note_other_tab, leagues_note_question_added, leagues_note_question_cancelled, leagues_note_renamed, leagues_note_result_given, leagues_note_results_file_downloaded, leagues_note_started, leagues_note_taken_over, leagues_note_too_large, leagues_note_up_to_date, leagues_note_up_to_date_unnamed, leagues_organiser_counted, leagues_pick_step, leagues_problem_checkpoint, leagues_problem_no_events, leagues_problem_not_following_on, leagues_problem_not_started, leagues_problem_question_final, leagues_problem_question_not_added, leagues_problem_question_not_settled, leagues_problem_started_twice, leagues_questions_added, leagues_questions_settled, leagues_read_broken, leagues_read_malformed, leagues_read_not_update, leagues_read_too_large, leagues_setup_coins, leagues_setup_direction, leagues_setup_name_length, leagues_this_league, leagues_unknown_league, leagues_you_got_back, leagues_you_lost, leagues_you_won } from '../i18n/paraglide/messages';
import { LEAGUE_NAME_LENGTH, STARTING_COINS } from '../model/league';
import type { ApplyRefusal, LeagueChangeSummary, UpdateProblem } from './apply-update';
import type { KeyFileCheck, KeyFileRefusal } from './key-file';
import type { LinkDamage } from './league-link';
import type { AppendOutcomeRefusal, AppendRenameRefusal, LeagueSetupProblem, LoadLogRefusal } from './league-log';
import type { OperateResult } from './operate-league';
import type { InviteFailureReason } from './read-invite';
import type { ReadFailureReason } from './read-update';
import type { PickedSeqProblem } from './update-range';
import { readNow } from './read-now';
import { withNameIsolated, wordsOf, type WordsFor } from './words-for';
export type { KindOf } from './words-for';

/** Written into the key file for whoever opens it; not read back. */
export function keyFileNote(): string {
  return leagues_key_file_note();
}

/** Words of the build's language, read once (the key file's note). */
export const KEY_FILE_NOTE = keyFileNote();

/** The update link came from no league this browser follows. */
export function unknownLeagueText(): string {
  return leagues_unknown_league();
}

/** Words of the build's language, read once. */
export const UNKNOWN_LEAGUE_TEXT = unknownLeagueText();

export function notSignedText(leagueName: string): string {
  return leagues_not_checked({ leagueName });
}

const READ_REFUSALS: Record<ReadFailureReason, (leagueName: string) => string> = {
  'not-an-update': () => leagues_read_not_update(),
  'unknown-league': () => unknownLeagueText(),
  'bad-signature': notSignedText,
  'too-large': (leagueName) => leagues_read_too_large({ leagueName }),
  malformed: (leagueName) => leagues_read_malformed({ leagueName }),
  'broken-chain': (leagueName) => leagues_read_broken({ leagueName }),
};

const UPDATE_PROBLEMS: WordsFor<UpdateProblem, 'problem'> = {
  'no-events': () => leagues_problem_no_events(),
  'not-started': () => leagues_problem_not_started(),
  'not-following-on': () => leagues_problem_not_following_on(),
  'started-twice': () => leagues_problem_started_twice(),
  'checkpoint-disagrees': () => leagues_problem_checkpoint(),
  'question-not-added': ({ questionId }) => leagues_problem_question_not_added({ questionId }),
  'question-unknown-or-final': ({ questionId }) => leagues_problem_question_final({ questionId }),
  'question-not-settled': ({ questionId }) => leagues_problem_question_not_settled({ questionId }),
};

const APPLY_REFUSALS: WordsFor<ApplyRefusal, 'reason'> = {
  gap: ({ startsAt, haveUpTo }) => leagues_apply_gap({ startsAt: formatCount(startsAt), haveUpTo: formatCount(haveUpTo) }),
  conflict: ({ leagueName }) => leagues_apply_conflict({ leagueName }),
  'bad-signature': ({ leagueName }) => notSignedText(leagueName),
  invalid: (refusal) => leagues_apply_invalid({ leagueName: refusal.leagueName, why: wordsOf(UPDATE_PROBLEMS, 'problem', refusal) }),
};

export function applyRefusalText(refusal: ApplyRefusal): string {
  return wordsOf(APPLY_REFUSALS, 'reason', withNameIsolated(refusal));
}

/** A refusal from readUpdate (named by the league it came from, when this browser knows it) or from applyLeagueUpdate. */
export function updateRefusalText(refusal: { reason: ReadFailureReason } | ApplyRefusal, leagueName: string | null): string {
  if ('ok' in refusal) return applyRefusalText(refusal);
  return READ_REFUSALS[refusal.reason](leagueName === null ? leagues_this_league() : isolateText(leagueName));
}

const INVITE_REFUSAL_WORDS: Record<InviteFailureReason, () => string> = {
  'not-an-update': () => leagues_invite_not_update(),
  'bad-signature': () => leagues_invite_not_checked(),
  'too-large': () => leagues_invite_too_large(),
  malformed: () => leagues_invite_malformed(),
  'broken-chain': () => leagues_invite_broken(),
  'not-an-invite': () => leagues_invite_not_invite(),
};

/** Why an invite link was refused, in words. */
export function inviteRefusalText(reason: InviteFailureReason): string {
  return INVITE_REFUSAL_WORDS[reason]();
}

/** The same, as a table read at each use. */
export const INVITE_REFUSALS = readNow(INVITE_REFUSAL_WORDS);

const LINK_DAMAGE: Record<LinkDamage, () => string> = {
  'unknown-kind': () => leagues_damage_unknown_kind(),
  'bad-characters': () => leagues_damage_bad_characters(),
  'cut-short': () => leagues_damage_cut_short(),
};

export function linkDamageText(damage: LinkDamage): string {
  return leagues_link_damaged({ why: LINK_DAMAGE[damage]() });
}

const LEAGUE_SETUP_WORDS: Record<LeagueSetupProblem, () => string> = {
  'name-length': () => leagues_setup_name_length({ min: formatCount(LEAGUE_NAME_LENGTH.min), max: formatCount(LEAGUE_NAME_LENGTH.max) }),
  'direction-control': () => leagues_setup_direction(),
  'coins-range': () => leagues_setup_coins({ min: formatCoins(STARTING_COINS.min), max: formatCoins(STARTING_COINS.max) }),
};

export function leagueSetupText(problem: LeagueSetupProblem): string {
  return LEAGUE_SETUP_WORDS[problem]();
}

type LogRefusal = AppendOutcomeRefusal | AppendRenameRefusal | LoadLogRefusal;

const LOG_REFUSALS: WordsFor<LogRefusal, 'reason'> = {
  'unknown-question': ({ questionId }) => leagues_log_unknown_question({ questionId }),
  'already-final': ({ questionId, state }) =>
    state === 'VOID' ? leagues_log_already_cancelled({ questionId }) : leagues_log_already_result({ questionId, choice: choiceWord(state) }),
  'name-length': () => leagueSetupText('name-length'),
  'direction-control': () => leagueSetupText('direction-control'),
  'same-name': ({ name }) => leagues_log_same_name({ name: isolateText(name) }),
  'not-a-key': () => leagues_log_not_a_key(),
  'invalid-event': ({ issue }) => leagues_log_invalid_event({ issue }),
  'not-started': () => leagues_log_not_started(),
  'broken-chain': () => leagues_log_broken(),
};

/** Why the operator's log refused a change, or why stored events are no league's log. */
export function logRefusalText(refusal: LogRefusal): string {
  return wordsOf(LOG_REFUSALS, 'reason', refusal);
}

const KEY_FILE_REFUSALS: WordsFor<KeyFileRefusal | Exclude<KeyFileCheck, { ok: true }>, 'reason'> = {
  'not-a-key-file': () => leagues_key_not_key_file(),
  'newer-key-file': () => leagues_key_newer(),
  'key-not-of-league': () => leagues_key_not_of_league(),
  'bad-log': ({ why }) => leagues_key_bad_log({ why: logRefusalText(why) }),
};

export function keyFileRefusalText(refusal: KeyFileRefusal | Exclude<KeyFileCheck, { ok: true }>): string {
  return wordsOf(KEY_FILE_REFUSALS, 'reason', refusal);
}

/** Why an operator's change or a take-over was refused; null for a refusal the screen says in its own words. */
export function operateRefusalText(refusal: Exclude<OperateResult, { ok: true }>): string | null {
  switch (refusal.reason) {
    case 'not-logged-in':
    case 'not-operator':
      return null;
    case 'older-than-held':
      return leagues_key_older({ leagueName: isolateText(refusal.leagueName) });
    default:
      return applyRefusalText(refusal);
  }
}

export function pickedSeqText(problem: PickedSeqProblem): string {
  return leagues_pick_step({ lastSeq: formatCount(problem.lastSeq) });
}

/** What the league screens are told once a store action is done or refused. */
export type LeagueNote =
  | { note: 'log-in-to-join' | 'log-in-to-leave' | 'log-in-to-run' | 'not-operator' | 'not-share-operator' | 'not-an-update-file' | 'key-pair-damaged' }
  | { note: 'not-joined' | 'not-applied' | 'not-started' | 'changed-in-another-tab' | 'check-question' | 'question-added' | 'question-voided' }
  | { note: 'update-file-downloaded' | 'key-file-downloaded' | 'too-large-to-sign' }
  | { note: 'joined'; leagueName: string; walletCoins: number | null; announced: string | null }
  | { note: 'up-to-date' | 'not-following' | 'left'; leagueName: string | null }
  | { note: 'started' | 'renamed' | 'not-taken-over' | 'taken-over'; leagueName: string }
  | { note: 'question-resolved'; outcome: 'YES' | 'NO' };

export const LEAGUE_NOTES: WordsFor<LeagueNote, 'note'> = {
  'log-in-to-join': () => leagues_note_log_in_to_join(),
  'log-in-to-leave': () => leagues_note_log_in_to_leave(),
  'log-in-to-run': () => leagues_note_log_in_to_run(),
  'not-operator': () => leagues_note_not_organiser(),
  'not-share-operator': () => leagues_note_not_share_organiser(),
  'not-an-update-file': () => leagues_note_not_results_file(),
  'key-pair-damaged': () => leagues_note_key_damaged(),
  'not-joined': () => leagues_note_not_joined(),
  'not-applied': () => leagues_note_not_applied(),
  'not-started': () => leagues_note_not_started(),
  'changed-in-another-tab': () => leagues_note_other_tab(),
  'check-question': () => leagues_note_check_question(),
  'question-added': () => leagues_note_question_added(),
  'question-voided': () => leagues_note_question_cancelled(),
  'update-file-downloaded': () => leagues_note_results_file_downloaded(),
  'key-file-downloaded': () => leagues_note_key_file_downloaded(),
  'too-large-to-sign': () => leagues_note_too_large(),
  joined: ({ leagueName, walletCoins, announced }) =>
    [leagues_note_joined({ leagueName }), walletCoins === null ? '' : leagues_note_joined_wallet({ leagueName, coins: formatCoins(walletCoins) }), announced ?? '']
      .filter(Boolean)
      .join(' '),
  'up-to-date': ({ leagueName }) => (leagueName === null ? leagues_note_up_to_date_unnamed() : leagues_note_up_to_date({ leagueName })),
  'not-following': ({ leagueName }) => (leagueName === null ? leagues_note_not_in_unnamed() : leagues_note_not_in({ leagueName })),
  left: ({ leagueName }) => (leagueName === null ? leagues_note_left_unnamed() : leagues_note_left({ leagueName })),
  started: ({ leagueName }) => leagues_note_started({ leagueName }),
  renamed: ({ leagueName }) => leagues_note_renamed({ leagueName }),
  'not-taken-over': ({ leagueName }) => leagues_note_not_taken_over({ leagueName }),
  'taken-over': ({ leagueName }) => leagues_note_taken_over({ leagueName }),
  'question-resolved': ({ outcome }) => leagues_note_result_given({ choice: choiceWord(outcome) }),
};

export function leagueNoteText(note: LeagueNote): string {
  return wordsOf(LEAGUE_NOTES, 'note', withNameIsolated(note));
}

/** The league news's line when the organiser took a cash-out back because the crowd moved. */
export function cashOutTakenBackText(): string {
  return leagues_cash_out_taken_back();
}

/** Words of the build's language, read once. */
export const CASH_OUT_TAKEN_BACK_TEXT = cashOutTakenBackText();

/** What a cash-out refused because the crowd moved did: the coins went back and the bet stands. */
export function cashOutTakenBackLine(count: number): string {
  return leagues_cash_out_taken_back_line({ count, shown: formatCount(count) });
}

function accountText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const change = accountId === null ? undefined : summary.byAccount[accountId];
  if (!change) return null;
  const parts: string[] = [];
  if (change.won.coins > 0) parts.push(leagues_you_won({ coins: formatCoins(change.won.coins) }));
  if (change.refunded.coins > 0) parts.push(leagues_you_got_back({ coins: formatCoins(change.refunded.coins) }));
  if (change.notCounted.count > 0)
    parts.push(leagues_bets_not_counted_back({ count: change.notCounted.count, shown: formatCount(change.notCounted.count), coins: formatCoins(change.notCounted.coins) }));
  if (change.cashOutTakenBack.count > 0) parts.push(cashOutTakenBackLine(change.cashOutTakenBack.count));
  if (change.cashOutRefused.count > 0)
    parts.push(leagues_cash_outs_not_counted({ count: change.cashOutRefused.count, shown: formatCount(change.cashOutRefused.count), coins: formatCoins(change.cashOutRefused.coins) }));
  if (parts.length === 0 && change.lost.count > 0) parts.push(leagues_you_lost({ count: change.lost.count, shown: formatCount(change.lost.count) }));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** 'Site League: 2 questions added, 1 question got its result: you won 1,080'; null when nothing changed. */
export function summaryText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const parts: string[] = [];
  if (summary.added > 0) parts.push(leagues_questions_added({ count: summary.added, shown: formatCount(summary.added) }));
  if (summary.settled > 0) parts.push(leagues_questions_settled({ count: summary.settled, shown: formatCount(summary.settled) }));
  const yours = accountText(summary, accountId);
  // Standings alone are news only when they counted or refunded this player's bets.
  if (parts.length === 0 && yours !== null) parts.push(leagues_organiser_counted());
  if (parts.length === 0) return null;
  return `${isolateText(summary.name)}: ${parts.join(', ')}${yours ? `: ${yours}` : ''}`;
}
