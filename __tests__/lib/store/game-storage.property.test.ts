// A property of the engine (lib/store/game-storage.ts) over a real IndexedDB (fake-indexeddb):
// whatever players do (bets, bonuses, top-ups, settlements) and however storage fails under them
// (every write refused, or a transaction cut short after some of its records), memory's balances
// always equal its ledger, a failed save leaves storage exactly as it was, a successful one
// leaves storage equal to memory, and after a final save a cold reload from IndexedDB rebuilds
// the very game memory held.

import fc from 'fast-check';
import { freshBrowser } from '../../fresh-browser';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { settleMarket, type Outcome } from '@/lib/settlement/settlement';
import { loadAllRecords } from '@/lib/store/game-storage';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { addCoins, claimDailyBonus } from '@/lib/wallet/free-coins';
import { FAKE_HASH, ok } from '../game-fixtures';
import { failPut, gameOf, memoryInStoredOrder, refuseWrites, reload, storageSnapshot, stored } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const PLAYERS = 3;
const MARKETS = ['1', '2', '3'] as const;

type Step =
  | { kind: 'bet'; player: number; market: string; choice: 'YES' | 'NO'; amount: number }
  | { kind: 'bonus'; player: number }
  | { kind: 'topUp'; player: number; amount: 100 | 500 | 1000 }
  | { kind: 'settle'; market: string; outcome: Outcome };

type Failure = { kind: 'none' } | { kind: 'refuse' } | { kind: 'put'; n: number; how: 'throw' | 'abort' };

const player = fc.nat({ max: PLAYERS - 1 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), player, market: fc.constantFrom(...MARKETS), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 10, max: 400 }) }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('bonus' as const), player }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('topUp' as const), player, amount: fc.constantFrom(100 as const, 500 as const, 1000 as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), market: fc.constantFrom(...MARKETS), outcome: fc.constantFrom<Outcome>('YES', 'NO', 'VOID') }), weight: 1 },
);
const failureArb: fc.Arbitrary<Failure> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'refuse' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('put' as const), n: fc.integer({ min: 1, max: 4 }), how: fc.constantFrom('throw' as const, 'abort' as const) }), weight: 2 },
);
/** Each step a little later than the last (up to a few hours), so bonuses fall on new days now and then. */
const playArb = fc.array(fc.record({ step: stepArb, failure: failureArb, laterBy: fc.integer({ min: 1_000, max: 8 * 3_600_000 }) }), { minLength: 1, maxLength: 12 });

let clock = NOW;

/** A new browser: what __tests__/setup.ts gives each test, for each run of the property. */
/** A new browser for each run of the property, its clock back at the start. */
function freshRun() {
  freshBrowser();
  clock = NOW;
}

function operation(step: Step, ids: readonly string[]) {
  const accountId = 'player' in step ? (ids[step.player] ?? null) : null;
  return (data: GameData, ctx: Parameters<typeof placeBet>[2]) => {
    switch (step.kind) {
      case 'bet':
        return placeBet(data, { accountId, marketId: step.market, choice: step.choice, amount: step.amount }, ctx);
      case 'bonus':
        return claimDailyBonus(data, accountId, ctx);
      case 'topUp':
        return addCoins(data, accountId, step.amount, ctx);
      case 'settle':
        return settleMarket(data, step.market, step.outcome, ctx);
    }
  };
}

function inject(failure: Failure): () => void {
  if (failure.kind === 'refuse') return refuseWrites();
  if (failure.kind === 'put') return failPut(failure.n, failure.how);
  return () => undefined;
}

/** Every account's practice coins equal the sum of its practice ledger entries. */
function expectBalancesEqualLedger(game: Pick<GameData, 'accounts' | 'ledger'>) {
  for (const account of game.accounts) {
    const sum = game.ledger.filter((entry) => entry.accountId === account.id && entry.wallet === PRACTICE_WALLET).reduce((total, entry) => total + entry.amount, 0);
    expect(account.coins).toBe(sum);
  }
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});

it('keeps balances equal to the ledger through any play and any storage failure, and reloads the game memory held', async () => {
  await fc.assert(
    fc.asyncProperty(playArb, async (play) => {
      freshRun();
      await hydrateStores(NOW);
      const ids: string[] = [];
      for (const name of ['ann', 'bob', 'cy'].slice(0, PLAYERS)) {
        clock += 1000;
        ids.push(ok(await commitGame((data, ctx) => signUp(data, { username: name, email: `${name}@example.com`, phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx))).account.id);
      }
      useSessionStore.setState({ accountId: ids[0] ?? null });

      for (const { step, failure, laterBy } of play) {
        clock += laterBy;
        const before = await storageSnapshot();
        const heal = inject(failure);
        let result: Awaited<ReturnType<typeof commitGame<ReturnType<ReturnType<typeof operation>>>>>;
        try {
          result = await commitGame(operation(step, ids));
        } finally {
          heal();
        }
        expectBalancesEqualLedger(useGameStore.getState());
        if (!result.ok) continue;
        if (failure.kind === 'none') expect(result.saved).toBe(true);
        if (failure.kind === 'refuse') expect(result.saved).toBe(false);
        if (result.saved) {
          // Everything unsaved went with it: storage now holds exactly what memory holds.
          expect(gameOf(await stored())).toEqual(memoryInStoredOrder());
        } else {
          // All or nothing: not one record of the failed transaction was kept.
          expect((await storageSnapshot()).records).toEqual(before.records);
        }
      }

      // A last action, on a storage that works, saves whatever is still unsaved.
      clock += 1000;
      expect(ok(await commitGame((data, ctx) => addCoins(data, ids[0] ?? null, 100, ctx))).saved).toBe(true);
      const memory = memoryInStoredOrder();
      const game = await stored();
      expect(gameOf(game)).toEqual(memory);
      expectBalancesEqualLedger(game);

      // A cold reload rebuilds it from IndexedDB alone.
      await reload(clock);
      await loadAllRecords();
      expect(memoryInStoredOrder()).toEqual(memory);
      expectBalancesEqualLedger(useGameStore.getState());
    }),
    { numRuns: 30 },
  );
}, 30_000);
