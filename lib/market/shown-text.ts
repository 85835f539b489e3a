// A question's words in this build's language: a sample question carries its own translations
// (data/markets.ts, stored with the seeded markets); a question someone writes has none and stays
// as written, in every language.

import { LOCALE, type Locale } from '../i18n/locale';
import type { Market } from '../model/market';

type Translated = Pick<Market, 'question' | 'translations'>;

/** The question as this build's language shows it, else as written. */
export function shownQuestion(market: Translated, locale: Locale = LOCALE): string {
  return market.translations?.[locale]?.question ?? market.question;
}

/** The description as this build's language shows it, else as written (undefined when there is none). */
export function shownDescription(market: Translated & Pick<Market, 'description'>, locale: Locale = LOCALE): string | undefined {
  return market.translations?.[locale]?.description ?? market.description;
}

/**
 * A question as a bet or a ledger entry kept it, in this build's language when it is still the
 * sample's own English (the market's translation then says the same thing), else as kept.
 */
export function shownQuestionOf(kept: string, market: Translated | undefined, locale: Locale = LOCALE): string {
  return market && market.question === kept ? shownQuestion(market, locale) : kept;
}
