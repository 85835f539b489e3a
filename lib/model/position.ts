// A position: one bet of one account on one side of a market, and how it ended.

import * as v from 'valibot';
import { idSchema, isoTimeSchema, walletSchema, wholeCountSchema } from './fields';
import { questionSchema } from './market';
import { pickRefusalSchema } from './pick-refusal';

export const CHOICES = ['YES', 'NO'] as const;
/** 'cashed-out': every coin of the stake was taken out before the result (see cashOuts). */
export const POSITION_STATUSES = ['open', 'won', 'lost', 'refunded', 'cashed-out'] as const;

/**
 * A part of a position's stake taken out before its question ended, for less than it staked (at
 * most 90%: lib/betting/cash-out-rules.ts). A league's travels to the organiser in the picks card
 * like a bet (its id is a pick id of the same player) and counts only once the organiser counts it.
 */
export const cashOutSchema = v.strictObject({
  /** A pick id in a league (it travels in the picks card), any id in practice. */
  id: idSchema,
  /** The part of the stake taken out. */
  amount: v.pipe(wholeCountSchema, v.minValue(1)),
  /** The coins it returned. */
  value: v.pipe(wholeCountSchema, v.minValue(1)),
  at: isoTimeSchema,
  /** A league's: the signing time of the update whose counted crowd priced it. */
  pricedAt: v.optional(isoTimeSchema),
  /** A league's the organiser refused: its coins were taken back and the stake stands again. */
  notCounted: v.optional(pickRefusalSchema),
});

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
  /**
   * The parts of the stake cashed out, oldest first (absent before any). What still stands is the
   * amount less the parts not refused (standingStake), and potentialWin is that figure's payout.
   */
  cashOuts: v.optional(v.array(cashOutSchema)),
  /**
   * What a win paid when it was not potentialWin: a share of the pool in a league that shares it
   * (the organiser's published figure). Absent on every other position.
   */
  paid: v.optional(wholeCountSchema),
});

export type Position = v.InferOutput<typeof positionSchema>;
export type CashOut = v.InferOutput<typeof cashOutSchema>;
export type Choice = (typeof CHOICES)[number];
export type PositionStatus = (typeof POSITION_STATUSES)[number];
