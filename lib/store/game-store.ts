// Everything that changes together in play (the catalogue, leagues, accounts, ledger, positions
// and settings) in memory, the source for every screen. Storage is IndexedDB, record by record
// (game-storage.ts, loaded with the stores rather than the first paint): each action changes
// memory at once, then its records are saved in one transaction.

import { create } from 'zustand';
import { gameDataOf, type GameData } from '../model/game';
import { recordingContext } from './op-context';
import type { OpContext } from '../game/operation';
import { EMPTY_GAME_DATA } from '../model/empty-game';
import type { Commit, Committed, OpOutcome } from './commit-types';

/** Memory's game: one collection per kind the record registry holds as a list, the settings and the seeding time. */
export type GameStore = GameData;

export { gameDataOf };

export const useGameStore = create<GameStore>()(() => EMPTY_GAME_DATA);

export const loadGameStorage = () => import('./game-storage');

/**
 * Applies one pure operation to memory at once and saves the records it changed. `committed`
 * resolves with the run that held: the operation's own, or its replay's when another tab saved
 * first (a replay refused comes back as the refusal, `replayed: true`); an accepted one says
 * whether it reached storage (`saved: false`: it holds in this tab's memory only).
 */
export function applyGame<R extends OpOutcome>(operation: (data: GameData, ctx: OpContext) => R): { result: R; committed: Promise<Committed<R>> } {
  const before = gameDataOf(useGameStore.getState());
  const { ctx, ids } = recordingContext();
  const result = operation(before, ctx);
  if (!result.ok) return { result, committed: Promise.resolve(result as Committed<R>) };
  useGameStore.setState(result.data);
  const committed = loadGameStorage()
    .then((storage) => storage.saveAction(before, result.data, { operation, nowMs: ctx.nowMs, ids, outcome: result }))
    .then(({ saved, outcome }) => {
      const held = outcome as R;
      return (held.ok ? { ...held, saved } : { ...held, replayed: true }) as Committed<R>;
    });
  return { result, committed };
}

/** applyGame, resolved with the run that held once its save is done. */
export const commitGame: Commit = (operation) => applyGame(operation).committed;
