import type { Feature } from './feature-grid';

export const MARKETING_CARDS: readonly Feature[] = [
  {
    icon: '🛡️',
    title: 'Trust and safety',
    text: 'Play coins only: nothing to buy, nothing to lose. Your data never leaves this browser.',
  },
  {
    icon: '🔁',
    title: 'Exiting trades',
    text: 'Back either side as often as you like and follow every position from your profile until it settles.',
  },
  {
    icon: '⚡',
    title: 'Market orders',
    text: 'Pick YES or NO, choose an amount and you are in at once: no order book, no waiting.',
  },
  {
    icon: '📊',
    title: 'Prediction markets',
    text: 'See how other players lean with live YES and NO shares and the size of every pool.',
  },
];

export const WHY_CHOOSE: readonly Feature[] = [
  { icon: '🚀', title: 'Instant', text: 'No sign-up servers, no loading spinners: everything happens on your device.' },
  { icon: '🔒', title: 'Private', text: 'No tracking and no account on anyone else’s server. Your predictions are yours.' },
  { icon: '📶', title: 'Works anywhere', text: 'A plain static site that loads fast even on a slow phone connection.' },
  { icon: '🏆', title: 'Compete', text: 'Weekly, monthly and all-time leaderboards to measure your calls against others.' },
];
