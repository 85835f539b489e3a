// Shared builders for the tests of the pure game operations: markets, a fake password hash and a
// deterministic OpContext, so every id and timestamp in a test is predictable.

import { openAdminAccount, signUp, STARTING_BALANCE, type OpenResult } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import { EMPTY_GAME_DATA } from '@/lib/model/empty-game';
import type { GameData } from '@/lib/model/game';
import { normaliseEmail } from '@/lib/account/find-account';
import type { OpContext } from '@/lib/game/operation';
import type { PasswordHash } from '@/lib/model/account';
import { splitPoolByHeads } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import type { LedgerEntry } from '@/lib/model/ledger-entry';
import { walletBalance, walletBalances } from '@/lib/wallet/ledger';

export const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** Valid base64 throughout, so states built with it pass the storage schema. */
export const FAKE_HASH: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

/** A market; unless the overrides say otherwise, its coins per side split its pool by heads. */
export function makeMarket(overrides: Partial<Market> = {}): Market {
  const market: Omit<Market, 'yesCoins' | 'noCoins'> & Partial<Market> = {
    id: 'm1',
    question: 'Will it rain tomorrow?',
    category: 'News',
    endTime: '2100-01-01T00:00:00.000Z',
    isResolved: false,
    totalYes: 0,
    totalNo: 0,
    totalPool: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    leagueId: null,
    ...overrides,
  };
  return { ...splitPoolByHeads(market), ...market };
}

export const OPEN_MARKETS: Market[] = [
  makeMarket({ id: 'm1', question: 'Will it rain tomorrow?' }),
  makeMarket({ id: 'm2', question: 'Will the home team win?', category: 'Sports' }),
  makeMarket({ id: 'm3', question: 'Will the index close higher?', category: 'Finance' }),
];

export function gameWith(overrides: Partial<GameData> = {}): GameData {
  return { ...EMPTY_GAME_DATA, markets: OPEN_MARKETS, seededAt: new Date(NOW).toISOString(), ...overrides };
}

/** An OpContext whose ids count up from `id-1`, with the clock settable between operations. */
export function makeCtx(nowMs = NOW, prefix = 'id'): OpContext & { setNow: (ms: number) => void } {
  let counter = 0;
  const ctx = {
    nowMs,
    newId: () => {
      counter += 1;
      return `${prefix}-${counter}`;
    },
    setNow: (ms: number) => {
      ctx.nowMs = ms;
    },
  };
  return ctx;
}

/** A deep copy to compare against later; jsdom has no structuredClone, and game data is plain JSON. */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The success branch of an operation's result; throws with the refusal otherwise. */
export function ok<R extends { ok: boolean }>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<R, { ok: true }>;
}

/** Two players: one bets 100 YES on m1, the other 50 NO on m1 and 30 YES on m2. */
export function playedGame(nowMs = NOW) {
  const ctx = makeCtx(nowMs);
  let data: GameData = gameWith();
  const a = ok(openLegacyLoginAccount(data, { email: 'a@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  data = a.data;
  const b = ok(openLegacyLoginAccount(data, { email: 'b@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  data = b.data;
  data = ok(placeBet(data, { accountId: a.account.id, marketId: 'm1', choice: 'YES', amount: 100 }, ctx)).data;
  data = ok(placeBet(data, { accountId: b.account.id, marketId: 'm1', choice: 'NO', amount: 50 }, ctx)).data;
  data = ok(placeBet(data, { accountId: b.account.id, marketId: 'm2', choice: 'YES', amount: 30 }, ctx)).data;
  return { data, ctx, a: a.account.id, b: b.account.id };
}

/**
 * An account as a login with a new address opened it before issue 16: 'Player' with a 1,500-coin
 * 'Starting balance'. Logins no longer open accounts, but stored data still holds these, and many
 * worked examples are written around that balance. The admin address opens the admin, as it still does.
 */
export function openLegacyLoginAccount(
  data: GameData,
  details: { email: string; password: PasswordHash },
  adminEmail: string,
  ctx: OpContext,
): OpenResult {
  if (normaliseEmail(details.email) === normaliseEmail(adminEmail)) return openAdminAccount(data, details.password, adminEmail, ctx);
  const opened = signUp(data, { username: 'Player', email: details.email, phone: null, password: details.password }, adminEmail, ctx);
  if (!opened.ok) return opened;
  const account = { ...opened.account, coins: STARTING_BALANCE };
  const accounts = opened.data.accounts.map((each) => (each.id === account.id ? account : each));
  const ledger = opened.data.ledger.map((entry) =>
    entry.accountId === account.id ? { ...entry, amount: STARTING_BALANCE, description: 'Starting balance', kind: 'start' as const } : entry,
  );
  return { ok: true, data: { ...opened.data, accounts, ledger }, account };
}

/** An account's practice wallet as its ledger says: what its `coins` must equal. */
export function practiceBalance(ledger: readonly LedgerEntry[], accountId: string): number {
  return walletBalance(walletBalances(ledger), accountId, PRACTICE_WALLET);
}

/** Ann, Bob and Cy, opened as legacy logins (1,500 coins each) in a game with the fixture markets. */
export function threePlayers(ctx: OpContext): { data: GameData; ids: string[] } {
  let data = gameWith();
  const ids: string[] = [];
  for (const email of ['ann@example.com', 'bob@example.com', 'cy@example.com']) {
    const opened = ok(openLegacyLoginAccount(data, { email, password: FAKE_HASH }, 'admin@example.com', ctx));
    data = opened.data;
    ids.push(opened.account.id);
  }
  return { data, ids };
}
