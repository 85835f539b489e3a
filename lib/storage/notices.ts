// What a player is told when storage lets us down, as facts: which kind of problem, and its data.
// The words (English or Hindi) live in lib/store/notice-words.ts, loaded only when a notice is
// shown, so no page carries them in its first load. One notice per id, so a storage that fails on
// every write still says it only once.

import type { SetAsideProblem } from './envelope-storage';
import { STORAGE_KEYS } from './keys';

/** Which saved part a set-aside value was: the game, the login, or another key. */
export type SavedPart = 'game' | 'login' | 'data';

/** A storage problem a notice tells of: its kind and what the words need. */
export type NoticeFacts =
  /** This browser refuses to save: the tab plays from memory. */
  | { kind: 'unsaved' }
  /** A localStorage value could not be read, or came from a newer app: set aside (or left). */
  | { kind: 'set-aside'; part: SavedPart; reason: 'unreadable' | 'newer-version'; savedAs: string | null }
  /** Records read from the database that failed their check or came from a newer version. */
  | { kind: 'quarantine'; count: number }
  /** Records of a league set aside with a damaged one of the same league. */
  | { kind: 'league-set-aside'; count: number }
  /** The old localStorage game could not be read: kept aside (or left), the game started fresh. */
  | { kind: 'unreadable-old-game'; kept: boolean }
  /** A game from a newer app: in localStorage, or a database this code cannot open. */
  | { kind: 'newer-game' }
  /** A tab of older code wrote the localStorage game after the move: set aside, not merged. */
  | { kind: 'written-after-move' }
  /** The move from localStorage failed: the old key is untouched and this tab plays from memory. */
  | { kind: 'move-failed' }
  /** A newer app's game in the old localStorage key, left where it is; this tab saves as usual. */
  | { kind: 'newer-old-game' };

/** A notice whose words are already written (a league's news, a replay refused). */
export interface TextNotice {
  id: string;
  message: string;
  kind?: undefined;
}

/** A storage notice: its words are looked up from its facts when it is shown. */
export type FactNotice = { id: string; message?: undefined } & NoticeFacts;

export type StorageNotice = TextNotice | FactNotice;

const PARTS: Record<string, SavedPart> = {
  [STORAGE_KEYS.game]: 'game',
  [STORAGE_KEYS.session]: 'login',
};

export const UNSAVED_NOTICE: StorageNotice = { id: 'storage-unavailable', kind: 'unsaved' };

export function setAsideNotice(problem: SetAsideProblem): StorageNotice {
  return {
    id: `set-aside:${problem.key}`,
    kind: 'set-aside',
    part: PARTS[problem.key] ?? 'data',
    reason: problem.reason === 'newer-version' ? 'newer-version' : 'unreadable',
    savedAs: problem.savedAs,
  };
}

/** Records read from the database that failed their check or came from a newer version. */
export function quarantineNotice(count: number): StorageNotice {
  return { id: 'quarantine', kind: 'quarantine', count };
}

/**
 * Records of a league set aside with a damaged one of the same league, so that no league balance
 * is counted from part of its entries and no league goes on from part of its questions.
 */
export function leagueSetAsideNotice(count: number): StorageNotice {
  return { id: 'quarantine-league', kind: 'league-set-aside', count };
}

/** The old localStorage game could not be read: kept in the quarantine, and the game started fresh. */
export function unreadableOldGameNotice(kept: boolean): StorageNotice {
  return { id: `set-aside:${STORAGE_KEYS.game}`, kind: 'unreadable-old-game', kept };
}

/** A game from a newer app: in localStorage, or a database this code cannot open. */
export const NEWER_GAME_NOTICE: StorageNotice = { id: 'newer-version', kind: 'newer-game' };

/** A tab of older code wrote the localStorage game after the move: set aside, not merged. */
export const WRITTEN_AFTER_MOVE_NOTICE: StorageNotice = { id: 'written-after-move', kind: 'written-after-move' };

/** The move from localStorage failed: the old key is untouched and this tab plays from memory. */
export const MOVE_FAILED_NOTICE: StorageNotice = { id: 'move-failed', kind: 'move-failed' };

/**
 * A newer app's game in the old localStorage key: left where it is, never moved or written over.
 * This tab's own game is in the database and saves as usual, so the notice does not say otherwise.
 */
export const NEWER_OLD_GAME_NOTICE: StorageNotice = { id: 'newer-old-game', kind: 'newer-old-game' };
