// Finding an account in this browser, by id or by email address.

import type { Account } from '../model/account';
import type { GameData } from '../model/game';

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
