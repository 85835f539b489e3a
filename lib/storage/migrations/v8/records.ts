// The records of the game as version 8 held them, and the checks version 8 made of the ones the
// packed form stores whole (markets, accounts, settings): the limits of lib/model as they were
// then, written out by hand. Frozen: a later change to the model never changes what a version 8
// value is, so none of it is imported.

export const V8_PRACTICE_WALLET = 'practice';

const ID_MAX_LENGTH = 64;
const QUESTION_MAX_LENGTH = 200;
const DESCRIPTION_MAX_LENGTH = 500;
const CATEGORIES = ['Sports', 'Finance', 'News', 'Entertainment'] as const;
const MARKET_OUTCOMES = ['YES', 'NO', 'VOID'] as const;
const USERNAME_MAX_LENGTH = 20;
const EMAIL_LENGTH = { min: 3, max: 254 } as const;
const PHONE_MAX_LENGTH = 25;
const PLATFORM_NAME_MAX_LENGTH = 40;
const DAILY_BONUS_RANGE = { min: 1, max: 10_000 } as const;
// valibot's base64 and ISO date patterns, which version 8's schemas used.
const BASE64 = /^(?:[\da-z+/]{4})*(?:[\da-z+/]{2}==|[\da-z+/]{3}=)?$/iu;
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u;

export const V8_ENTRY_KINDS = ['welcome', 'start', 'bet', 'win', 'refund', 'bonus', 'top-up'] as const;
export const V8_CHOICES = ['YES', 'NO'] as const;
export const V8_POSITION_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;

export type V8EntryKind = (typeof V8_ENTRY_KINDS)[number];
export type V8Choice = (typeof V8_CHOICES)[number];
export type V8PositionStatus = (typeof V8_POSITION_STATUSES)[number];

export interface V8Market {
  id: string;
  question: string;
  category: (typeof CATEGORIES)[number];
  endTime: string;
  isResolved: boolean;
  totalYes: number;
  totalNo: number;
  totalPool: number;
  yesCoins: number;
  noCoins: number;
  createdAt: string;
  image?: string;
  description?: string;
  outcome?: (typeof MARKET_OUTCOMES)[number];
  resolvedAt?: string;
  leagueId: string | null;
}

export interface V8Account {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  createdAt: string;
  isAdmin: boolean;
  coins: number;
  password: { salt: string; hash: string; iterations: number };
  lastBonusDay: string | null;
  notifications: { email: boolean; sms: boolean };
}

export interface V8Position {
  id: string;
  accountId: string;
  marketId: string;
  question: string;
  choice: V8Choice;
  amount: number;
  potentialWin: number;
  createdAt: string;
  status: V8PositionStatus;
  settledAt: string | null;
  yesShareAfter: number | null;
  wallet: string;
}

export interface V8LedgerEntry {
  id: string;
  accountId: string;
  amount: number;
  description: string;
  createdAt: string;
  positionId: string | null;
  kind: V8EntryKind;
  wallet: string;
}

export interface V8Settings {
  platformName: string;
  dailyBonus: number;
}

export interface V8Game {
  markets: V8Market[];
  seededAt: string | null;
  accounts: V8Account[];
  ledger: V8LedgerEntry[];
  positions: V8Position[];
  settings: V8Settings;
}

export type Check = (value: unknown) => boolean;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringOf = (min: number, max: number) => (value: unknown) => isString(value) && value.length >= min && value.length <= max;
export const isId = isStringOf(1, ID_MAX_LENGTH);
export const isQuestion = isStringOf(1, QUESTION_MAX_LENGTH);
export const isIsoTime = (value: unknown) => isString(value) && !Number.isNaN(Date.parse(value));
export const isWhole = (value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
export const isOneOf = (options: readonly unknown[]) => (value: unknown) => options.includes(value);
const isBoolean = (value: unknown) => typeof value === 'boolean';
const nullable = (check: Check) => (value: unknown) => value === null || check(value);
const optional = (check: Check) => (value: unknown) => value === undefined || check(value);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** A field's check, and whether it may be left out. */
type Fields = Readonly<Record<string, Check | { optional: Check }>>;

/**
 * A copy of `value` holding exactly `fields`, in their order, or undefined when a field fails its
 * check, a required one is missing or an unknown one is there (strict, as version 8 was).
 */
export function strictCopy(value: unknown, fields: Fields, copyField: (key: string, field: unknown) => unknown = (_, field) => field): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const key in value) if (!hasOwn(fields, key)) return undefined;
  const copy: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) {
    const isOptional = typeof spec !== 'function';
    if (!(key in value)) {
      if (isOptional) continue;
      return undefined;
    }
    const field = value[key];
    if (!(isOptional ? optional(spec.optional) : spec)(field)) return undefined;
    copy[key] = copyField(key, field);
  }
  return copy;
}

const MARKET_FIELDS: Fields = {
  id: isId,
  question: isQuestion,
  category: isOneOf(CATEGORIES),
  endTime: isIsoTime,
  isResolved: isBoolean,
  totalYes: isWhole,
  totalNo: isWhole,
  totalPool: isWhole,
  yesCoins: isWhole,
  noCoins: isWhole,
  createdAt: isIsoTime,
  image: { optional: (value) => isString(value) && value.startsWith('/') },
  description: { optional: (value) => isString(value) && value.length <= DESCRIPTION_MAX_LENGTH },
  outcome: { optional: isOneOf(MARKET_OUTCOMES) },
  resolvedAt: { optional: isIsoTime },
  leagueId: nullable(isId),
};

export function checkedMarket(value: unknown): V8Market | undefined {
  const market = strictCopy(value, MARKET_FIELDS) as V8Market | undefined;
  return market && market.yesCoins + market.noCoins === market.totalPool ? market : undefined;
}

const PASSWORD_FIELDS: Fields = {
  salt: (value) => isString(value) && BASE64.test(value),
  hash: (value) => isString(value) && BASE64.test(value),
  iterations: (value) => isWhole(value, 1),
};
const NOTIFICATION_FIELDS: Fields = { email: isBoolean, sms: isBoolean };
const NESTED: Readonly<Record<string, Fields>> = { password: PASSWORD_FIELDS, notifications: NOTIFICATION_FIELDS };

const ACCOUNT_FIELDS: Fields = {
  id: isId,
  username: isStringOf(1, USERNAME_MAX_LENGTH),
  email: isStringOf(EMAIL_LENGTH.min, EMAIL_LENGTH.max),
  phone: nullable((value) => isString(value) && value.length <= PHONE_MAX_LENGTH),
  createdAt: isIsoTime,
  isAdmin: isBoolean,
  coins: isWhole,
  password: (value) => strictCopy(value, PASSWORD_FIELDS) !== undefined,
  lastBonusDay: nullable((value) => isString(value) && ISO_DATE.test(value)),
  notifications: (value) => strictCopy(value, NOTIFICATION_FIELDS) !== undefined,
};

export function checkedAccount(value: unknown): V8Account | undefined {
  // The nested objects are copied too, as a schema's output is a new value throughout.
  const nestedCopy = (key: string, field: unknown) => (NESTED[key] ? strictCopy(field, NESTED[key]) : field);
  return strictCopy(value, ACCOUNT_FIELDS, nestedCopy) as V8Account | undefined;
}

const SETTINGS_FIELDS: Fields = {
  platformName: isStringOf(1, PLATFORM_NAME_MAX_LENGTH),
  dailyBonus: (value) => isWhole(value, DAILY_BONUS_RANGE.min, DAILY_BONUS_RANGE.max),
};

export function checkedSettings(value: unknown): V8Settings | undefined {
  return strictCopy(value, SETTINGS_FIELDS) as V8Settings | undefined;
}

/** Every checked record of a list, or undefined when it is not a list or one fails. */
export function checkedAll<T>(value: unknown, checked: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const records: T[] = [];
  for (const item of value) {
    const record = checked(item);
    if (record === undefined) return undefined;
    records.push(record);
  }
  return records;
}
