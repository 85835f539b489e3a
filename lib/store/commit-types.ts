// What a commit is: every change to the game goes through one, which applies a pure operation
// to memory and saves the records it changed in one transaction (commit-game.ts).

import type { GameData } from '../model/game';
import type { OpContext } from '../game/operation';
import type { Reads } from './storage-engine/reads';

export type OpOutcome = { ok: true; data: GameData } | { ok: false };

/**
 * An operation's result as committed: an accepted one also says whether it reached storage
 * (`saved: false` means it is kept in this tab's memory only); a refusal with `replayed` is the
 * replay's, on records another tab saved first (the first run was accepted, then undone).
 */
export type Committed<R extends OpOutcome> = R extends { ok: true } ? R & { saved: boolean } : R & { replayed?: true };

/**
 * Applies an operation to the game in memory and keeps its result when it succeeds. The
 * operation takes its clock and ids from `ctx`, so that it can be replayed exactly when another
 * tab saved the same records first.
 */
export interface CommitOptions {
  /** What the operation reads beyond start-up's records (see storage-engine/reads.ts). */
  reads?: Reads;
}

export type Commit = <R extends OpOutcome>(operation: (data: GameData, ctx: OpContext) => R, options?: CommitOptions) => Promise<Committed<R>>;
