// A settled question's status in a few words: 'Result: YES', 'Cancelled: coins returned', or 'Result
// is in' when the result is not known here. For the card's button and its time-left spot.

import { choiceWord } from '@/lib/betting/choice-words';
import { betting_status_cancelled, betting_status_done, betting_status_result } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';

export function resultStatus(market: Pick<Market, 'isResolved'> & { outcome?: Market['outcome'] }): string {
  if (market.outcome === 'VOID') return betting_status_cancelled();
  if (market.outcome) return betting_status_result({ choice: choiceWord(market.outcome) });
  return betting_status_done();
}
