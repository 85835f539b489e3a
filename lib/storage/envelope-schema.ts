// The stored envelope `{ version, rev, state }`: apart from the game's schema, so that reading an
// envelope (its head, or the move to IndexedDB) never loads the packed form's code.

import * as v from 'valibot';
import { wholeCountSchema } from '../model/fields';

export const envelopeSchema = v.strictObject({
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  rev: wholeCountSchema,
  state: v.unknown(),
});
