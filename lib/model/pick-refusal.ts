// Why the organiser's browser did not count a pick. Apart from picks.ts so that a position (which
// picks.ts builds on for its sides) can name the reason its stake came back without an import circle.

import * as v from 'valibot';

/**
 * Why the organiser's browser did not count a pick; the player's browser refunds it as 'Not counted'.
 * A cash-out is judged like a pick: 'crowd-moved' (the organiser's own value for it is below the one
 * claimed), 'unknown-bet' (the bet it cashes out is not counted), or a pick's reasons.
 */
export const PICK_REFUSALS = ['after-close', 'after-result', 'over-balance', 'changed', 'unknown-question', 'bad-stake', 'before-question', 'crowd-moved', 'unknown-bet'] as const;
export const pickRefusalSchema = v.picklist(PICK_REFUSALS);

export type PickRefusal = (typeof PICK_REFUSALS)[number];
