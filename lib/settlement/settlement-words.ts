// The settlement's words: why a settlement is refused, in English, as the admin's toast says it.

import type { SettleRefusal } from './settlement';

export const SETTLE_REFUSAL_WORDS = {
  'unknown-market': 'This prediction no longer exists.',
  'already-settled': 'This prediction was already settled.',
  'league-question': 'League questions are settled by their operator.',
} satisfies Record<SettleRefusal, string>;
