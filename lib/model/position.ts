// A position: one bet of one account on one side of a market, and how it ended.

import * as v from 'valibot';
import { idSchema, isoTimeSchema, walletSchema, wholeCountSchema } from './fields';
import { questionSchema } from './market';
import { pickRefusalSchema } from './pick-refusal';

export const CHOICES = ['YES', 'NO'] as const;
export const POSITION_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;

export const positionSchema = v.strictObject({
  id: idSchema,
  accountId: idSchema,
  marketId: idSchema,
  /** The market's question when the bet was placed. */
  question: questionSchema,
  choice: v.picklist(CHOICES),
  amount: v.pipe(wholeCountSchema, v.minValue(1)),
  potentialWin: wholeCountSchema,
  createdAt: isoTimeSchema,
  status: v.picklist(POSITION_STATUSES),
  settledAt: v.nullable(isoTimeSchema),
  /**
   * The market's YES share of coins (a whole percentage) just after this bet, for the detail
   * page's chart. Null for bets placed before version 7 stored it (version 6 recorded heads,
   * which version 7 cleared): it cannot be rebuilt honestly.
   */
  yesShareAfter: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100))),
  /** The wallet the stake came from and any win or refund goes back to. */
  wallet: walletSchema,
  /**
   * A league bet the organiser did not count, and why: its stake came back ('refunded'). Absent on
   * every other position, a league bet still waiting for the organiser's count among them.
   */
  notCounted: v.optional(pickRefusalSchema),
  /**
   * A league bet still waiting for the organiser's count when its question's result arrived: the
   * seq of the event that settled the question here, so its credit, once counted, is named as the result's.
   */
  resultSeq: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
});

export type Position = v.InferOutput<typeof positionSchema>;
export type Choice = (typeof CHOICES)[number];
export type PositionStatus = (typeof POSITION_STATUSES)[number];
