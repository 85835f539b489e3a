// What the game knows about itself rather than about play: when the catalogue was seeded, and
// the move from the old single-key game. One record, kept by storage beside the game.

import * as v from 'valibot';
import { isoTimeSchema, wholeCountSchema } from './fields';

export const metaSchema = v.strictObject({
  seededAt: v.nullable(isoTimeSchema),
  /** Set by the move from the old single-key game, in the same transaction as the records it wrote. */
  movedFromLocalStorage: v.nullable(
    v.strictObject({
      at: isoTimeSchema,
      /** The envelope's version and rev the records came from. */
      fromVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      fromRev: wholeCountSchema,
    }),
  ),
});

export type Meta = v.InferOutput<typeof metaSchema>;

export const EMPTY_META: Meta = { seededAt: null, movedFromLocalStorage: null };
