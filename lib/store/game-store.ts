// Everything that changes together in play (the catalogue, leagues, accounts, ledger, positions
// and settings) in memory, the source for every screen. Storage is IndexedDB, record by record
// (game-storage.ts, loaded with the stores rather than the first paint): each action changes
// memory at once, then its records are saved in one transaction.

import { create } from 'zustand';
import type { GameData } from '../model/game';
import { createMarketsSlice, type MarketsSlice } from './markets-slice';
import { recordingContext } from './op-context';
import type { OpContext } from '../game/operation';
import { createPlayersSlice, type Commit, type Committed, type OpOutcome, type PlayersSlice } from './players-slice';

export type GameStore = MarketsSlice & PlayersSlice;

export function gameDataOf(state: GameStore): GameData {
  const { markets, seededAt, accounts, ledger, positions, settings, leagues, operatedLeagues, memberships } = state;
  return { markets, seededAt, accounts, ledger, positions, settings, leagues, operatedLeagues, memberships };
}

export const useGameStore = create<GameStore>()((...args) => ({
  ...createMarketsSlice(...args),
  ...createPlayersSlice(...args),
}));

export const loadGameStorage = () => import('./game-storage');

/**
 * Applies one pure operation to memory at once and starts saving the records it changed; `saved`
 * resolves false when the change holds in this tab's memory only. For callers that cannot wait.
 */
export function applyGame<R extends OpOutcome>(operation: (data: GameData, ctx: OpContext) => R): { result: R; saved: Promise<boolean> } {
  const before = gameDataOf(useGameStore.getState());
  const { ctx, ids } = recordingContext();
  const result = operation(before, ctx);
  if (!result.ok) return { result, saved: Promise.resolve(true) };
  useGameStore.setState(result.data);
  const saved = loadGameStorage().then((storage) => storage.saveAction(before, result.data, { operation, nowMs: ctx.nowMs, ids }));
  return { result, saved };
}

/** applyGame, resolved when the save is done: `saved: false` means the change holds in this tab's memory only. */
export const commitGame: Commit = async (operation) => {
  const { result, saved } = applyGame(operation);
  if (!result.ok) return result as Committed<typeof result>;
  return { ...result, saved: await saved } as Committed<typeof result>;
};
