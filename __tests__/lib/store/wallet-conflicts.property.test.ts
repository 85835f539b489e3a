// A property of two tabs of one browser moving the same wallets, over a real IndexedDB
// (fake-indexeddb): this tab commits through the engine from what its memory holds, the other
// writes from what is stored, announcing its saves or not (a message lost or not yet arrived).
// Whatever the interleaving, every wallet, practice or league, ends at or above zero and equal
// to its ledger, and a reload finds the account whole: nothing quarantined, nobody logged out.

import fc from 'fast-check';
import { freshBrowser } from '../../fresh-browser';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { addCoins } from '@/lib/wallet/free-coins';
import { walletBalances } from '@/lib/wallet/ledger';
import { fixClock } from '../../fixed-clock';
import { FAKE_HASH, makeCtx, ok } from '../game-fixtures';
import { LEAGUE_ID, followWithQuestions } from './league-records';
import { otherTabWrites, quarantined, reload, stored } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const LEAGUE_QUESTIONS = [`${LEAGUE_ID}.1`, `${LEAGUE_ID}.2`];
const PRACTICE_QUESTIONS = ['1', '2'];

type Step = { tab: 'here' | 'other'; announce: boolean; kind: 'bet'; league: boolean; question: number; amount: number } | { tab: 'here' | 'other'; announce: boolean; kind: 'topUp' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      tab: fc.constantFrom('here' as const, 'other' as const),
      announce: fc.boolean(),
      kind: fc.constant('bet' as const),
      league: fc.boolean(),
      question: fc.nat({ max: 1 }),
      amount: fc.integer({ min: 10, max: 1100 }),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ tab: fc.constantFrom('here' as const, 'other' as const), announce: fc.boolean(), kind: fc.constant('topUp' as const) }), weight: 1 },
);


function operation(step: Step, ann: string) {
  return (data: GameData, ctx: Parameters<typeof placeBet>[2]) => {
    if (step.kind === 'topUp') return addCoins(data, ann, 100, ctx);
    const marketId = (step.league ? LEAGUE_QUESTIONS : PRACTICE_QUESTIONS)[step.question] ?? '1';
    return placeBet(data, { accountId: ann, marketId, choice: 'YES', amount: step.amount }, ctx);
  };
}

function expectWalletsSound(game: Pick<GameData, 'accounts' | 'ledger'>) {
  const balances = walletBalances(game.ledger);
  for (const [, wallets] of balances) for (const [, coins] of wallets) expect(coins).toBeGreaterThanOrEqual(0);
  for (const account of game.accounts) expect(account.coins).toBe(balances.get(account.id)?.get(PRACTICE_WALLET) ?? 0);
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  fixClock(NOW);
});

it('never overdraws a wallet, practice or league, whatever two tabs do at once and whichever announcements arrive', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb, { minLength: 2, maxLength: 10 }), async (steps) => {
      freshBrowser();
      await hydrateStores(NOW);
      const ann = ok(await commitGame((data, ctx) => signUp(data, { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx))).account.id;
      useSessionStore.setState({ accountId: ann });
      ok(await commitGame((data, ctx) => followWithQuestions(data, ann, LEAGUE_QUESTIONS, ctx)));

      for (const [index, step] of steps.entries()) {
        jest.setSystemTime(NOW + (index + 1) * 1000);
        if (step.tab === 'here') {
          await commitGame(operation(step, ann));
        } else {
          await otherTabWrites(
            (data) => {
              const result = operation(step, ann)(data, makeCtx(NOW + (index + 1) * 1000, `tab-b-${index}`));
              return result.ok ? result.data : data;
            },
            { announce: step.announce },
          );
        }
        // What is stored is sound after every step; memory may lag behind a lost announcement
        // until a conflict or a reload reads the account again.
        expectWalletsSound(await stored());
      }

      await reload(NOW + 60_000);
      expect(await quarantined()).toEqual([]);
      expect(useSessionStore.getState().accountId).toBe(ann);
      expect(useGameStore.getState().accounts.map((account) => account.id)).toEqual([ann]);
      expectWalletsSound(useGameStore.getState());
    }),
    { numRuns: 40 },
  );
  // Forty fresh browsers, each a few commits over IndexedDB: seconds on a quiet machine, more on CI's.
}, 120_000);
