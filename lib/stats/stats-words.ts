// The stats' words: each achievement's title and description, and its progress, in English,
// exactly as the profile shows them.

import { ACCURACY_MIN_SETTLED, ACCURACY_TARGET, PREDICTIONS_TARGET, type Achievement, type AchievementMeasure } from './player-stats';

export const ACHIEVEMENT_WORDS = {
  'first-win': { title: 'First Win', description: 'Win your first prediction.' },
  'ten-predictions': { title: `${PREDICTIONS_TARGET} Predictions`, description: `Make ${PREDICTIONS_TARGET} predictions.` },
  'accuracy-70': {
    title: `${ACCURACY_TARGET}% Accuracy`,
    description: `Keep ${ACCURACY_TARGET}% accuracy over at least ${ACCURACY_MIN_SETTLED} settled predictions.`,
  },
} satisfies Record<Achievement['id'], { title: string; description: string }>;

const PROGRESS_WORDS = {
  wins: ({ current, target }) => `${current} of ${target} win`,
  predictions: ({ current, target }) => `${current} of ${target} predictions`,
  settled: ({ current, target }) => `${current} of ${target} settled predictions`,
  accuracy: ({ current, target }) => `${Math.round(current * 10) / 10}% of ${target}% accuracy`,
} satisfies Record<AchievementMeasure['unit'], (measure: AchievementMeasure) => string>;

/** The progress in words, e.g. '3 of 10 predictions'. */
export function progressText(measure: AchievementMeasure): string {
  return PROGRESS_WORDS[measure.unit](measure);
}

/** An achievement's title, description and progress, as the profile shows them. */
export function achievementWords(achievement: Achievement): { title: string; description: string; progressText: string } {
  return { ...ACHIEVEMENT_WORDS[achievement.id], progressText: progressText(achievement.measure) };
}
