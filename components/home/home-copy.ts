import { PAYOUT_MULTIPLIER } from '@/lib/betting/betting-rules';
import { CASH_OUT_MOST_BACK } from '@/lib/betting/bet-words';
import { home_card_change_text, home_card_change_title, home_card_crowd_text, home_card_crowd_title, home_card_tap_text, home_card_tap_title, home_card_trust_text, home_card_trust_title, home_why_anywhere_text, home_why_anywhere_title, home_why_compete_text, home_why_compete_title, home_why_instant_text, home_why_instant_title, home_why_private_text, home_why_private_title } from '@/lib/i18n/paraglide/messages';
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
  feature('🛡️', () => home_card_trust_title(), () => home_card_trust_text()),
  feature('🔁', () => home_card_change_title(), () => home_card_change_text({ most: CASH_OUT_MOST_BACK })),
  feature('⚡', () => home_card_tap_title(), () => home_card_tap_text({ times: String(PAYOUT_MULTIPLIER) })),
  feature('📊', () => home_card_crowd_title(), () => home_card_crowd_text()),
];

export const WHY_CHOOSE: readonly Feature[] = [
  feature('🚀', () => home_why_instant_title(), () => home_why_instant_text()),
  feature('🔒', () => home_why_private_title(), () => home_why_private_text()),
  feature('📶', () => home_why_anywhere_title(), () => home_why_anywhere_text()),
  feature('🏆', () => home_why_compete_title(), () => home_why_compete_text()),
];
