// The paragraphs the FAQ and How it works share: the two payout rules and cashing out, built from
// the rules' own numbers so the help pages never disagree with the game.
import { pages_help_cash_out_back, pages_help_cash_out_league, pages_help_cash_out_part, pages_help_fixed, pages_help_pool_estimate, pages_help_pool_share } from '@/lib/i18n/paraglide/messages';
import { MINIMUM_BET, PAYOUT_MULTIPLIER } from '@/lib/betting/betting-rules';
import { CASH_OUT_KEEP_DENOMINATOR, CASH_OUT_KEEP_NUMERATOR } from '@/lib/betting/cash-out-rules';
import { formatCount } from '@/lib/display/format';

/** The fixed rule: every win pays PAYOUT_MULTIPLIER times the coins on it. */
export function fixedRuleHelp(): string {
  return pages_help_fixed({ times: String(PAYOUT_MULTIPLIER) });
}

/** Sharing the pool: what it is, and that the figure shown is an estimate. */
export function poolRuleHelp(): string[] {
  return [pages_help_pool_share(), pages_help_pool_estimate()];
}

/** Cashing out: how much, how far, and what a league does with it. */
export function cashOutHelp(): string[] {
  const most = `${(100 * CASH_OUT_KEEP_NUMERATOR) / CASH_OUT_KEEP_DENOMINATOR}%`;
  return [pages_help_cash_out_part({ min: formatCount(MINIMUM_BET) }), pages_help_cash_out_back({ most }), pages_help_cash_out_league()];
}
