// Everything that changes together in play (the catalogue, accounts, ledger, positions and
// settings) in one persisted store, so a bet and its debit are one storage write. Hydration is
// started by the app, not on import, so the exported HTML and the first client render agree.

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { GameData } from '../model/game';
import { addedRecordIds, isCommitKept, isRecentCommit, replayContext } from '../storage/rebase';
import { STORAGE_KEYS } from '../storage/keys';
import { rebaseNotice } from '../storage/notices';
import type { GameState } from '../storage/schema';
import { GAME_VERSION } from '../storage/versions';
import { envelopeStorageFor } from './browser-storage';
import { useHydrationStore } from './hydration-store';
import { createMarketsSlice, type MarketsSlice } from './markets-slice';
import { useNoticeStore } from './notice-store';
import { newId, recordingContext } from './op-context';
import { MAX_PENDING_COMMITS, usePendingCommitsStore, type PendingCommit } from './pending-commits-store';
import { createPlayersSlice, type Commit, type Committed, type PlayersSlice } from './players-slice';

export { GAME_VERSION };

export type GameStore = MarketsSlice & PlayersSlice;

const gameStorage = envelopeStorageFor<GameState>(() => import('../storage/game-spec').then((spec) => spec.GAME_CODEC));

export function gameDataOf(state: GameStore): GameData {
  const { markets, seededAt, accounts, ledger, positions, settings } = state;
  return { markets, seededAt, accounts, ledger, positions, settings };
}

export const useGameStore = create<GameStore>()(
  persist(
    (...args) => ({
      ...createMarketsSlice(...args),
      ...createPlayersSlice(...args),
    }),
    {
      name: STORAGE_KEYS.game,
      version: GAME_VERSION,
      // Migration runs inside the adapter, where the raw text is still at hand to set aside if
      // the migrated state fails validation; persist therefore always sees the current version.
      storage: gameStorage,
      partialize: (state): GameState => gameDataOf(state),
      skipHydration: true,
      onRehydrateStorage: () => () => useHydrationStore.setState({ game: true }),
    },
  ),
);

/**
 * Adopts what another tab stored since this one last read or wrote. Reading alone never writes;
 * only this page's own recent operations that the adopted data lacks are replayed and saved.
 */
export function syncGameFromStorage(): void {
  if (!gameStorage.hasUnseen(STORAGE_KEYS.game)) return;
  void useGameStore.persist.rehydrate();
  rebasePendingCommits();
}

/** Applies `commit.operation` again, as first run, to the current data; saves it when allowed. */
function replay(commit: PendingCommit): PendingCommit | null {
  const data = gameDataOf(useGameStore.getState());
  const result = commit.operation(data, replayContext(commit.nowMs, commit.ids, newId));
  if (!result.ok) {
    // Another page's change came first and this one no longer fits (already claimed, settled...).
    useNoticeStore.getState().addNotice(rebaseNotice('reason' in result ? String(result.reason) : undefined));
    return null;
  }
  useGameStore.setState(result.data);
  return { ...commit, added: addedRecordIds(data, result.data), rev: gameStorage.revOf(STORAGE_KEYS.game) };
}

function rebasePendingCommits(): void {
  const { commits } = usePendingCommitsStore.getState();
  if (commits.length === 0) return;
  const stored = gameDataOf(useGameStore.getState());
  const storedRev = gameStorage.revOf(STORAGE_KEYS.game);
  const nowMs = Date.now();
  const lost = commits.filter((commit) => isRecentCommit(commit, nowMs) && !isCommitKept(commit, stored, storedRev));
  const replayed = lost.map(replay).filter((commit) => commit !== null);
  usePendingCommitsStore.setState({ commits: replayed });
}

export const commitGame: Commit = (operation) => {
  syncGameFromStorage();
  const before = gameDataOf(useGameStore.getState());
  const { ctx, ids } = recordingContext();
  const result = operation(before, ctx);
  if (!result.ok) return result as Committed<typeof result>;
  useGameStore.setState(result.data);
  // The store's persist middleware wrote synchronously inside setState; memory keeps the change either way.
  const saved = gameStorage.lastWriteSaved(STORAGE_KEYS.game);
  const commit: PendingCommit = {
    operation,
    nowMs: ctx.nowMs,
    ids,
    added: addedRecordIds(before, result.data),
    rev: gameStorage.revOf(STORAGE_KEYS.game),
  };
  usePendingCommitsStore.setState(({ commits }) => ({ commits: [...commits, commit].slice(-MAX_PENDING_COMMITS) }));
  return { ...result, saved } as Committed<typeof result>;
};
