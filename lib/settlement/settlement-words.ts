// The settlement's words, from the catalogue (the betting area of the message catalogues): why giving a result is
// refused, as the admin's toast says it. Read as plain strings (getters, so each read speaks the
// page's language).

import { betting_refusal_unknown_market, betting_settle_refusal_already, betting_settle_refusal_league } from '../i18n/paraglide/messages';
import type { SettleRefusal } from './settlement';

export const SETTLE_REFUSAL_WORDS: Record<SettleRefusal, string> = {
  get 'unknown-market'() {
    return betting_refusal_unknown_market();
  },
  get 'already-settled'() {
    return betting_settle_refusal_already();
  },
  get 'league-question'() {
    return betting_settle_refusal_league();
  },
};
