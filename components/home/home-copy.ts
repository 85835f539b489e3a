import { PAYOUT_TIMES } from '@/lib/betting/betting-rules';
import type { Feature } from './feature-grid';

// Only what the game does today: a card for a feature that isn't built (cash-out, order types)
// waits until it is.

export const MARKETING_CARDS: readonly Feature[] = [
  {
    icon: '🛡️',
    title: 'Trust and safety',
    text: 'Play coins only: nothing to buy, nothing to lose. Your data never leaves this browser.',
  },
  {
    icon: '⚡',
    title: 'One tap to predict',
    text: `Pick YES or NO, choose an amount and you are in at once. A correct call pays ${PAYOUT_TIMES} your stake.`,
  },
  {
    icon: '📊',
    title: 'See the crowd',
    text: 'Every card shows where the coins lean, YES or NO, and the size of the pool.',
  },
  {
    icon: '💾',
    title: 'Take it with you',
    text: 'Download a backup of your account from your profile and restore it in any browser.',
  },
];

export const WHY_CHOOSE: readonly Feature[] = [
  { icon: '🚀', title: 'Instant', text: 'No sign-up servers, no loading spinners: everything happens on your device.' },
  { icon: '🔒', title: 'Private', text: 'No tracking and no account on anyone else’s server. Your predictions are yours.' },
  { icon: '📶', title: 'Works anywhere', text: 'A plain static site that loads fast even on a slow phone connection.' },
  { icon: '🏆', title: 'Compete', text: 'Weekly, monthly and all-time leaderboards, ranked by net winnings on settled predictions.' },
];
