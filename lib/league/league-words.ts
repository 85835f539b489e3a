// Every sentence the league feature says, in one place: lib/league returns typed reasons with their
// data and the league store actions name what happened; this module alone turns both into words
// (a second language replaces this file). Numbers go through lib/display/format.

import { isolateText } from '../display/bidi';
import { formatCoins, pluralize } from '../display/format';
import { LEAGUE_NAME_LENGTH, STARTING_COINS } from '../model/league';
import type { ApplyRefusal, LeagueChangeSummary, UpdateProblem } from './apply-update';
import type { KeyFileCheck, KeyFileRefusal } from './key-file';
import type { LinkDamage } from './league-link';
import type { AppendOutcomeRefusal, AppendRenameRefusal, LeagueSetupProblem, LoadLogRefusal } from './league-log';
import type { OperateResult } from './operate-league';
import type { InviteFailureReason } from './read-invite';
import type { ReadFailureReason } from './read-update';
import type { PickedSeqProblem } from './update-range';

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
export const KEY_FILE_NOTE = 'Whoever holds this file runs the league. Keep it private; losing every copy ends the league.';

/** The name of a league this browser does not know by name. */
const UNNAMED = { refusal: 'this league', note: 'the league' } as const;

export const UNKNOWN_LEAGUE_TEXT = 'This update was not signed by the operator of a league you follow. Ask the operator for an invite link.';

export function notSignedText(leagueName: string): string {
  return `This update was not signed by the operator of ${leagueName}`;
}

const READ_REFUSALS: Record<ReadFailureReason, (name: string) => string> = {
  'not-an-update': () => 'This is not a league update.',
  'unknown-league': () => UNKNOWN_LEAGUE_TEXT,
  'bad-signature': notSignedText,
  'too-large': (name) => `This update from ${name} is too large to read.`,
  malformed: (name) => `This update from ${name} could not be read.`,
  'broken-chain': (name) => `This update from ${name} has events that do not follow on from each other, so nothing was applied.`,
};

const UPDATE_PROBLEMS: WordsFor<UpdateProblem, 'problem'> = {
  'no-events': () => 'it carries no events',
  'not-started': () => 'it does not start the league',
  'not-following-on': () => 'its events do not follow on',
  'started-twice': () => 'a league starts only once',
  'checkpoint-disagrees': () => 'its summary of the league disagrees with what this browser already has',
  'question-not-added': ({ questionId }) => `question ${questionId} cannot be added`,
  'question-unknown-or-final': ({ questionId }) => `question ${questionId} is unknown or already final`,
  'question-not-settled': ({ questionId }) => `question ${questionId} cannot be settled`,
};

const APPLY_REFUSALS: WordsFor<ApplyRefusal, 'reason'> = {
  gap: ({ startsAt, haveUpTo }) => `This update starts at ${startsAt}, you have up to ${haveUpTo}`,
  conflict: ({ leagueName }) => `Conflicting update from ${leagueName}`,
  'bad-signature': ({ leagueName }) => notSignedText(leagueName),
  invalid: (refusal) => `This update from ${refusal.leagueName} was not applied: ${wordsOf(UPDATE_PROBLEMS, 'problem', refusal)}.`,
};

export function applyRefusalText(refusal: ApplyRefusal): string {
  return wordsOf(APPLY_REFUSALS, 'reason', withNameIsolated(refusal));
}

/** A refusal from readUpdate (named by the league it came from, when this browser knows it) or from applyLeagueUpdate. */
export function updateRefusalText(refusal: { reason: ReadFailureReason } | ApplyRefusal, leagueName: string | null): string {
  if ('ok' in refusal) return applyRefusalText(refusal);
  return READ_REFUSALS[refusal.reason](leagueName === null ? UNNAMED.refusal : isolateText(leagueName));
}

export const INVITE_REFUSALS: Record<InviteFailureReason, string> = {
  'not-an-update': 'This is not a league invite.',
  'bad-signature': 'This invite was not signed by its league’s operator: it was changed on the way. Ask the operator for the link again.',
  'too-large': 'This invite is too large to read.',
  malformed: 'This invite could not be read.',
  'broken-chain': 'This invite has events that do not follow on from each other.',
  'not-an-invite': 'This link does not start the league, so it cannot be joined from. Ask the operator for an invite link.',
};

const LINK_DAMAGE: Record<LinkDamage, string> = {
  'unknown-kind': 'it is neither an invite link nor an update link',
  'bad-characters': 'some of its characters are missing or changed',
  'cut-short': 'it does not hold a whole league update',
};

export function linkDamageText(damage: LinkDamage): string {
  return `This link is damaged: ${LINK_DAMAGE[damage]}. Ask for the link again.`;
}

const LEAGUE_SETUP_WORDS: Record<LeagueSetupProblem, () => string> = {
  'name-length': () => `A league name has ${LEAGUE_NAME_LENGTH.min} to ${LEAGUE_NAME_LENGTH.max} characters.`,
  'direction-control': () => 'A league name cannot hold hidden characters that turn text around: they can make one name pass for another.',
  'coins-range': () => `Starting coins are whole coins from ${formatCoins(STARTING_COINS.min)} to ${formatCoins(STARTING_COINS.max)}.`,
};

export function leagueSetupText(problem: LeagueSetupProblem): string {
  return LEAGUE_SETUP_WORDS[problem]();
}

type LogRefusal = AppendOutcomeRefusal | AppendRenameRefusal | LoadLogRefusal;

const LOG_REFUSALS: WordsFor<LogRefusal, 'reason'> = {
  'unknown-question': ({ questionId }) => `This league has no question ${questionId}.`,
  'already-final': ({ questionId, state }) => `Question ${questionId} is already ${state === 'VOID' ? 'void' : `resolved ${state}`}, and a result is final.`,
  'name-length': () => leagueSetupText('name-length'),
  'direction-control': () => leagueSetupText('direction-control'),
  'same-name': ({ name }) => `The league is already called ${isolateText(name)}.`,
  'not-a-key': () => 'The public key is not a league key.',
  'invalid-event': ({ issue }) => `An event is not valid: ${issue}`,
  'not-started': () => 'The events do not begin with the league starting.',
  'broken-chain': () => 'The events do not follow on from each other: the log was changed.',
};

/** Why the operator's log refused a change, or why stored events are no league's log. */
export function logRefusalText(refusal: LogRefusal): string {
  return wordsOf(LOG_REFUSALS, 'reason', refusal);
}

const KEY_FILE_REFUSALS: WordsFor<KeyFileRefusal | Exclude<KeyFileCheck, { ok: true }>, 'reason'> = {
  'not-a-key-file': () => 'This is not a league key file.',
  'newer-key-file': () => 'This league key file comes from a newer version of PredictoPlay.',
  'key-not-of-league': () => 'The key in this file is not the key of its league.',
  'bad-log': ({ why }) => `This league key file cannot be used. ${logRefusalText(why)}`,
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
      return `This key file is older than the events this browser already holds for ${isolateText(refusal.leagueName)}.`;
    default:
      return applyRefusalText(refusal);
  }
}

export function pickedSeqText(problem: PickedSeqProblem): string {
  return `Pick an event from 1 to ${problem.lastSeq}.`;
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

const name = (leagueName: string | null) => leagueName ?? UNNAMED.note;

export const LEAGUE_NOTES: WordsFor<LeagueNote, 'note'> = {
  'log-in-to-join': () => 'Log in to join a league.',
  'log-in-to-leave': () => 'Log in to leave a league.',
  'log-in-to-run': () => 'Log in to run a league.',
  'not-operator': () => 'Only this league’s operator can change it. Log in as its operator.',
  'not-share-operator': () => 'Only this league’s operator can share it. Log in as its operator.',
  'not-an-update-file': () => 'This file is not a league update file.',
  'key-pair-damaged': () => 'This key file is damaged: its private key is not its league’s.',
  'not-joined': () => 'The league was not joined. Try again.',
  'not-applied': () => 'The update was not applied. Try again.',
  'not-started': () => 'The league could not be started. Try again.',
  'changed-in-another-tab': () => 'The league changed in another tab. Try again.',
  'check-question': () => 'Check the question.',
  'question-added': () => 'Question added.',
  'question-voided': () => 'Question voided.',
  'update-file-downloaded': () => 'The update file was downloaded: send it to the players.',
  'key-file-downloaded': () => 'The league key was downloaded. Keep it safe and private.',
  'too-large-to-sign': () => 'This league has too many open questions to send in one update (over 1 MB). Settle or cancel some of them, then try again.',
  joined: ({ leagueName, walletCoins, announced }) => {
    const wallet = walletCoins === null ? '' : ` Your ${leagueName} wallet starts with ${formatCoins(walletCoins)} coins.`;
    return `You joined ${leagueName}.${wallet}${announced ? ` ${announced}` : ''}`;
  },
  'up-to-date': ({ leagueName }) => `${name(leagueName)} is up to date.`,
  'not-following': ({ leagueName }) => `You do not follow ${name(leagueName)}.`,
  left: ({ leagueName }) => `You left ${name(leagueName)}. Its wallet and history stay in your backups.`,
  started: ({ leagueName }) => `You started ${leagueName}.`,
  renamed: ({ leagueName }) => `The league is now called ${leagueName}.`,
  'not-taken-over': ({ leagueName }) => `${leagueName} was not taken over.`,
  'taken-over': ({ leagueName }) => `You now run ${leagueName} from this browser.`,
  'question-resolved': ({ outcome }) => `Question resolved ${outcome}.`,
};

export function leagueNoteText(note: LeagueNote): string {
  return wordsOf(LEAGUE_NOTES, 'note', withNameIsolated(note));
}

/** The league news's line when the organiser took a cash-out back because the crowd moved. */
export const CASH_OUT_TAKEN_BACK_TEXT = 'The crowd moved: your cash-out was taken back and your bet stands';

/** What a cash-out refused because the crowd moved did: the coins went back and the bet stands. */
export function cashOutTakenBackLine(count: number): string {
  return count === 1 ? 'the crowd moved: your cash-out was taken back and your bet stands' : `the crowd moved: ${pluralize(count, 'cash-out')} taken back and your bets stand`;
}

function accountText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const change = accountId === null ? undefined : summary.byAccount[accountId];
  if (!change) return null;
  const parts: string[] = [];
  if (change.won.coins > 0) parts.push(`you won ${formatCoins(change.won.coins)}`);
  if (change.refunded.coins > 0) parts.push(`you got back ${formatCoins(change.refunded.coins)}`);
  if (change.notCounted.count > 0) parts.push(`${pluralize(change.notCounted.count, 'bet')} not counted (${formatCoins(change.notCounted.coins)} back)`);
  if (change.cashOutTakenBack.count > 0) parts.push(cashOutTakenBackLine(change.cashOutTakenBack.count));
  if (change.cashOutRefused.count > 0) parts.push(`${pluralize(change.cashOutRefused.count, 'cash-out')} not counted (${formatCoins(change.cashOutRefused.coins)} taken back)`);
  if (parts.length === 0 && change.lost.count > 0) parts.push(`you lost ${pluralize(change.lost.count, 'prediction')}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** 'Site League: 2 questions added, 1 question settled: you won 1,080'; null when nothing changed. */
export function summaryText(summary: LeagueChangeSummary, accountId: string | null): string | null {
  const parts: string[] = [];
  if (summary.added > 0) parts.push(`${pluralize(summary.added, 'question')} added`);
  if (summary.settled > 0) parts.push(`${pluralize(summary.settled, 'question')} settled`);
  const yours = accountText(summary, accountId);
  // A snapshot alone is news only when it counted or refunded this player's bets.
  if (parts.length === 0 && yours !== null) parts.push('the organiser counted your bets');
  if (parts.length === 0) return null;
  return `${isolateText(summary.name)}: ${parts.join(', ')}${yours ? `: ${yours}` : ''}`;
}
