// Random sequences of everything that moves coins, checked after every step: balances are their
// ledger, never negative and always whole, each bet is debited exactly once, a refusal changes
// nothing, and whatever the sequence, the result is a state storage would accept.

import fc from 'fast-check';
import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { Choice } from '@/lib/model/position';
import type { GameData } from '@/lib/model/game';
import { coinShares } from '@/lib/market/markets';
import { gameStateSchema } from '@/lib/storage/schema';
import { addCoins, claimDailyBonus, TOP_UP_CHOICES } from '@/lib/wallet/free-coins';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, OPEN_MARKETS, openLegacyLoginAccount, practiceBalance } from '../game-fixtures';

const EMAILS = ['ann@example.com', 'bob@example.com', ' ANN@Example.com ', 'cy@example.org', ADMIN_EMAIL] as const;
const MARKET_IDS = ['m1', 'm2', 'm3', 'resolved', 'ended', 'missing'] as const;
const START = gameWith({
  markets: [
    ...OPEN_MARKETS,
    makeMarket({ id: 'resolved', question: 'Was it settled already?', isResolved: true }),
    makeMarket({ id: 'ended', question: 'Did it end long ago?', endTime: '2001-01-01T00:00:00.000Z' }),
  ],
});

// Clocks from 2020 to 2099, so every market but 'ended' is open and day keys stay four-digit years.
const clock = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2099, 11, 31) });
// Mostly an index into the accounts that exist; past the end means an unknown account, and -1 nobody.
const who = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 2 }), weight: 8 }, { arbitrary: fc.constantFrom(-1, 5, 6), weight: 1 });

const stake = fc.oneof(
  fc.integer({ min: -50, max: 3000 }),
  fc.integer({ min: 5, max: 15 }),
  fc.constantFrom(0, -0, 10.5, 0.1, Number.NaN, Infinity, -Infinity, 2 ** 53, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE),
  fc.double({ noNaN: false }),
);

const topUp = fc.oneof(
  fc.constantFrom(...TOP_UP_CHOICES),
  fc.integer({ min: -20_000, max: 20_000 }),
  fc.constantFrom(0, 100.5, Number.NaN, Infinity, 2 ** 53),
);

type Op =
  | { kind: 'signUp'; email: string; username: string }
  | { kind: 'openLogin'; email: string }
  | { kind: 'bet'; who: number; marketId: string; choice: Choice; amount: number; nowMs: number }
  | { kind: 'bonus'; who: number; nowMs: number }
  | { kind: 'topUp'; who: number; amount: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('signUp' as const),
      email: fc.constantFrom(...EMAILS),
      username: fc.constantFrom('Ann', '  Bobby  ', 'Cy_99'),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('openLogin' as const), email: fc.constantFrom(...EMAILS) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      who,
      marketId: fc.constantFrom(...MARKET_IDS),
      choice: fc.constantFrom<Choice>('YES', 'NO'),
      amount: stake,
      nowMs: clock,
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('bonus' as const), who, nowMs: clock }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('topUp' as const), who, amount: topUp }), weight: 2 },
);

/** Long enough runs for balances to run dry and bets to pile up on the same markets. */
const steps = fc.array(op, { minLength: 5, maxLength: 80, size: 'max' });

function accountIdFor(data: GameData, index: number): string | null {
  if (index < 0) return null;
  return data.accounts[index]?.id ?? 'ghost';
}

type Outcome = { ok: true; data: GameData } | { ok: false; reason: string };

function apply(data: GameData, step: Op, ctx: ReturnType<typeof makeCtx>): Outcome {
  switch (step.kind) {
    case 'signUp':
      return signUp(data, { username: step.username, email: step.email, phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    case 'openLogin':
      return openLegacyLoginAccount(data, { email: step.email, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    case 'bet':
      ctx.setNow(step.nowMs);
      return placeBet(data, { accountId: accountIdFor(data, step.who), marketId: step.marketId, choice: step.choice, amount: step.amount }, ctx);
    case 'bonus':
      ctx.setNow(step.nowMs);
      return claimDailyBonus(data, accountIdFor(data, step.who), ctx);
    case 'topUp':
      return addCoins(data, accountIdFor(data, step.who), step.amount, ctx);
  }
}

/**
 * Freezes what is not frozen yet, so an operation that edits the data it was given throws
 * instead of passing unnoticed. Entries kept from earlier steps are already frozen and skipped.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every broken invariant, described; checked without `expect` per item so long runs stay fast. */
function problemsOf(data: GameData): string[] {
  const problems: string[] = [];
  for (const account of data.accounts) {
    const sum = practiceBalance(data.ledger, account.id);
    if (account.coins !== sum) problems.push(`${account.id} holds ${account.coins} but its ledger sums to ${sum}`);
    if (!Number.isSafeInteger(account.coins) || account.coins < 0) problems.push(`${account.id} holds ${account.coins}`);
  }
  for (const position of data.positions) {
    const entries = data.ledger.filter((entry) => entry.positionId === position.id);
    const [debit] = entries;
    if (entries.length !== 1 || debit?.amount !== -position.amount || debit.accountId !== position.accountId) {
      problems.push(`position ${position.id} of ${position.amount} has entries ${JSON.stringify(entries)}`);
    }
  }
  // Every coin staked on a market is in its pool: the pools started empty.
  for (const market of data.markets) {
    const staked = data.positions.filter((position) => position.marketId === market.id).reduce((sum, position) => sum + position.amount, 0);
    if (market.totalPool !== staked) problems.push(`market ${market.id} pools ${market.totalPool} of ${staked} staked`);
    const onYes = data.positions.filter((position) => position.marketId === market.id && position.choice === 'YES').reduce((sum, position) => sum + position.amount, 0);
    if (market.yesCoins !== onYes || market.noCoins !== staked - onYes) {
      problems.push(`market ${market.id} holds ${market.yesCoins} YES and ${market.noCoins} NO coins of ${onYes} and ${staked - onYes} staked`);
    }
  }
  return problems;
}

describe('every operation that moves coins, in any order', () => {
  it('keeps balances equal to the ledger, whole and never negative, and stays a valid stored state', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const ctx = makeCtx(NOW);
        let data = deepFreeze(START);
        for (const step of sequence) {
          const before = data;
          const result = apply(data, step, ctx);
          if (result.ok) {
            // The ledger is append-only: one new entry per operation, the old ones untouched.
            expect(result.data.ledger.length).toBe(before.ledger.length + 1);
            expect(before.ledger.every((entry, index) => result.data.ledger[index] === entry)).toBe(true);
            data = deepFreeze(result.data);
          } else {
            // A refusal carries no data to adopt, and the frozen data it was given cannot have changed.
            expect(Object.keys(result).sort()).toEqual(['ok', 'reason']);
          }
          expect(problemsOf(data)).toEqual([]);
        }
        const parsed = v.safeParse(gameStateSchema, data);
        expect(parsed.issues?.map((issue) => issue.message)).toBeUndefined();
        expect(parsed.success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps each side's coins summing to the pool after any sequence of bets, from non-empty sample pools too", () => {
    const sampled = gameWith({ markets: OPEN_MARKETS.map(({ id, question }, index) => makeMarket({ id, question, totalYes: 3 * index, totalNo: index + 1, totalPool: 1001 * index })) });
    const bettor = openLegacyLoginAccount(sampled, { email: 'bettor@example.com', password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW));
    if (!bettor.ok) throw new Error(bettor.reason);
    const bets = fc.array(fc.record({ marketId: fc.constantFrom('m1', 'm2', 'm3'), choice: fc.constantFrom<Choice>('YES', 'NO'), amount: fc.integer({ min: 10, max: 200 }) }), { maxLength: 30 });
    fc.assert(
      fc.property(bets, (sequence) => {
        const ctx = makeCtx(NOW);
        let data = bettor.data;
        for (const input of sequence) {
          const result = placeBet(data, { accountId: bettor.account.id, ...input }, ctx);
          if (result.ok) data = result.data;
          for (const market of data.markets) {
            expect(market.yesCoins + market.noCoins).toBe(market.totalPool);
            expect(Math.min(market.yesCoins, market.noCoins)).toBeGreaterThanOrEqual(0);
            const shares = coinShares(market);
            expect(shares.yes + shares.no).toBe(100);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses exactly the stakes the rules refuse, and takes exactly the stake for the others', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), stake, fc.constantFrom(...MARKET_IDS), (setup, amount, marketId) => {
        const ctx = makeCtx(NOW);
        let data = START;
        for (const step of setup) {
          const result = apply(data, step, ctx);
          if (result.ok) data = result.data;
        }
        const opened = openLegacyLoginAccount(data, { email: 'bettor@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
        if (!opened.ok) throw new Error(opened.reason);
        ctx.setNow(NOW);
        const result = placeBet(opened.data, { accountId: opened.account.id, marketId, choice: 'YES', amount }, ctx);
        const open = marketId === 'm1' || marketId === 'm2' || marketId === 'm3';
        const acceptable = open && Number.isSafeInteger(amount) && amount >= 10 && amount <= 1500;
        expect(result.ok).toBe(acceptable);
        if (result.ok) {
          expect(result.data.accounts.find((account) => account.id === opened.account.id)?.coins).toBe(1500 - amount);
          expect(result.position.potentialWin).toBe(Math.floor((amount * 9) / 5));
          // The recorded share is the share the market shows once the bet is in.
          const market = result.data.markets.find((candidate) => candidate.id === marketId);
          expect(result.position.yesShareAfter).toBe(market && coinShares(market).yes);
        }
      }),
      { numRuns: 300 },
    );
  });
});
