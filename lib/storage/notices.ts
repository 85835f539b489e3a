// The words a player reads when storage lets us down. One notice per problem and key, so a
// storage that fails on every write still says it only once.

import type { SetAsideProblem } from './envelope-storage';
import { STORAGE_KEYS } from './keys';

export interface StorageNotice {
  id: string;
  message: string;
}

const LABELS: Record<string, string> = {
  [STORAGE_KEYS.game]: 'game data',
  [STORAGE_KEYS.session]: 'login session',
};

export const UNSAVED_NOTICE: StorageNotice = {
  id: 'storage-unavailable',
  message: 'This browser is not letting PredictoPlay save. You can keep playing, but progress will not be kept after this tab closes.',
};

export function setAsideNotice(problem: SetAsideProblem): StorageNotice {
  const label = LABELS[problem.key] ?? 'data';
  const kept = problem.savedAs
    ? `The original is kept in this browser as ${problem.savedAs}.`
    : 'It could not be copied aside, so it was left in place and will not be saved over.';
  const what =
    problem.reason === 'newer-version'
      ? `Your saved ${label} comes from a newer version of PredictoPlay, so this tab left it untouched and started fresh.`
      : `Your saved ${label} could not be read, so that part started fresh.`;
  const frozen = problem.reason === 'newer-version' && problem.savedAs ? ' This tab will not save over it.' : '';
  return { id: `set-aside:${problem.key}`, message: `${what} ${kept}${frozen}` };
}

const REBASE_REASONS: Record<string, string> = {
  'already-claimed': 'today’s bonus had already been claimed there',
  'already-settled': 'that prediction had already been settled there',
  'insufficient-funds': 'the balance left there was too small for the bet made here',
};

/** Another page saved at the same moment, and a change made here no longer fitted on top of it. */
export function rebaseNotice(reason?: string): StorageNotice {
  const why = (reason && REBASE_REASONS[reason]) ?? 'it no longer fitted what was saved there';
  return {
    id: `rebase:${reason ?? 'other'}`,
    message: `Another PredictoPlay page saved a change at the same moment as this one, so a change made here was undone: ${why}. What you see now is what is saved.`,
  };
}
