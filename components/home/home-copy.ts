import { PAYOUT_MULTIPLIER } from '@/lib/betting/betting-rules';
import { CASH_OUT_MOST_BACK } from '@/lib/betting/bet-words';
import { m } from '@/lib/i18n/paraglide/messages';
import type { Feature } from './feature-grid';

// Only what the game does today: a card for a feature that isn't built (order types) waits until it is.
// Each text is read when a card renders (a getter), in the page's language.

function feature(icon: string, title: () => string, text: () => string): Feature {
  return {
    icon,
    get title() {
      return title();
    },
    get text() {
      return text();
    },
  };
}

export const MARKETING_CARDS: readonly Feature[] = [
  feature('🛡️', () => m.home_card_trust_title(), () => m.home_card_trust_text()),
  feature('🔁', () => m.home_card_change_title(), () => m.home_card_change_text({ most: CASH_OUT_MOST_BACK })),
  feature('⚡', () => m.home_card_tap_title(), () => m.home_card_tap_text({ times: String(PAYOUT_MULTIPLIER) })),
  feature('📊', () => m.home_card_crowd_title(), () => m.home_card_crowd_text()),
];

export const WHY_CHOOSE: readonly Feature[] = [
  feature('🚀', () => m.home_why_instant_title(), () => m.home_why_instant_text()),
  feature('🔒', () => m.home_why_private_title(), () => m.home_why_private_text()),
  feature('📶', () => m.home_why_anywhere_title(), () => m.home_why_anywhere_text()),
  feature('🏆', () => m.home_why_compete_title(), () => m.home_why_compete_text()),
];
