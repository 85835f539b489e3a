// A player's position on a question in words, as the card under the question shows it.

import type { PayoutRule } from '../model/payout-rule';
import type { PositionSummary } from './position-summary';

/**
 * The summary as short phrases, figures already grouped by `format`:
 * ['You: 100 on YES · pays 180'], or ['You won 180', 'You lost 50'] after a question with
 * stakes on both sides settles; a league bet the organiser refused or has not counted yet says so.
 * A pool-share league's open stake says no fixed figure (`rule` 'pool'): the card estimates it.
 */
export function describePosition(summary: PositionSummary, format: (coins: number) => string, rule: PayoutRule = 'fixed'): string[] {
  const phrases: string[] = [];
  if (summary.open.length > 0) {
    const sides = summary.open.map((side) => `${format(side.staked)} on ${side.choice}${rule === 'fixed' ? ` · pays ${format(side.pays)}` : ''}`);
    phrases.push(`You: ${sides.join(' and ')}`);
  }
  if (summary.won > 0) phrases.push(`You won ${format(summary.won)}`);
  if (summary.lost > 0) phrases.push(`You lost ${format(summary.lost)}`);
  const refunded = summary.refunded - summary.notCounted;
  if (refunded > 0) phrases.push(`Refunded ${format(refunded)}`);
  if (summary.notCounted > 0) phrases.push(`Not counted: ${format(summary.notCounted)} back`);
  if (summary.cashedOut > 0) phrases.push(`Cashed out ${format(summary.cashedOut)}`);
  if (summary.waiting > 0) phrases.push(`${format(summary.waiting)} waiting for the organiser to count it`);
  return phrases;
}
