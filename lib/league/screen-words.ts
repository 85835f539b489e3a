// The league screen's sentences that carry data: the messages an invite and an update are shared
// with, so a chat shows which league a link is for and what changed. Typed input, words out of the
// catalogue (messages/en/leagues.json and messages/hi/leagues.json).

import { isolateText } from '../display/bidi';
import { formatCount } from '../display/format';
import { PAYOUT_MULTIPLIER } from '../betting/betting-rules';
import { leagues_invite_message, leagues_rule_fixed, leagues_rule_label, leagues_rule_pool, leagues_share_both, leagues_share_latest, leagues_share_new_questions, leagues_share_news, leagues_share_results, leagues_share_with_standings } from '../i18n/paraglide/messages';
import type { PayoutRule } from '../model/league';
import { readNow } from './read-now';
import type { UpdateChanges } from './update-changes';

/** "Join my league 'Office Cup' on PredictoPlay". */
export function inviteShareMessage(leagueName: string, platformName: string): string {
  return leagues_invite_message({ leagueName: isolateText(leagueName), platform: isolateText(platformName) });
}

export interface UpdateShareInput extends UpdateChanges {
  leagueName: string;
}

/** "Office Cup: 2 results, standings inside", "Office Cup: 3 new questions", or both; a plain update otherwise. */
export function updateShareMessage({ leagueName, added, settled }: UpdateShareInput): string {
  const name = isolateText(leagueName);
  const results = settled > 0 ? leagues_share_results({ count: settled, shown: formatCount(settled) }) : null;
  const questions = added > 0 ? leagues_share_new_questions({ count: added, shown: formatCount(added) }) : null;
  if (results === null && questions === null) return leagues_share_latest({ leagueName: name });
  const news = results !== null && questions !== null ? leagues_share_both({ results, questions }) : (results ?? questions)!;
  return settled > 0 ? leagues_share_with_standings({ leagueName: name, news }) : leagues_share_news({ leagueName: name, news });
}

/** How a league's wins pay, as the start dialog offers it and the invite and league page state it (read at each use). */
export const PAYOUT_RULE_TEXT: Readonly<Record<PayoutRule, string>> = readNow({
  fixed: () => leagues_rule_fixed({ times: String(PAYOUT_MULTIPLIER) }),
  pool: () => leagues_rule_pool(),
});

/** The label over the rule, wherever it is shown. */
export function payoutRuleLabel(): string {
  return leagues_rule_label();
}

/** Words of the build's language, read once. */
export const PAYOUT_RULE_LABEL = payoutRuleLabel();
