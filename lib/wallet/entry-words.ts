// What the wallet's history shows for each entry, in the page's language. The ledger is
// append-only and keeps each entry's description as it was stored (English, made from its kind by
// entry-text.ts); the screen reads the kind and the stored text back into their parts (the label,
// a question, why the organiser did not count a bet) and says them with the catalogue's words. A
// description this cannot read (an older or unknown form) is shown as it is stored.

import { wallet_entry_bet, wallet_entry_bonus, wallet_entry_cash_out, wallet_entry_cash_out_taken_back, wallet_entry_league_start, wallet_entry_refund, wallet_entry_start, wallet_entry_top_up, wallet_entry_welcome, wallet_entry_win, wallet_entry_with_question, wallet_entry_with_reason, wallet_not_counted_after_close, wallet_not_counted_after_result, wallet_not_counted_bad_stake, wallet_not_counted_before_question, wallet_not_counted_changed, wallet_not_counted_crowd_moved, wallet_not_counted_over_balance, wallet_not_counted_unknown_bet, wallet_not_counted_unknown_question } from '../i18n/paraglide/messages';
import type { LedgerEntry, LedgerEntryKind } from '../model/ledger-entry';
import { PICK_REFUSALS, type PickRefusal } from '../model/pick-refusal-kinds';
import { ENTRY_LABELS, NOT_COUNTED_TEXT } from './entry-text';

const LABEL_WORDS: Record<LedgerEntryKind, () => string> = {
  welcome: () => wallet_entry_welcome(),
  start: () => wallet_entry_start(),
  bet: () => wallet_entry_bet(),
  win: () => wallet_entry_win(),
  refund: () => wallet_entry_refund(),
  bonus: () => wallet_entry_bonus(),
  'top-up': () => wallet_entry_top_up(),
  'league start': () => wallet_entry_league_start(),
  'cash-out': () => wallet_entry_cash_out(),
};

const NOT_COUNTED_WORDS: Record<PickRefusal, () => string> = {
  'after-close': () => wallet_not_counted_after_close(),
  'after-result': () => wallet_not_counted_after_result(),
  'over-balance': () => wallet_not_counted_over_balance(),
  changed: () => wallet_not_counted_changed(),
  'unknown-question': () => wallet_not_counted_unknown_question(),
  'bad-stake': () => wallet_not_counted_bad_stake(),
  'before-question': () => wallet_not_counted_before_question(),
  'crowd-moved': () => wallet_not_counted_crowd_moved(),
  'unknown-bet': () => wallet_not_counted_unknown_bet(),
};

/** Why a league bet or cash-out was not counted, in words: the same reasons the history shows. */
export function notCountedWords(reason: PickRefusal): string {
  return NOT_COUNTED_WORDS[reason]();
}

const CASH_OUT_TAKEN_BACK = 'Cash-out taken back: ';

/** `text` as '<reason> (<question>)' with one of the stored reasons, or null. */
function readNotCounted(text: string): { reason: PickRefusal; question: string } | null {
  if (!text.endsWith(')')) return null;
  for (const reason of PICK_REFUSALS) {
    const start = `${NOT_COUNTED_TEXT[reason]} (`;
    if (text.startsWith(start)) return { reason, question: text.slice(start.length, -1) };
  }
  return null;
}

/** An entry's description as the page's language says it, read from its kind and its stored text. */
export function entryDisplayText(entry: Pick<LedgerEntry, 'kind' | 'description'>, showQuestion: (kept: string) => string = (kept) => kept): string {
  const { kind, description } = entry;
  const label = ENTRY_LABELS[kind];
  if (description === label) return LABEL_WORDS[kind]();
  if (description.startsWith(`${label}: `)) {
    return wallet_entry_with_question({ label: LABEL_WORDS[kind](), question: showQuestion(description.slice(label.length + 2)) });
  }
  if (kind === 'cash-out' && description.startsWith(CASH_OUT_TAKEN_BACK)) {
    const read = readNotCounted(description.slice(CASH_OUT_TAKEN_BACK.length));
    if (read) return wallet_entry_cash_out_taken_back({ reason: notCountedWords(read.reason), question: showQuestion(read.question) });
  }
  if (kind === 'refund') {
    const read = readNotCounted(description);
    if (read) return wallet_entry_with_reason({ reason: notCountedWords(read.reason), question: showQuestion(read.question) });
  }
  return description;
}
