// Why the organiser's browser did not count a pick. Apart from picks.ts so that a position (which
// picks.ts builds on for its sides) can name the reason its stake came back without an import circle.
// The list itself is in pick-refusal-kinds.ts, which screens can read without valibot.

import * as v from 'valibot';
import { PICK_REFUSALS, type PickRefusal } from './pick-refusal-kinds';

export const pickRefusalSchema = v.picklist(PICK_REFUSALS);

export { PICK_REFUSALS, type PickRefusal };
