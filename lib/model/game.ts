// The shape of everything that changes together in play: the catalogue, this browser's
// accounts, their ledger and their positions, and the admin's settings. Pure operations take a
// GameData and return a new one, so a whole bet or settlement is one value written at once.

import type { Market } from '../market/markets';

export interface PasswordHash {
  /** Base64 of the 16 random bytes used as PBKDF2 salt. */
  salt: string;
  /** Base64 of the derived 256-bit key. */
  hash: string;
  iterations: number;
}

export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
}

export interface Account {
  id: string;
  username: string;
  /** Trimmed and lower-cased: one account per address in this browser. */
  email: string;
  phone: string | null;
  createdAt: string;
  isAdmin: boolean;
  /** Kept with the account so tampering shows: it must equal the sum of the account's ledger. */
  coins: number;
  password: PasswordHash;
  /** The local calendar day (YYYY-MM-DD) of the last daily bonus, or null before the first. */
  lastBonusDay: string | null;
  notifications: NotificationPreferences;
}

export interface LedgerEntry {
  id: string;
  accountId: string;
  /** Whole coins; positive credits, negative debits, never zero. */
  amount: number;
  description: string;
  createdAt: string;
  /** The position an entry belongs to (bet, win or refund), so each is paid once. */
  positionId: string | null;
}

export type Choice = 'YES' | 'NO';
export type PositionStatus = 'open' | 'won' | 'lost' | 'refunded';

export interface Position {
  id: string;
  accountId: string;
  marketId: string;
  question: string;
  choice: Choice;
  amount: number;
  potentialWin: number;
  createdAt: string;
  status: PositionStatus;
  settledAt: string | null;
  /**
   * The market's YES share of coins (a whole percentage) just after this bet, for the detail
   * page's chart. Null for bets placed before version 7 stored it (version 6 recorded heads,
   * which version 7 cleared): it cannot be rebuilt honestly.
   */
  yesShareAfter: number | null;
}

export interface Settings {
  platformName: string;
  dailyBonus: number;
}

export interface GameData {
  markets: Market[];
  seededAt: string | null;
  accounts: Account[];
  ledger: LedgerEntry[];
  positions: Position[];
  settings: Settings;
}

export const DEFAULT_SETTINGS: Settings = { platformName: 'PredictoPlay', dailyBonus: 50 };

export const EMPTY_GAME_DATA: GameData = {
  markets: [],
  seededAt: null,
  accounts: [],
  ledger: [],
  positions: [],
  settings: DEFAULT_SETTINGS,
};

/** What every operation is given instead of reading the clock or a random source itself. */
export interface OpContext {
  nowMs: number;
  newId: () => string;
}

export type Refusal<R extends string> = { ok: false; reason: R };

export function findAccount(data: Pick<GameData, 'accounts'>, accountId: string | null): Account | undefined {
  if (accountId === null) return undefined;
  return data.accounts.find((account) => account.id === accountId);
}

export function findAccountByEmail(data: Pick<GameData, 'accounts'>, email: string): Account | undefined {
  const wanted = normaliseEmail(email);
  return data.accounts.find((account) => account.email === wanted);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
