// Every sentence the league feature says, in one place: lib/league returns typed reasons with their
// data and the league store actions name what happened; this module alone turns both into words
// (each entry a message of the catalogue, messages/en/leagues.json and messages/hi/leagues.json). Numbers go through lib/display/format.

import { isolateText } from '../display/bidi';
import { formatCoins, formatCount } from '../display/format';
import { m } from '../i18n/paraglide/messages';
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

/** The members of union `U` whose field `K` can be `T`, with `K` narrowed to `T`. */
export type KindOf<U, K extends keyof U, T> = U extends unknown ? (T extends U[K] ? Omit<U, K> & Record<K, T> : never) : never;

/** For each kind of a union `U` (told apart by its field `K`), the words for one of that kind. */
type WordsFor<U extends Record<K, string>, K extends keyof U> = { [T in U[K]]: (item: KindOf<U, K, T>) => string };

/** The item with its league's name isolated (isolateText), so a right-to-left name turns only itself around. */
function withNameIsolated<T extends object>(item: T): T {
  const { leagueName } = item as { leagueName?: unknown };
  return typeof leagueName === 'string' ? { ...item, leagueName: isolateText(leagueName) } : item;
}

function wordsOf<U extends Record<K, string>, K extends keyof U>(words: WordsFor<U, K>, key: K, item: U): string {
  // The kind read from the item picks the words written for that kind, so the item fits them.
  return (words[item[key]] as unknown as (item: U) => string)(item);
}

/** Written into the key file for whoever opens it; not read back. */
export function keyFileNote(): string {
  return m.leagues_key_file_note();
}

/** Words of the build's language, read once (the key file's note). */
export const KEY_FILE_NOTE = keyFileNote();

/** The update link came from no league this browser follows. */
export function unknownLeagueText(): string {
  return m.leagues_unknown_league();
}

/** Words of the build's language, read once. */
export const UNKNOWN_LEAGUE_TEXT = unknownLeagueText();

export function notSignedText(leagueName: string): string {
  return m.leagues_not_checked({ leagueName });
}

const READ_REFUSALS: Record<ReadFailureReason, (leagueName: string) => string> = {
  'not-an-update': () => m.leagues_read_not_update(),
  'unknown-league': () => unknownLeagueText(),
  'bad-signature': notSignedText,
  'too-large': (leagueName) => m.leagues_read_too_large({ leagueName }),
  malformed: (leagueName) => m.leagues_read_malformed({ leagueName }),
  'broken-chain': (leagueName) => m.leagues_read_broken({ leagueName }),
};

const UPDATE_PROBLEMS: WordsFor<UpdateProblem, 'problem'> = {
  'no-events': () => m.leagues_problem_no_events(),
  'not-started': () => m.leagues_problem_not_started(),
  'not-following-on': () => m.leagues_problem_not_following_on(),
  'started-twice': () => m.leagues_problem_started_twice(),
  'checkpoint-disagrees': () => m.leagues_problem_checkpoint(),
  'question-not-added': ({ questionId }) => m.leagues_problem_question_not_added({ questionId }),
  'question-unknown-or-final': ({ questionId }) => m.leagues_problem_question_final({ questionId }),
  'question-not-settled': ({ questionId }) => m.leagues_problem_question_not_settled({ questionId }),
};

const APPLY_REFUSALS: WordsFor<ApplyRefusal, 'reason'> = {
  gap: ({ startsAt, haveUpTo }) => m.leagues_apply_gap({ startsAt: formatCount(startsAt), haveUpTo: formatCount(haveUpTo) }),
  conflict: ({ leagueName }) => m.leagues_apply_conflict({ leagueName }),
  'bad-signature': ({ leagueName }) => notSignedText(leagueName),
  invalid: (refusal) => m.leagues_apply_invalid({ leagueName: refusal.leagueName, why: wordsOf(UPDATE_PROBLEMS, 'problem', refusal) }),
};

export function applyRefusalText(refusal: ApplyRefusal): string {
  return wordsOf(APPLY_REFUSALS, 'reason', withNameIsolated(refusal));
}

/** A refusal from readUpdate (named by the league it came from, when this browser knows it) or from applyLeagueUpdate. */
export function updateRefusalText(refusal: { reason: ReadFailureReason } | ApplyRefusal, leagueName: string | null): string {
  if ('ok' in refusal) return applyRefusalText(refusal);
  return READ_REFUSALS[refusal.reason](leagueName === null ? m.leagues_this_league() : isolateText(leagueName));
}

const INVITE_REFUSAL_WORDS: Record<InviteFailureReason, () => string> = {
  'not-an-update': () => m.leagues_invite_not_update(),
  'bad-signature': () => m.leagues_invite_not_checked(),
  'too-large': () => m.leagues_invite_too_large(),
  malformed: () => m.leagues_invite_malformed(),
  'broken-chain': () => m.leagues_invite_broken(),
  'not-an-invite': () => m.leagues_invite_not_invite(),
};

/** Why an invite link was refused, in words. */
export function inviteRefusalText(reason: InviteFailureReason): string {
  return INVITE_REFUSAL_WORDS[reason]();
}

/** The same, as a table read at each use. */
export const INVITE_REFUSALS = readNow(INVITE_REFUSAL_WORDS);

const LINK_DAMAGE: Record<LinkDamage, () => string> = {
  'unknown-kind': () => m.leagues_damage_unknown_kind(),
  'bad-characters': () => m.leagues_damage_bad_characters(),
  'cut-short': () => m.leagues_damage_cut_short(),
};

export function linkDamageText(damage: LinkDamage): string {
  return m.leagues_link_damaged({ why: LINK_DAMAGE[damage]() });
}

const LEAGUE_SETUP_WORDS: Record<LeagueSetupProblem, () => string> = {
  'name-length': () => m.leagues_setup_name_length({ min: formatCount(LEAGUE_NAME_LENGTH.min), max: formatCount(LEAGUE_NAME_LENGTH.max) }),
  'direction-control': () => m.leagues_setup_direction(),
  'coins-range': () => m.leagues_setup_coins({ min: formatCoins(STARTING_COINS.min), max: formatCoins(STARTING_COINS.max) }),
};

export function leagueSetupText(problem: LeagueSetupProblem): string {
  return LEAGUE_SETUP_WORDS[problem]();
}

type LogRefusal = AppendOutcomeRefusal | AppendRenameRefusal | LoadLogRefusal;

const LOG_REFUSALS: WordsFor<LogRefusal, 'reason'> = {
  'unknown-question': ({ questionId }) => m.leagues_log_unknown_question({ questionId }),
  'already-final': ({ questionId, state }) =>
    state === 'VOID' ? m.leagues_log_already_cancelled({ questionId }) : m.leagues_log_already_result({ questionId, choice: choiceText(state) }),
  'name-length': () => leagueSetupText('name-length'),
  'direction-control': () => leagueSetupText('direction-control'),
  'same-name': ({ name }) => m.leagues_log_same_name({ name: isolateText(name) }),
  'not-a-key': () => m.leagues_log_not_a_key(),
  'invalid-event': ({ issue }) => m.leagues_log_invalid_event({ issue }),
  'not-started': () => m.leagues_log_not_started(),
  'broken-chain': () => m.leagues_log_broken(),
};

/** YES or NO as this language says it (हाँ / नहीं). */
export function choiceText(choice: 'YES' | 'NO'): string {
  return choice === 'YES' ? m.common_yes() : m.common_no();
}

/** Why the operator's log refused a change, or why stored events are no league's log. */
export function logRefusalText(refusal: LogRefusal): string {
  return wordsOf(LOG_REFUSALS, 'reason', refusal);
}

const KEY_FILE_REFUSALS: WordsFor<KeyFileRefusal | Exclude<KeyFileCheck, { ok: true }>, 'reason'> = {
  'not-a-key-file': () => m.leagues_key_not_key_file(),
  'newer-key-file': () => m.leagues_key_newer(),
  'key-not-of-league': () => m.leagues_key_not_of_league(),
  'bad-log': ({ why }) => m.leagues_key_bad_log({ why: logRefusalText(why) }),
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
      return m.leagues_key_older({ leagueName: isolateText(refusal.leagueName) });
    default:
      return applyRefusalText(refusal);
  }
}

export function pickedSeqText(problem: PickedSeqProblem): string {
  return m.leagues_pick_step({ lastSeq: formatCount(problem.lastSeq) });
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
  'log-in-to-join': () => m.leagues_note_log_in_to_join(),
  'log-in-to-leave': () => m.leagues_note_log_in_to_leave(),
  'log-in-to-run': () => m.leagues_note_log_in_to_run(),
  'not-operator': () => m.leagues_note_not_organiser(),
  'not-share-operator': () => m.leagues_note_not_share_organiser(),
  'not-an-update-file': () => m.leagues_note_not_results_file(),
  'key-pair-damaged': () => m.leagues_note_key_damaged(),
  'not-joined': () => m.leagues_note_not_joined(),
  'not-applied': () => m.leagues_note_not_applied(),
  'not-started': () => m.leagues_note_not_started(),
  'changed-in-another-tab': () => m.leagues_note_other_tab(),
  'check-question': () => m.leagues_note_check_question(),
  'question-added': () => m.leagues_note_question_added(),
  'question-voided': () => m.leagues_note_question_cancelled(),
  'update-file-downloaded': () => m.leagues_note_results_file_downloaded(),
  'key-file-downloaded': () => m.leagues_note_key_file_downloaded(),
  'too-large-to-sign': () => m.leagues_note_too_large(),
  joined: ({ leagueName, walletCoins, announced }) =>
    [m.leagues_note_joined({ leagueName }), walletCoins === null ? '' : m.leagues_note_joined_wallet({ leagueName, coins: formatCoins(walletCoins) }), announced ?? '']
      .filter(Boolean)
      .join(' '),
  'up-to-date': ({ leagueName }) => (leagueName === null ? m.leagues_note_up_to_date_unnamed() : m.leagues_note_up_to_date({ leagueName })),
  'not-following': ({ leagueName }) => (leagueName === null ? m.leagues_note_not_in_unnamed() : m.leagues_note_not_in({ leagueName })),
  left: ({ leagueName }) => (leagueName === null ? m.leagues_note_left_unnamed() : m.leagues_note_left({ leagueName })),
  started: ({ leagueName }) => m.leagues_note_started({ leagueName }),
  renamed: ({ leagueName }) => m.leagues_note_renamed({ leagueName }),
  'not-taken-over': ({ leagueName }) => m.leagues_note_not_taken_over({ leagueName }),
  'taken-over': ({ leagueName }) => m.leagues_note_taken_over({ leagueName }),
  'question-resolved': ({ outcome }) => m.leagues_note_result_given({ choice: choiceText(outcome) }),
};

export function leagueNoteText(note: LeagueNote): string {
  return wordsOf(LEAGUE_NOTES, 'note', withNameIsolated(note));
}

/** The league news's line when the organiser took a cash-out back because the crowd moved. */
export function cashOutTakenBackText(): string {
  return m.leagues_cash_out_taken_back();
}

/** Words of the build's language, read once. */
export const CASH_OUT_TAKEN_BACK_TEXT = cashOutTakenBackText();

/** What a cash-out refused because the crowd moved did: the coins went back and the bet stands. */
export function cashOutTakenBackLine(count: number): string {
  return m.leagues_cash_out_taken_back_line({ count, shown: formatCount(count) });
}

function accountText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const change = accountId === null ? undefined : summary.byAccount[accountId];
  if (!change) return null;
  const parts: string[] = [];
  if (change.won.coins > 0) parts.push(m.leagues_you_won({ coins: formatCoins(change.won.coins) }));
  if (change.refunded.coins > 0) parts.push(m.leagues_you_got_back({ coins: formatCoins(change.refunded.coins) }));
  if (change.notCounted.count > 0)
    parts.push(m.leagues_bets_not_counted_back({ count: change.notCounted.count, shown: formatCount(change.notCounted.count), coins: formatCoins(change.notCounted.coins) }));
  if (change.cashOutTakenBack.count > 0) parts.push(cashOutTakenBackLine(change.cashOutTakenBack.count));
  if (change.cashOutRefused.count > 0)
    parts.push(m.leagues_cash_outs_not_counted({ count: change.cashOutRefused.count, shown: formatCount(change.cashOutRefused.count), coins: formatCoins(change.cashOutRefused.coins) }));
  if (parts.length === 0 && change.lost.count > 0) parts.push(m.leagues_you_lost({ count: change.lost.count, shown: formatCount(change.lost.count) }));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** 'Site League: 2 questions added, 1 question got its result: you won 1,080'; null when nothing changed. */
export function summaryText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const parts: string[] = [];
  if (summary.added > 0) parts.push(m.leagues_questions_added({ count: summary.added, shown: formatCount(summary.added) }));
  if (summary.settled > 0) parts.push(m.leagues_questions_settled({ count: summary.settled, shown: formatCount(summary.settled) }));
  const yours = accountText(summary, accountId);
  // Standings alone are news only when they counted or refunded this player's bets.
  if (parts.length === 0 && yours !== null) parts.push(m.leagues_organiser_counted());
  if (parts.length === 0) return null;
  return `${isolateText(summary.name)}: ${parts.join(', ')}${yours ? `: ${yours}` : ''}`;
}
