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

/** Records read from the database that failed their check or came from a newer version. */
export function quarantineNotice(count: number): StorageNotice {
  const records = count === 1 ? '1 saved record' : `${count} saved records`;
  return {
    id: 'quarantine',
    message: `${records} could not be read (damaged, or saved by a newer version of PredictoPlay), so ${count === 1 ? 'it was' : 'they were'} set aside in this browser’s quarantine and the rest of your game loaded.`,
  };
}

/**
 * Records of a league set aside with a damaged one of the same league, so that no league balance
 * is counted from part of its entries and no league goes on from part of its questions.
 */
export function leagueSetAsideNotice(count: number): StorageNotice {
  const records = count === 1 ? '1 more record' : `${count} more records`;
  return {
    id: 'quarantine-league',
    message: `Part of a league’s saved play could not be read, so ${records} of that league went to the quarantine with it, and no league balance was counted from half its entries. Open the league’s invite link again to follow it from the start.`,
  };
}

/** The old localStorage game could not be read: kept in the quarantine, and the game started fresh. */
export function unreadableOldGameNotice(kept: boolean): StorageNotice {
  const where = kept ? 'The original is kept in this browser’s quarantine.' : 'It could not be copied aside, so it was left in place.';
  return { id: `set-aside:${STORAGE_KEYS.game}`, message: `Your saved game data could not be read, so that part started fresh. ${where}` };
}

/** A game from a newer app: in localStorage, or a database this code cannot open. */
export const NEWER_GAME_NOTICE: StorageNotice = {
  id: 'newer-version',
  message:
    'Your saved game data comes from a newer version of PredictoPlay, so this tab left it untouched and will not save over it. You can keep playing, but progress will not be kept after this tab closes.',
};

/** A tab of older code wrote the localStorage game after the move: set aside, not merged. */
export const WRITTEN_AFTER_MOVE_NOTICE: StorageNotice = {
  id: 'written-after-move',
  message:
    'An older PredictoPlay tab saved the game the old way after it had moved to this browser’s database. That copy was set aside in the quarantine, not merged: what you see is the game as saved here.',
};

/** The move from localStorage failed: the old key is untouched and this tab plays from memory. */
export const MOVE_FAILED_NOTICE: StorageNotice = {
  id: 'move-failed',
  message:
    'Your saved game could not be moved to this browser’s database, so it was left exactly as it was. You can keep playing, but progress will not be kept after this tab closes; the next visit tries again.',
};

/**
 * A newer app's game in the old localStorage key: left where it is, never moved or written over.
 * This tab's own game is in the database and saves as usual, so the notice does not say otherwise.
 */
export const NEWER_OLD_GAME_NOTICE: StorageNotice = {
  id: 'newer-old-game',
  message:
    'Your saved game data comes from a newer version of PredictoPlay, so this tab left it untouched and will not save over it. What you play here is saved as usual.',
};
