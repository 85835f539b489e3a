// Everything that changes together in play (today: the market catalogue) in one persisted
// store, so it is written in one storage write. Hydration is started by the app, not on import,
// so the exported HTML and the first client render agree.

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import { GAME_MIGRATIONS } from '../storage/migrations';
import { gameStateSchema, type GameState } from '../storage/schema';
import { envelopeStorageFor } from './browser-storage';
import { useHydrationStore } from './hydration-store';
import { createMarketsSlice, type MarketsSlice } from './markets-slice';

export const GAME_VERSION = 1;

export type GameStore = MarketsSlice;

export const useGameStore = create<GameStore>()(
  persist(
    (...args) => ({
      ...createMarketsSlice(...args),
    }),
    {
      name: STORAGE_KEYS.game,
      version: GAME_VERSION,
      // Migration runs inside the adapter, where the raw text is still at hand to set aside if
      // the migrated state fails validation; persist therefore always sees the current version.
      storage: envelopeStorageFor<GameState>({ version: GAME_VERSION, schema: gameStateSchema, migrations: GAME_MIGRATIONS }),
      partialize: (state): GameState => ({ markets: state.markets, seededAt: state.seededAt }),
      skipHydration: true,
      onRehydrateStorage: () => () => useHydrationStore.setState({ game: true }),
    },
  ),
);
