// What a stored value must look like, checked after migrating and before anything is used.
// Objects are strict: an unknown key (say, one named like a store action) fails the check
// instead of being merged into the store.

import * as v from 'valibot';
import { CATEGORIES } from '../categories';

const wholeCount = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const isoTime = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Expected a date and time'),
);

export const envelopeSchema = v.strictObject({
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  rev: wholeCount,
  state: v.unknown(),
});

export const marketSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  question: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  category: v.picklist(CATEGORIES),
  endTime: isoTime,
  isResolved: v.boolean(),
  totalYes: wholeCount,
  totalNo: wholeCount,
  totalPool: wholeCount,
  createdAt: isoTime,
  image: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  description: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

export const gameStateSchema = v.strictObject({
  markets: v.array(marketSchema),
  seededAt: v.nullable(isoTime),
});

export const sessionStateSchema = v.strictObject({
  accountId: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});

export type GameState = v.InferOutput<typeof gameStateSchema>;
export type SessionState = v.InferOutput<typeof sessionStateSchema>;
