// What the wallet's history says about each entry, made from the entry's kind: the one place
// these texts are written. An entry about a position names its question.

import type { LedgerEntryKind } from '../model/ledger-entry';
import type { PickRefusal } from '../model/pick-refusal';

/** The stored labels: ledger data (in English, as ever), not what a screen shows: entry-words.ts says that. */
export const ENTRY_LABELS: Record<LedgerEntryKind, string> = {
  welcome: 'Welcome bonus',
  start: 'Starting balance',
  bet: 'Bet placed',
  win: 'Won prediction',
  refund: 'Refund',
  bonus: 'Daily login bonus',
  'top-up': 'Added coins',
  'league start': 'League starting coins',
  'cash-out': 'Cashed out',
};

/** The kinds of entry that belong to a position: its stake, and at most one of a win or a refund. */
export type PositionEntryKind = Extract<LedgerEntryKind, 'bet' | 'win' | 'refund'>;

/** An entry's text: its label, then the question when it is about a position. */
export function entryText(kind: LedgerEntryKind, question?: string): string {
  return question === undefined ? ENTRY_LABELS[kind] : `${ENTRY_LABELS[kind]}: ${question}`;
}

/** Why a league bet's stake came back uncounted, as the wallet's history says it. */
export const NOT_COUNTED_TEXT: Record<PickRefusal, string> = {
  'after-close': 'Not counted: sent after the question closed',
  'after-result': 'Not counted: sent after the result',
  'over-balance': 'Not counted: over your league balance',
  changed: 'Not counted: changed after it was sent',
  'unknown-question': 'Not counted: no such question',
  'bad-stake': 'Not counted: not a valid stake',
  'before-question': 'Not counted: its chat time was before the question existed',
  'crowd-moved': 'The crowd moved: your bet stands',
  'unknown-bet': 'Not counted: its bet was not counted',
};

/** The text of a league cash-out the organiser refused, its coins taken back: why, then the question. */
export function cashOutTakenBackText(reason: PickRefusal, question: string): string {
  return `Cash-out taken back: ${NOT_COUNTED_TEXT[reason]} (${question})`;
}

/** A cash-out's entries: its coins paid, and (in a league, refused) taken back. */
export function cashOutEntryId(cashOutId: string, kind: 'paid' | 'taken back'): string {
  return `${cashOutId}:${kind === 'paid' ? 'cash-out' : 'cash-back'}`;
}

/** The text of a refund the organiser did not count: why, then the question. */
export function notCountedText(reason: PickRefusal, question: string): string {
  return `${NOT_COUNTED_TEXT[reason]} (${question})`;
}

// A stake's id has ended in ':stake' since before entries had kinds; stored ids keep it.
const ID_SUFFIX: Record<PositionEntryKind, string> = { bet: 'stake', win: 'win', refund: 'refund' };

/**
 * A position's entries are named after it: a position is staked once and settled once, so the
 * name is unique, and storage can rebuild the entry from the position instead of repeating it.
 */
export function positionEntryId(positionId: string, kind: PositionEntryKind): string {
  return `${positionId}:${ID_SUFFIX[kind]}`;
}
