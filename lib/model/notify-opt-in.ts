// An account's 'notify me on this phone when my bets settle': kept per account in its own store,
// keyed by the account id, so the service worker can read it by id without the page's memory.
// It is this browser's, like the permission it goes with: a backup does not carry it (restored in
// another browser it would claim a permission that browser never gave).

import * as v from 'valibot';
import { idSchema, isoTimeSchema } from './fields';

export const notifyOptInSchema = v.strictObject({
  /** The account's id: one opt-in per account. */
  id: idSchema,
  accountId: idSchema,
  on: v.boolean(),
  changedAt: isoTimeSchema,
});

export type NotifyOptIn = v.InferOutput<typeof notifyOptInSchema>;
