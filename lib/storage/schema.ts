// What a stored value must look like, checked after migrating and before anything is used.
// Objects are strict: an unknown key (say, one named like a store action) fails the check
// instead of being merged into the store.

import * as v from 'valibot';
import { ADMIN_EMAIL } from '../account/admin-email';
import { CATEGORIES } from '../market/categories';
import { balancesByAccount } from '../wallet/ledger';
import { CHOICES, STATUSES, unpackGame, type PackedGame } from './packed-game';

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

const marketFieldsSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  question: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  category: v.picklist(CATEGORIES),
  endTime: isoTime,
  isResolved: v.boolean(),
  totalYes: wholeCount,
  totalNo: wholeCount,
  totalPool: wholeCount,
  yesCoins: wholeCount,
  noCoins: wholeCount,
  createdAt: isoTime,
  image: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  description: v.optional(v.pipe(v.string(), v.maxLength(500))),
  outcome: v.optional(v.picklist(['YES', 'NO', 'VOID'])),
  resolvedAt: v.optional(isoTime),
});

export const marketSchema = v.pipe(
  marketFieldsSchema,
  v.check((market) => market.yesCoins + market.noCoins === market.totalPool, 'Coins per side that are not the pool'),
);

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const coins = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const accountSchema = v.strictObject({
  id,
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  email: v.pipe(v.string(), v.minLength(3), v.maxLength(254)),
  phone: v.nullable(v.pipe(v.string(), v.maxLength(25))),
  createdAt: isoTime,
  isAdmin: v.boolean(),
  coins,
  password: v.strictObject({
    salt: v.pipe(v.string(), v.base64()),
    hash: v.pipe(v.string(), v.base64()),
    iterations: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  }),
  lastBonusDay: v.nullable(v.pipe(v.string(), v.isoDate())),
  notifications: v.strictObject({ email: v.boolean(), sms: v.boolean() }),
});

const ledgerEntrySchema = v.strictObject({
  id,
  accountId: id,
  amount: v.pipe(v.number(), v.safeInteger(), v.notValue(0)),
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  createdAt: isoTime,
  positionId: v.nullable(id),
});

const positionSchema = v.strictObject({
  id,
  accountId: id,
  marketId: id,
  question: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  choice: v.picklist(['YES', 'NO']),
  amount: v.pipe(coins, v.minValue(1)),
  potentialWin: coins,
  createdAt: isoTime,
  status: v.picklist(['open', 'won', 'lost', 'refunded']),
  settledAt: v.nullable(isoTime),
  yesShareAfter: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100))),
});

export const settingsSchema = v.strictObject({
  platformName: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  dailyBonus: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000)),
});

type CheckedGame = {
  accounts: v.InferOutput<typeof accountSchema>[];
  ledger: v.InferOutput<typeof ledgerEntrySchema>[];
  positions: v.InferOutput<typeof positionSchema>[];
};

/** Whatever each record says on its own, the records must also agree with each other. */
function consistencyProblem({ accounts, ledger, positions }: CheckedGame): string | null {
  const ids = new Set(accounts.map((account) => account.id));
  if (ids.size !== accounts.length) return 'Two accounts share an id';
  if (new Set(accounts.map((account) => account.email)).size !== accounts.length) return 'Two accounts share an email';
  if (accounts.some((account) => account.isAdmin && account.email !== ADMIN_EMAIL)) return 'An admin flag without the admin address';
  if (ledger.some((entry) => !ids.has(entry.accountId))) return 'A ledger entry of no account';
  if (positions.some((position) => !ids.has(position.accountId))) return 'A position of no account';
  const sums = balancesByAccount(ledger);
  if (accounts.some((account) => (sums.get(account.id) ?? 0) !== account.coins)) return 'A balance that is not its ledger';
  return null;
}

function consistentGame<T extends CheckedGame>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = consistencyProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  });
}

/** The game as the app holds it in memory. */
export const gameStateSchema = v.pipe(
  v.strictObject({
    markets: v.array(marketSchema),
    seededAt: v.nullable(isoTime),
    accounts: v.array(accountSchema),
    ledger: v.array(ledgerEntrySchema),
    positions: v.array(positionSchema),
    settings: settingsSchema,
  }),
  consistentGame(),
);

// The packed form (see packed-game.ts) carries the same limits as the objects it stands for, so
// what unpacks from it passes gameStateSchema without checking 30,000 records twice.
const packedTime = v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(2), v.maxValue(8.64e15)), isoTime]);
const packedRef = v.union([wholeCount, id]);

const isId = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 64;
const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const isRef = (value: unknown) => isWhole(value, 0) || isId(value);
const isPackedTime = (value: unknown) =>
  isWhole(value, 2, 8.64e15) || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

/**
 * A packed position, checked by hand: the same limits as positionSchema, but at 10,000 rows a
 * valibot tuple costs more than the rest of start-up together.
 */
function isPackedPosition(row: unknown): boolean {
  if (!Array.isArray(row) || row.length !== 10) return false;
  const [positionId, account, market, code, amount, potentialWin, createdAt, settledAt, question, yesShareAfter] = row as unknown[];
  return (
    isId(positionId) &&
    isRef(account) &&
    isRef(market) &&
    isWhole(code, 0, CHOICES.length * STATUSES.length - 1) &&
    isWhole(amount, 1) &&
    isWhole(potentialWin, 0) &&
    isPackedTime(createdAt) &&
    (settledAt === 0 || settledAt === 1 || isPackedTime(settledAt)) &&
    (question === 0 || (typeof question === 'string' && question.length >= 1 && question.length <= 200)) &&
    (yesShareAfter === null || isWhole(yesShareAfter, 0, 100))
  );
}

const packedPositionsSchema = v.pipe(
  v.array(v.unknown()),
  v.check((rows) => rows.every(isPackedPosition), 'A stored position is not a position'),
);

const packedEntrySchema = v.union([
  wholeCount,
  v.strictTuple([
    id,
    packedRef,
    v.pipe(v.number(), v.safeInteger(), v.notValue(0)),
    v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
    packedTime,
    v.union([v.literal(0), id]),
  ]),
]);

/** The game as it is stored from version 7 on: checked packed, then unpacked and cross-checked. */
export const storedGameSchema = v.pipe(
  v.strictObject({
    markets: v.array(marketSchema),
    seededAt: v.nullable(isoTime),
    accounts: v.array(accountSchema),
    ledger: v.array(packedEntrySchema),
    positions: packedPositionsSchema,
    settings: settingsSchema,
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const unpacked = unpackGame(dataset.value as PackedGame);
    if (!unpacked.ok) {
      addIssue({ message: unpacked.problem });
      return NEVER;
    }
    return unpacked.data;
  }),
  consistentGame(),
);

export const sessionStateSchema = v.strictObject({
  accountId: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});

export type GameState = v.InferOutput<typeof gameStateSchema>;
export type StoredGameState = v.InferOutput<typeof storedGameSchema>;
export type SessionState = v.InferOutput<typeof sessionStateSchema>;
