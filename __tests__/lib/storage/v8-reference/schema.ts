// A reference copy of version 8's lib/storage code, for the tests only (see game-spec.ts).
// What a stored value must look like, checked after migrating and before anything is used.
// Each record's own shape comes from lib/model; storage adds the envelope, the checks that the
// records agree with each other, and the check of the packed form. Objects are strict: an
// unknown key (say, one named like a store action) fails the check instead of being merged
// into the store.

import * as v from 'valibot';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { potentialWin } from '@/lib/betting/betting-rules';
import { accountSchema } from '@/lib/model/account';
import { ID_MAX_LENGTH, idSchema, isoTimeSchema, wholeCountSchema } from '@/lib/model/fields';
import type { GameData } from '@/lib/model/game';
import { gameDataSchema } from '@/lib/model/game-schema';
import { ENTRY_TEXT_MAX_LENGTH } from '@/lib/model/ledger-entry';
import { marketSchema, questionSchema } from '@/lib/model/market';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { sessionSchema } from '@/lib/model/session';
import { settingsSchema } from '@/lib/model/settings';
import { walletBalance, walletBalances } from '@/lib/wallet/ledger';
import { ENTRY_EXTRAS, POSITION_EXTRAS, isPackedExtras } from './packed-extras';
import { CHOICES, STATUSES, unpackGame, type PackedGame } from './packed-game';



type CheckedGame = Pick<GameData, 'accounts' | 'ledger' | 'positions'>;

/** Whatever each record says on its own, the records must also agree with each other. */
function consistencyProblem({ accounts, ledger, positions }: CheckedGame): string | null {
  const ids = new Set(accounts.map((account) => account.id));
  if (ids.size !== accounts.length) return 'Two accounts share an id';
  if (new Set(accounts.map((account) => account.email)).size !== accounts.length) return 'Two accounts share an email';
  if (accounts.some((account) => account.isAdmin && account.email !== ADMIN_EMAIL)) return 'An admin flag without the admin address';
  if (ledger.some((entry) => !ids.has(entry.accountId))) return 'A ledger entry of no account';
  if (positions.some((position) => !ids.has(position.accountId))) return 'A position of no account';
  // Settlement pays what the position promised, so the promise must be the payout rule's.
  if (positions.some((position) => position.potentialWin !== potentialWin(position.amount))) return 'A promised win that is not the payout rule';
  const balances = walletBalances(ledger);
  // The account's coins are its practice wallet; a league's wallet is its ledger alone.
  if (accounts.some((account) => walletBalance(balances, account.id, PRACTICE_WALLET) !== account.coins)) return 'A balance that is not its ledger';
  for (const wallets of balances.values()) {
    for (const balance of wallets.values()) if (balance < 0) return 'A wallet below zero';
  }
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
export const gameStateSchema = v.pipe(gameDataSchema, consistentGame());

// The packed form (see packed-game.ts) carries the same limits as the objects it stands for, so
// what unpacks from it passes gameStateSchema without checking 30,000 records twice.
const packedTime = v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(2), v.maxValue(8.64e15)), isoTimeSchema]);
const packedRef = v.union([wholeCountSchema, idSchema]);

const isId = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= ID_MAX_LENGTH;
const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const isRef = (value: unknown) => isWhole(value, 0) || isId(value);
const isPackedTime = (value: unknown) =>
  isWhole(value, 2, 8.64e15) || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
const isQuestion = (value: unknown) => v.is(questionSchema, value);

/**
 * A packed position, checked by hand: the same limits as positionSchema, but at 10,000 rows a
 * valibot tuple costs more than the rest of start-up together. Fields without a column are
 * checked by the model's own schema (see packed-extras.ts).
 */
function isPackedPosition(row: unknown): boolean {
  if (!Array.isArray(row) || row.length < 10 || row.length > 11) return false;
  const [positionId, account, market, code, amount, potentialWin, createdAt, settledAt, question, yesShareAfter, extras] = row as unknown[];
  return (
    isId(positionId) &&
    isRef(account) &&
    isRef(market) &&
    isWhole(code, 0, CHOICES.length * STATUSES.length - 1) &&
    isWhole(amount, 1) &&
    isWhole(potentialWin, 0) &&
    isPackedTime(createdAt) &&
    (settledAt === 0 || settledAt === 1 || isPackedTime(settledAt)) &&
    (question === 0 || isQuestion(question)) &&
    (yesShareAfter === null || isWhole(yesShareAfter, 0, 100)) &&
    isPackedExtras(row.length === 11 ? extras : undefined, POSITION_EXTRAS)
  );
}

const packedPositionsSchema = v.pipe(
  v.array(v.unknown()),
  v.check((rows) => rows.every(isPackedPosition), 'A stored position is not a position'),
);

const packedEntryColumns = [
  idSchema,
  packedRef,
  v.pipe(v.number(), v.safeInteger(), v.notValue(0)),
  v.pipe(v.string(), v.minLength(1), v.maxLength(ENTRY_TEXT_MAX_LENGTH)),
  packedTime,
  v.union([v.literal(0), idSchema]),
] as const;

const packedEntrySchema = v.union([
  wholeCountSchema,
  v.pipe(
    v.strictTuple(packedEntryColumns),
    v.check(() => isPackedExtras(undefined, ENTRY_EXTRAS), 'A stored entry without its kind'),
  ),
  v.strictTuple([
    ...packedEntryColumns,
    v.custom<object>((extras) => extras !== undefined && isPackedExtras(extras, ENTRY_EXTRAS), 'A stored entry with fields that are not an entry’s'),
  ]),
]);

/** The game as it is stored from version 8 on: checked packed, then unpacked and cross-checked. */
export const storedGameSchema = v.pipe(
  v.strictObject({
    markets: v.array(marketSchema),
    seededAt: v.nullable(isoTimeSchema),
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

export const sessionStateSchema = sessionSchema;

export type GameState = v.InferOutput<typeof gameStateSchema>;
export type SessionState = v.InferOutput<typeof sessionStateSchema>;
