// The reasons a pick can be refused, as plain values without their schema: the wallet's history
// says them on every visit, and reading them must not bring the schema library into that page's
// first load. pick-refusal.ts builds the schema from this same list, so it is written once.

/**
 * Why the organiser's browser did not count a pick; the player's browser refunds it as 'Not counted'.
 * A cash-out is judged like a pick: 'crowd-moved' (the organiser's own value for it is below the one
 * claimed), 'unknown-bet' (the bet it cashes out is not counted), or a pick's reasons.
 */
export const PICK_REFUSALS = ['after-close', 'after-result', 'over-balance', 'changed', 'unknown-question', 'bad-stake', 'before-question', 'crowd-moved', 'unknown-bet'] as const;

export type PickRefusal = (typeof PICK_REFUSALS)[number];
