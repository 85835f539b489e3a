// The one cash-out word every card carries, apart from the dialog's words (cash-out-words.ts),
// which load with the dialog.

import { betting_cash_out } from '../i18n/paraglide/messages';

/** 'Cash out', in the page's language. */
export function cashOutWord(): string {
  return betting_cash_out();
}
