// The profile's words: each achievement's title and description and its progress, the levels,
// and a history row's result, from the message catalogues (the leaderboard's are board-words.ts).

import { profile_achievement_first_win_description, profile_achievement_first_win_title, profile_achievement_predictions_description, profile_achievement_predictions_title, profile_achievement_win_rate_description, profile_achievement_win_rate_title, profile_history_cancelled, profile_history_cancelled_returned, profile_history_cashed_out, profile_history_lost, profile_history_open, profile_history_partly_cashed_out, profile_history_won, profile_progress_predictions, profile_progress_results, profile_progress_win_rate, profile_progress_wins } from '@/lib/i18n/paraglide/messages';
import { LEVEL_WORDS } from './board-words';
import { formatCoins, formatCount } from '../display/format';
import {
  ACCURACY_MIN_SETTLED,
  ACCURACY_TARGET,
  PREDICTIONS_TARGET,
  type Achievement,
  type AchievementMeasure,
  type HistoryResult,
  type HistoryRow,
  type Level,
} from './player-stats';

export const ACHIEVEMENT_WORDS = {
  'first-win': { title: () => profile_achievement_first_win_title(), description: () => profile_achievement_first_win_description() },
  'ten-predictions': {
    title: () => profile_achievement_predictions_title({ target: formatCount(PREDICTIONS_TARGET) }),
    description: () => profile_achievement_predictions_description({ target: formatCount(PREDICTIONS_TARGET) }),
  },
  'accuracy-70': {
    title: () => profile_achievement_win_rate_title({ target: formatCount(ACCURACY_TARGET) }),
    description: () => profile_achievement_win_rate_description({ target: formatCount(ACCURACY_TARGET), min: formatCount(ACCURACY_MIN_SETTLED) }),
  },
} satisfies Record<Achievement['id'], { title: () => string; description: () => string }>;

const PROGRESS_WORDS = {
  wins: ({ current, target }) => profile_progress_wins({ count: target, current: formatCount(current), target: formatCount(target) }),
  predictions: ({ current, target }) => profile_progress_predictions({ count: target, current: formatCount(current), target: formatCount(target) }),
  settled: ({ current, target }) => profile_progress_results({ count: target, current: formatCount(current), target: formatCount(target) }),
  accuracy: ({ current, target }) => profile_progress_win_rate({ current: String(Math.round(current * 10) / 10), target: formatCount(target) }),
} satisfies Record<AchievementMeasure['unit'], (measure: AchievementMeasure) => string>;

/** The progress in words, e.g. '3 of 10 predictions'. */
export function progressText(measure: AchievementMeasure): string {
  return PROGRESS_WORDS[measure.unit](measure);
}

/** An achievement's title, description and progress, as the profile shows them. */
export function achievementWords(achievement: Achievement): { title: string; description: string; progressText: string } {
  const words = ACHIEVEMENT_WORDS[achievement.id];
  return { title: words.title(), description: words.description(), progressText: progressText(achievement.measure) };
}



/** A profile level in words: 'Bronze'. */
export function levelText(level: Level): string {
  return LEVEL_WORDS[level]();
}



const RESULT_WORDS = {
  Won: () => profile_history_won(),
  Lost: () => profile_history_lost(),
  Open: () => profile_history_open(),
  Refunded: () => profile_history_cancelled(),
  'Cashed out': () => profile_history_cashed_out({ count: 0, shown: formatCoins(0) }),
} satisfies Record<HistoryResult, () => string>;

/**
 * A history row's result: 'Won', 'Cancelled: 40 coins returned' (the coins that came back, never
 * counted as winnings), 'Cashed out 50', and a part cashed out before the result said beside it.
 */
export function historyResultText(row: Pick<HistoryRow, 'result' | 'refunded' | 'cashedOut'>): string {
  if (row.result === 'Cashed out') return profile_history_cashed_out({ count: row.cashedOut, shown: formatCoins(row.cashedOut) });
  const result =
    row.result === 'Refunded' && row.refunded > 0
      ? profile_history_cancelled_returned({ count: row.refunded, shown: formatCoins(row.refunded) })
      : RESULT_WORDS[row.result]();
  return row.cashedOut > 0 ? profile_history_partly_cashed_out({ count: row.cashedOut, result, shown: formatCoins(row.cashedOut) }) : result;
}
