// The two payout rules in plain words, for the FAQ and How it works: apart from the card's words
// (pool-words.ts) so no card carries the help pages' paragraphs.

import { PAYOUT_TIMES } from '../../betting/betting-rules';
import { POOL_FINAL_NOTE } from './pool-words';

/** The two rules in plain words, for the FAQ and How it works. */
export const PAYOUT_RULE_HELP = {
  fixed: `Fixed (practice questions, and leagues that choose it): every winning prediction pays ${PAYOUT_TIMES} its stake, rounded down.`,
  pool: [
    'Share the pool (a league may choose it when it starts, and it never changes): the winners split every coin staked on the question, in proportion to their stakes.',
    `What a card or the bet dialog shows is an estimate at the crowd the organiser has counted so far. ${POOL_FINAL_NOTE} If nobody backed the winning side, every stake goes back.`,
  ],
} as const;
