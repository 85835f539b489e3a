// What every pure operation on the game is given, and how it says no.

/** What every operation is given instead of reading the clock or a random source itself. */
export interface OpContext {
  nowMs: number;
  newId: () => string;
}

export type Refusal<R extends string> = { ok: false; reason: R };
