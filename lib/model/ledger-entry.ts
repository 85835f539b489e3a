// A ledger entry: one movement of whole coins into or out of one account's wallet. The ledger
// is append-only and the only way coins move.

import * as v from 'valibot';
import { idSchema, isoTimeSchema, walletSchema } from './fields';

/**
 * Why coins moved. 'league start' is a league's starting coins, credited once per account and
 * league. 'cash-out' is a part of a stake taken out before the result (a credit), or, in a league,
 * one the organiser refused, taken back (a debit, the only one that may take a league wallet below zero).
 */
export const LEDGER_ENTRY_KINDS = ['welcome', 'start', 'bet', 'win', 'refund', 'bonus', 'top-up', 'league start', 'cash-out'] as const;

/** Room for the longest label and a whole question. */
export const ENTRY_TEXT_MAX_LENGTH = 300;

export const ledgerEntrySchema = v.strictObject({
  id: idSchema,
  accountId: idSchema,
  /** Whole coins; positive credits, negative debits, never zero. */
  amount: v.pipe(v.number(), v.safeInteger(), v.notValue(0)),
  /** What the wallet's history shows, made from the kind (see lib/wallet/entry-text.ts). */
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(ENTRY_TEXT_MAX_LENGTH)),
  createdAt: isoTimeSchema,
  /** The position an entry belongs to (bet, win or refund), so each is paid once. */
  positionId: v.nullable(idSchema),
  kind: v.picklist(LEDGER_ENTRY_KINDS),
  wallet: walletSchema,
});

export type LedgerEntry = v.InferOutput<typeof ledgerEntrySchema>;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
