// A settled question's status in a few words: 'Result: YES', 'Cancelled: coins returned', or 'Result
// is in' when the result is not known here. For the card's button and its time-left spot; and who
// gives an ended practice question its result, and how a tutorial's coin landed, for the card.

import { choiceWord } from '@/lib/betting/choice-words';
import { betting_status_cancelled, betting_status_done, betting_status_result } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';
import { tutorial_admin_settles, tutorial_landed_heads, tutorial_landed_tails, tutorial_tossing } from '@/lib/i18n/paraglide/messages';
import { coinSide } from '@/lib/tutorial/coin-side';

export function resultStatus(market: Pick<Market, 'isResolved'> & { outcome?: Market['outcome'] }): string {
  if (market.outcome === 'VOID') return betting_status_cancelled();
  if (market.outcome) return betting_status_result({ choice: choiceWord(market.outcome) });
  return betting_status_done();
}

/**
 * Who gives an ended practice question its result, said rather than left waiting: the coin, for a
 * player's tutorial (tossed at the next tick or page load), else this browser's admin.
 */
export function awaitingResultNote(market: Pick<Market, 'tutorialFor'>): string {
  return market.tutorialFor !== undefined ? tutorial_tossing() : tutorial_admin_settles();
}

/** How a tutorial's coin landed; null for every other question. */
export function coinLandedNote(market: Pick<Market, 'coinDraw'>): string | null {
  if (!market.coinDraw) return null;
  return coinSide(market.coinDraw.byte) === 'heads' ? tutorial_landed_heads() : tutorial_landed_tails();
}
