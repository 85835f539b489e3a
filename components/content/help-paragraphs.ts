// The paragraphs the FAQ and How it works share: the two payout rules and cashing out, built from
// the rules' own numbers so the help pages never disagree with the game.
import { m } from '@/lib/i18n/paraglide/messages';
import { MINIMUM_BET, PAYOUT_MULTIPLIER } from '@/lib/betting/betting-rules';
import { CASH_OUT_KEEP_DENOMINATOR, CASH_OUT_KEEP_NUMERATOR } from '@/lib/betting/cash-out-rules';
import { formatCount } from '@/lib/display/format';

/** The fixed rule: every win pays 1.8 times the coins on it. */
export function fixedRuleHelp(): string {
  return m.pages_help_fixed({ times: String(PAYOUT_MULTIPLIER) });
}

/** Sharing the pool: what it is, and that the figure shown is an estimate. */
export function poolRuleHelp(): string[] {
  return [m.pages_help_pool_share(), m.pages_help_pool_estimate()];
}

/** Cashing out: how much, how far, and what a league does with it. */
export function cashOutHelp(): string[] {
  const most = `${(100 * CASH_OUT_KEEP_NUMERATOR) / CASH_OUT_KEEP_DENOMINATOR}%`;
  return [m.pages_help_cash_out_part({ min: formatCount(MINIMUM_BET) }), m.pages_help_cash_out_back({ most }), m.pages_help_cash_out_league()];
}
