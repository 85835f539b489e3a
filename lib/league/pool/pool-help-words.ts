// The two payout rules in plain words, for the FAQ and How it works: apart from the card's words
// (pool-words.ts) so no card carries the help pages' paragraphs.

import { PAYOUT_MULTIPLIER } from '../../betting/betting-rules';
import { leagues_help_fixed, leagues_help_pool, leagues_help_pool_estimate } from '../../i18n/paraglide/messages';
import { readNow } from '../read-now';
import { poolFinalNote } from './pool-words';

/** The two rules in plain words, for the FAQ and How it works (read at each use). */
export const PAYOUT_RULE_HELP = readNow({
  fixed: () => leagues_help_fixed({ times: String(PAYOUT_MULTIPLIER) }),
  pool: () => [leagues_help_pool(), leagues_help_pool_estimate({ finalNote: poolFinalNote() })] as const,
});
