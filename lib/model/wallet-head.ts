// A wallet's head: one record per account and wallet (practice or a league's), naming the newest
// ledger entry of that wallet. Derived from the ledger (memory keeps no copy): storage rewrites
// it with every movement of the wallet, so two tabs that move the same wallet at once meet on
// this one record and the later save is a conflict, replayed on the other's entries; the
// balance itself stays the sum of the ledger.

import * as v from 'valibot';
import { idSchema, walletSchema } from './fields';
import { walletHeadId } from './wallet-head-id';

export const walletHeadSchema = v.pipe(
  v.strictObject({
    /** walletHeadId(accountId, wallet): both ids are up to 64 characters, so this is up to 129. */
    id: v.pipe(v.string(), v.minLength(3), v.maxLength(129)),
    accountId: idSchema,
    wallet: walletSchema,
    /** The newest entry of this wallet when the head was written. */
    lastEntryId: idSchema,
  }),
  v.check((head) => head.id === walletHeadId(head.accountId, head.wallet), 'The id must name its account and wallet'),
);

export type WalletHead = v.InferOutput<typeof walletHeadSchema>;
