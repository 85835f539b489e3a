// A player's record from their own positions: totals, accuracy, winnings, win streaks, level
// and achievements. Refunded (voided) positions count as predictions but are neither won nor
// lost, so they never break a streak or change accuracy. Stats and achievements count the practice
// wallet only; the history lists every position, league ones included, each named by its question.

import type { Position } from '../model/position';
import { standingStake, winPaid } from '../betting/standing-stake';
import { PRACTICE_WALLET } from '../model/practice-wallet';

/** Levels by settled (won or lost) predictions, highest first. */
export const LEVEL_THRESHOLDS = [
  { level: 'Platinum', settled: 100 },
  { level: 'Gold', settled: 40 },
  { level: 'Silver', settled: 10 },
  { level: 'Bronze', settled: 0 },
] as const;

export type Level = (typeof LEVEL_THRESHOLDS)[number]['level'];

export function levelFor(settled: number): Level {
  return (LEVEL_THRESHOLDS.find((threshold) => settled >= threshold.settled) ?? LEVEL_THRESHOLDS[3]).level;
}

/**
 * Won over settled as a percentage, or null before anything has settled: the one definition of
 * accuracy, used by the profile's Accuracy and Win Rate, the wallet's Win Rate and the leaderboard.
 */
export function accuracyOf(won: number, settled: number): number | null {
  return settled === 0 ? null : (won / settled) * 100;
}

export interface PlayerStats {
  totalPredictions: number;
  correct: number;
  /** Won plus lost: what accuracy and the level count. */
  settled: number;
  /** Won over settled as a percentage; null before anything has settled. */
  accuracy: number | null;
  /** Coins credited for won predictions: each one's potentialWin. */
  totalWinnings: number;
  currentStreak: number;
  bestStreak: number;
  level: Level;
}

function settledOrder(a: Position, b: Position): number {
  return (a.settledAt ?? '').localeCompare(b.settledAt ?? '') || a.createdAt.localeCompare(b.createdAt);
}

export function playerStats(positions: readonly Position[], accountId: string): PlayerStats {
  const own = positions.filter((position) => position.accountId === accountId && position.wallet === PRACTICE_WALLET);
  const decided = own.filter((position) => position.status === 'won' || position.status === 'lost').sort(settledOrder);
  let correct = 0;
  let totalWinnings = 0;
  let run = 0;
  let bestStreak = 0;
  for (const position of decided) {
    if (position.status === 'won') {
      correct += 1;
      totalWinnings += winPaid(position);
      run += 1;
      bestStreak = Math.max(bestStreak, run);
    } else {
      run = 0;
    }
  }
  return {
    totalPredictions: own.length,
    correct,
    settled: decided.length,
    accuracy: accuracyOf(correct, decided.length),
    totalWinnings,
    currentStreak: run,
    bestStreak,
    level: levelFor(decided.length),
  };
}

/** 70% Accuracy needs this many settled predictions first, so one lucky win does not count. */
export const ACCURACY_MIN_SETTLED = 5;
export const ACCURACY_TARGET = 70;
export const PREDICTIONS_TARGET = 10;

/** What an achievement's progress counts, so far and needed; stats-words.ts says it ('3 of 10 predictions'). */
export interface AchievementMeasure {
  unit: 'wins' | 'predictions' | 'settled' | 'accuracy';
  current: number;
  target: number;
}

/** An achievement as numbers; its title, description and progress in words are in stats-words.ts. */
export interface Achievement {
  id: 'first-win' | 'ten-predictions' | 'accuracy-70';
  unlocked: boolean;
  /** How far along, from 0 to 1. */
  progress: number;
  measure: AchievementMeasure;
}

function fraction(current: number, target: number): number {
  return Math.min(1, Math.max(0, current / target));
}

function accuracyAchievement(stats: PlayerStats): Achievement {
  const id = 'accuracy-70';
  if (stats.settled < ACCURACY_MIN_SETTLED) {
    return {
      id,
      unlocked: false,
      progress: fraction(stats.settled, ACCURACY_MIN_SETTLED),
      measure: { unit: 'settled', current: stats.settled, target: ACCURACY_MIN_SETTLED },
    };
  }
  const accuracy = stats.accuracy ?? 0;
  return {
    id,
    unlocked: accuracy >= ACCURACY_TARGET,
    progress: fraction(accuracy, ACCURACY_TARGET),
    measure: { unit: 'accuracy', current: accuracy, target: ACCURACY_TARGET },
  };
}

export function achievementsOf(stats: PlayerStats): Achievement[] {
  return [
    {
      id: 'first-win',
      unlocked: stats.correct >= 1,
      progress: fraction(stats.correct, 1),
      measure: { unit: 'wins', current: Math.min(stats.correct, 1), target: 1 },
    },
    {
      id: 'ten-predictions',
      unlocked: stats.totalPredictions >= PREDICTIONS_TARGET,
      progress: fraction(stats.totalPredictions, PREDICTIONS_TARGET),
      measure: { unit: 'predictions', current: Math.min(stats.totalPredictions, PREDICTIONS_TARGET), target: PREDICTIONS_TARGET },
    },
    accuracyAchievement(stats),
  ];
}

export type HistoryResult = 'Won' | 'Lost' | 'Open' | 'Refunded' | 'Cashed out';

const RESULT_OF: Record<Position['status'], HistoryResult> = { won: 'Won', lost: 'Lost', open: 'Open', refunded: 'Refunded', 'cashed-out': 'Cashed out' };

export type HistoryRow = Pick<Position, 'id' | 'marketId' | 'question' | 'choice' | 'amount'> & {
  result: HistoryResult;
  /** The payout of a win, 0 otherwise: a refund is never winnings. */
  winnings: number;
  /** The stake given back when the question was voided (what still stood of it), 0 otherwise. */
  refunded: number;
  /** Coins its cash-outs returned (those counted), 0 when none. */
  cashedOut: number;
  date: string;
};

/** The coins a position's cash-outs returned, leaving out any the organiser refused (taken back). */
export function cashedOutValue(position: Pick<Position, 'cashOuts'>): number {
  let value = 0;
  for (const cashOut of position.cashOuts ?? []) if (cashOut.notCounted === undefined) value += cashOut.value;
  return value;
}

/** Every position of the account, newest bet first. */
export function predictionHistory(positions: readonly Position[], accountId: string): HistoryRow[] {
  return positions
    .filter((position) => position.accountId === accountId)
    .map((position) => ({
      id: position.id,
      marketId: position.marketId,
      question: position.question,
      choice: position.choice,
      result: RESULT_OF[position.status],
      amount: position.amount,
      winnings: winPaid(position),
      refunded: position.status === 'refunded' ? standingStake(position) : 0,
      cashedOut: cashedOutValue(position),
      date: position.createdAt,
    }))
    // Stored oldest first; reversed so bets made in the same millisecond still read newest first.
    .reverse()
    .sort((a, b) => b.date.localeCompare(a.date));
}
