// Opening accounts in this browser. Sign-up credits the welcome bonus, a login with a new
// address opens a 'Player' account with the starting balance, and only the admin address may
// ever hold an admin account. Every account starts with exactly one credit in its ledger.

import { findAccountByEmail, normaliseEmail, type Account, type GameData, type OpContext, type PasswordHash, type Refusal } from './game-data';
import { applyMovement } from './ledger';

export const WELCOME_BONUS = 1000;
export const STARTING_BALANCE = 1500;
export const DEFAULT_USERNAME = 'Player';
export const ADMIN_USERNAME = 'Admin';

export interface NewAccount {
  username: string;
  email: string;
  phone: string | null;
  password: PasswordHash;
}

export type OpenRefusal = 'email-taken' | 'email-reserved';
export type OpenResult = { ok: true; data: GameData; account: Account } | Refusal<OpenRefusal>;

function openAccount(
  data: GameData,
  details: NewAccount,
  credit: { amount: number; description: string },
  isAdmin: boolean,
  ctx: OpContext,
): OpenResult {
  if (findAccountByEmail(data, details.email)) return { ok: false, reason: 'email-taken' };
  const account: Account = {
    id: ctx.newId(),
    username: details.username.trim(),
    email: normaliseEmail(details.email),
    phone: details.phone?.trim() ?? null,
    createdAt: new Date(ctx.nowMs).toISOString(),
    isAdmin,
    coins: 0,
    password: details.password,
    lastBonusDay: null,
    notifications: { email: true, sms: false },
  };
  const moved = applyMovement(
    { accounts: [...data.accounts, account], ledger: data.ledger },
    { accountId: account.id, ...credit },
    ctx,
  );
  const opened = moved.accounts[moved.accounts.length - 1] as Account;
  return { ok: true, data: { ...data, ...moved }, account: opened };
}

/** Sign-up: a registered player, never an admin, with the welcome bonus. */
export function signUp(data: GameData, details: NewAccount, adminEmail: string, ctx: OpContext): OpenResult {
  if (normaliseEmail(details.email) === normaliseEmail(adminEmail)) return { ok: false, reason: 'email-reserved' };
  return openAccount(data, details, { amount: WELCOME_BONUS, description: 'Welcome bonus' }, false, ctx);
}

/** A login with an address this browser has not seen: the spec's 'Player' with the starting balance. */
export function openLoginAccount(
  data: GameData,
  details: Omit<NewAccount, 'username' | 'phone'>,
  adminEmail: string,
  ctx: OpContext,
): OpenResult {
  const isAdmin = normaliseEmail(details.email) === normaliseEmail(adminEmail);
  return openAccount(
    data,
    { ...details, username: isAdmin ? ADMIN_USERNAME : DEFAULT_USERNAME, phone: null },
    { amount: STARTING_BALANCE, description: 'Starting balance' },
    isAdmin,
    ctx,
  );
}

/** Admin rights need both the flag and the admin address, so a tampered flag alone grants nothing. */
export function isAdminAccount(account: Pick<Account, 'isAdmin' | 'email'> | undefined, adminEmail: string): boolean {
  return account !== undefined && account.isAdmin && account.email === normaliseEmail(adminEmail);
}
