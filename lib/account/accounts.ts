// Opening accounts in this browser. Sign-up credits the welcome bonus; a login never opens an
// account, except the admin demo address's first login, which opens the admin with the starting
// balance. Only the admin address may ever hold an admin account. Every account starts with
// exactly one credit in its ledger.

import { findAccountByEmail, normaliseEmail } from './find-account';
import type { Account, PasswordHash } from '../model/account';
import type { GameData } from '../model/game';
import type { LedgerEntryKind } from '../model/ledger-entry';
import type { OpContext, Refusal } from '../game/operation';
import { applyMovement } from '../wallet/ledger';

export const WELCOME_BONUS = 1000;
/** The admin demo account's first credit ('Starting balance'); players get the welcome bonus. */
export const STARTING_BALANCE = 1500;
export const ADMIN_USERNAME = 'Admin';

/** What sign-up asks for; everything else a new account holds is set here. */
export type NewAccount = Pick<Account, 'username' | 'email' | 'phone' | 'password'>;

export type OpenRefusal = 'email-taken' | 'email-reserved';
export type OpenResult = { ok: true; data: GameData; account: Account } | Refusal<OpenRefusal>;

function openAccount(
  data: GameData,
  details: NewAccount,
  credit: { amount: number; kind: Extract<LedgerEntryKind, 'welcome' | 'start'> },
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
  return openAccount(data, details, { amount: WELCOME_BONUS, kind: 'welcome' }, false, ctx);
}

/** The admin demo address's first login: the one login that opens an account. */
export function openAdminAccount(data: GameData, password: PasswordHash, adminEmail: string, ctx: OpContext): OpenResult {
  return openAccount(
    data,
    { username: ADMIN_USERNAME, email: adminEmail, phone: null, password },
    { amount: STARTING_BALANCE, kind: 'start' },
    true,
    ctx,
  );
}

export { isAdminAccount } from './admin-rights';
