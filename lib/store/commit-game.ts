// Every change to the game: an action's pure operation applied to memory, and the records it
// changed saved in one transaction by the storage engine (game-storage.ts, loaded with the stores
// rather than the first paint). An action declares what it reads beyond start-up's records; the
// engine reads it before the operation runs and again before a replay.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import type { Commit, Committed, CommitOptions, OpOutcome } from './commit-types';
import { gameDataOf, useGameStore } from './game-store';
import { recordingContext } from './op-context';
import type { Reads } from './storage-engine/reads';

export const loadGameStorage = () => import('./game-storage');

/**
 * Applies one pure operation to memory at once and saves the records it changed. `committed`
 * resolves with the run that held: the operation's own, or its replay's when another tab saved
 * first (a replay refused comes back as the refusal, `replayed: true`); an accepted one says
 * whether it reached storage (`saved: false`: it holds in this tab's memory only).
 */
export function applyGame<R extends OpOutcome>(operation: (data: GameData, ctx: OpContext) => R, reads: Reads = {}): { result: R; committed: Promise<Committed<R>> } {
  const before = gameDataOf(useGameStore.getState());
  const { ctx, ids } = recordingContext();
  const result = operation(before, ctx);
  if (!result.ok) return { result, committed: Promise.resolve(result as Committed<R>) };
  useGameStore.setState(result.data);
  const committed = loadGameStorage()
    .then((storage) => storage.saveAction(before, result.data, { operation, nowMs: ctx.nowMs, ids, reads, outcome: result }))
    .then(({ saved, outcome }) => {
      const held = outcome as R;
      return (held.ok ? { ...held, saved } : { ...held, replayed: true }) as Committed<R>;
    });
  return { result, committed };
}

/** Reads what the action declares, then applyGame: resolved with the run that held once its save is done. */
export const commitGame: Commit = async (operation, { reads }: CommitOptions = {}) => {
  if (reads) await (await loadGameStorage()).loadReads(reads);
  return applyGame(operation, reads).committed;
};
