// The field shapes several records share: ids, times and whole coin counts.

import * as v from 'valibot';

/** Every id: a record's own, and the references to other records. */
export const ID_MAX_LENGTH = 64;

export const idSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(ID_MAX_LENGTH));

export const isoTimeSchema = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Expected a date and time'),
);

/** Whole coins or heads, never below zero. */
export const wholeCountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * Which purse coins move in: PRACTICE_WALLET (practice-wallet.ts) for the free-play coins every
 * account has, a league's id for that league's own. Balances are per account and wallet.
 */
export const walletSchema = idSchema;
