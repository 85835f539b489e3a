// This page's own recent game operations, kept until another page's write is seen to include
// them, so they can be replayed if that write was made without them. In memory only: a record
// holds the operation itself, and it matters for seconds, not across a reload.

import { create } from 'zustand';
import type { GameData } from '../model/game';
import type { OpContext } from '../game/operation';
import type { CommitRecord } from '../storage/rebase';
import type { OpOutcome } from './players-slice';

export interface PendingCommit extends CommitRecord {
  operation: (data: GameData, ctx: OpContext) => OpOutcome;
}

interface PendingCommitsStore {
  commits: PendingCommit[];
}

/** Enough for any burst of clicks within the rebase window; the oldest go first. */
export const MAX_PENDING_COMMITS = 50;

export const usePendingCommitsStore = create<PendingCommitsStore>()(() => ({ commits: [] }));
