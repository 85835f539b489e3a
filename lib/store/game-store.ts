// Everything that changes together in play (the catalogue, accounts, ledger, positions and
// settings) in one persisted store, so a bet and its debit are one storage write. Hydration is
// started by the app, not on import, so the exported HTML and the first client render agree.

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { GameData } from '../game-data';
import { STORAGE_KEYS } from '../storage/keys';
import { GAME_SPEC } from '../storage/game-spec';
import type { GameState } from '../storage/schema';
import { envelopeStorageFor } from './browser-storage';
import { useHydrationStore } from './hydration-store';
import { createMarketsSlice, type MarketsSlice } from './markets-slice';
import { createPlayersSlice, type Commit, type PlayersSlice } from './players-slice';

export { GAME_VERSION } from '../storage/game-spec';

export type GameStore = MarketsSlice & PlayersSlice;

const gameStorage = envelopeStorageFor<GameState>(GAME_SPEC);

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
      version: GAME_SPEC.version,
      // Migration runs inside the adapter, where the raw text is still at hand to set aside if
      // the migrated state fails validation; persist therefore always sees the current version.
      storage: gameStorage,
      partialize: (state): GameState => gameDataOf(state),
      skipHydration: true,
      onRehydrateStorage: () => () => useHydrationStore.setState({ game: true }),
    },
  ),
);

/** Adopts what another tab stored since this one last read or wrote. Reading never writes. */
export function syncGameFromStorage(): void {
  if (gameStorage.hasNewer(STORAGE_KEYS.game)) void useGameStore.persist.rehydrate();
}

export const commitGame: Commit = (operation) => {
  syncGameFromStorage();
  const result = operation(gameDataOf(useGameStore.getState()));
  if (result.ok) useGameStore.setState(result.data);
  return result;
};
