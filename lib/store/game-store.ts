// Everything that changes together in play (the catalogue, leagues, accounts, ledger, positions
// and settings) in memory, the source for every screen. It imports nothing of storage: actions
// change it through commit-game.ts, and the storage engine fills it with what it reads.

import { create } from 'zustand';
import { gameDataOf, type GameData } from '../model/game';
import { EMPTY_GAME_DATA } from '../model/empty-game';

/** Memory's game: one collection per kind the record registry holds as a list, the settings and the seeding time. */
export type GameStore = GameData;

export { gameDataOf };

export const useGameStore = create<GameStore>()(() => EMPTY_GAME_DATA);
