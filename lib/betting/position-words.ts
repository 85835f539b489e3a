// A player's position on a question in words, as the card under the question shows it, from the
// catalogue (the betting area of the message catalogues).

import { betting_no_prediction_yet, betting_position_cashed_out, betting_position_lost, betting_position_not_counted, betting_position_returned, betting_position_side_fixed, betting_position_side_pool, betting_position_two_sides, betting_position_waiting, betting_position_won, betting_position_you } from '../i18n/paraglide/messages';
import type { PayoutRule } from '../model/payout-rule';
import { choiceWord } from './choice-words';
import type { PositionSummary } from './position-summary';

/**
 * The summary as short phrases, figures already grouped by `format`:
 * ['You: 100 on YES · pays 180'], or ['You won 180', 'You lost 50'] after a question with
 * stakes on both sides gets its result; a league bet the organiser refused or has not counted yet says so.
 * A pool-share league's open stake says no fixed figure (`rule` 'pool'): the card estimates it.
 */
export function describePosition(summary: PositionSummary, format: (coins: number) => string, rule: PayoutRule = 'fixed'): string[] {
  const phrases: string[] = [];
  if (summary.open.length > 0) {
    const sides = summary.open.map((side) => {
      const on = { stake: format(side.staked), choice: choiceWord(side.choice) };
      return rule === 'fixed' ? betting_position_side_fixed({ ...on, pays: format(side.pays) }) : betting_position_side_pool(on);
    });
    const [first = '', second] = sides;
    phrases.push(betting_position_you({ sides: second === undefined ? first : betting_position_two_sides({ first, second }) }));
  }
  if (summary.won > 0) phrases.push(betting_position_won({ coins: format(summary.won) }));
  if (summary.lost > 0) phrases.push(betting_position_lost({ coins: format(summary.lost) }));
  const refunded = summary.refunded - summary.notCounted;
  if (refunded > 0) phrases.push(betting_position_returned({ coins: format(refunded) }));
  if (summary.notCounted > 0) phrases.push(betting_position_not_counted({ coins: format(summary.notCounted) }));
  if (summary.cashedOut > 0) phrases.push(betting_position_cashed_out({ coins: format(summary.cashedOut) }));
  if (summary.waiting > 0) phrases.push(betting_position_waiting({ coins: format(summary.waiting) }));
  return phrases;
}

/** The line before the player's first bet on a question. */
export function noPredictionYet(): string {
  return betting_no_prediction_yet();
}
