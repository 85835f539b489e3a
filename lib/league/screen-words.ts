// The league screen's sentences that carry data: the messages an invite and an update are shared
// with, so a chat shows which league a link is for and what changed. Typed input, plain English
// out; the English text is the catalogue until the screens get a second language.

import { isolateText } from '../display/bidi';
import { formatCount } from '../display/format';
import { PAYOUT_MULTIPLIER } from '../betting/betting-rules';
import type { PayoutRule } from '../model/league';
import type { UpdateChanges } from './update-changes';

const counted = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "Join my league 'Office Cup' on PredictoPlay". */
export function inviteShareMessage(leagueName: string, platformName: string): string {
  return `Join my league '${isolateText(leagueName)}' on ${isolateText(platformName)}`;
}

export interface UpdateShareInput extends UpdateChanges {
  leagueName: string;
}

/** "Office Cup: 2 results, standings inside", "Office Cup: 3 new questions", or both; a plain update otherwise. */
export function updateShareMessage({ leagueName, added, settled }: UpdateShareInput): string {
  const name = isolateText(leagueName);
  const parts: string[] = [];
  if (settled > 0) parts.push(counted(settled, 'result', 'results'));
  if (added > 0) parts.push(counted(added, 'new question', 'new questions'));
  if (parts.length === 0) return `${name}: the latest questions and results`;
  const news = parts.join(' and ');
  return settled > 0 ? `${name}: ${news}, standings inside` : `${name}: ${news}`;
}

/** How a league's wins pay, as the start dialog offers it and the invite and league page state it. */
export const PAYOUT_RULE_TEXT: Record<PayoutRule, string> = {
  fixed: `Fixed: every win pays ${PAYOUT_MULTIPLIER}×`,
  pool: 'Share the pool: winners split every coin staked on the question, in proportion to their stakes',
};

/** The label over the rule, wherever it is shown. */
export const PAYOUT_RULE_LABEL = 'How wins pay';
