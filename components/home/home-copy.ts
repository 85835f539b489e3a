import { PAYOUT_TIMES } from '@/lib/betting/betting-rules';
import { CASH_OUT_MOST_BACK } from '@/lib/betting/bet-words';
import type { Feature } from './feature-grid';

// Only what the game does today: a card for a feature that isn't built (order types) waits until it is.

export const MARKETING_CARDS: readonly Feature[] = [
  {
    icon: '🛡️',
    title: 'Trust and safety',
    text: 'Play coins only: nothing to buy, nothing to lose. Your data never leaves this browser.',
  },
  {
    icon: '🔁',
    title: 'Change your mind',
    text: `Cash out an open prediction before its question ends and get up to ${CASH_OUT_MOST_BACK} of your stake back.`,
  },
  {
    icon: '⚡',
    title: 'One tap to predict',
    text: `Pick YES or NO, choose an amount and you are in at once. A correct call pays ${PAYOUT_TIMES} your stake, or a share of the pool in a league that shares it.`,
  },
  {
    icon: '📊',
    title: 'See the crowd',
    text: 'Every card shows where the coins lean, YES or NO, and the size of the pool.',
  },
];

export const WHY_CHOOSE: readonly Feature[] = [
  { icon: '🚀', title: 'Instant', text: 'No sign-up servers, no loading spinners: everything happens on your device.' },
  { icon: '🔒', title: 'Private', text: 'No tracking and no account on anyone else’s server. Your predictions are yours, and a backup from your profile takes them to any browser.' },
  { icon: '📶', title: 'Works anywhere', text: 'A plain static site that loads fast even on a slow phone connection.' },
  { icon: '🏆', title: 'Compete', text: 'Weekly, monthly and all-time leaderboards, ranked by net winnings on settled predictions.' },
];
