// Two tabs of one browser moving one wallet at the same moment: every movement of a wallet,
// practice or league, rewrites that wallet's head record, so the later save is a conflict; its
// replay is made from the other tab's entries and refuses a stake that no longer fits. No
// wallet goes below zero, storage keeps exactly what memory shows, and a reload finds the
// account whole (nothing quarantined, nobody logged out).

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { walletHeadId } from '@/lib/model/wallet-head-id';
import { spentInAnotherTabText } from '@/lib/store/replay-words';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { applyMovements } from '@/lib/wallet/ledger';
import { fixClock } from '../../fixed-clock';
import { FAKE_HASH, makeCtx, ok } from '../game-fixtures';
import { LEAGUE_ID, followWithQuestions } from './league-records';
import { gameOf, memoryInStoredOrder, noticeMessages, otherTabWrites, quarantined, reload, stored } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const QUESTIONS = [`${LEAGUE_ID}.1`, `${LEAGUE_ID}.2`] as const;

const balance = (game: Pick<GameData, 'ledger'>, accountId: string, wallet: string) =>
  game.ledger.filter((entry) => entry.accountId === accountId && entry.wallet === wallet).reduce((sum, entry) => sum + entry.amount, 0);

/** Ann, signed up and logged in, following a league with two open questions and its 1,000 starting coins. */
async function annInALeague(): Promise<string> {
  await hydrateStores(NOW);
  const ann = ok(await commitGame((data, ctx) => signUp(data, { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx))).account.id;
  useSessionStore.setState({ accountId: ann });
  ok(await commitGame((data, ctx) => followWithQuestions(data, ann, QUESTIONS, ctx)));
  return ann;
}

async function expectWholeAfterReload(ann: string, wallet: string, coins: number) {
  // Memory holds the account's entries and positions as stored (the other tab's market totals
  // arrive with its announcement, which this test never sends).
  const { ledger, positions } = memoryInStoredOrder();
  expect({ ledger, positions }).toEqual((({ ledger: l, positions: p }) => ({ ledger: l, positions: p }))(gameOf(await stored())));
  await reload(NOW);
  expect(useSessionStore.getState().accountId).toBe(ann);
  expect(useGameStore.getState().accounts.map((account) => account.id)).toEqual([ann]);
  expect(await quarantined()).toEqual([]);
  expect(balance(useGameStore.getState(), ann, wallet)).toBe(coins);
  expect(balance(await stored(), ann, wallet)).toBe(coins);
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  fixClock(NOW);
});

describe('two tabs staking the whole league balance at once', () => {
  it.each([
    ['on two different questions', QUESTIONS[1]],
    ['on the same question', QUESTIONS[0]],
  ])('%s: one bet is placed, the other refused as spent in another tab, and the wallet stays at zero', async (_, mine) => {
    const ann = await annInALeague();
    // The other tab's bet, saved first; its announcement has not arrived here.
    await otherTabWrites((data) => ok(placeBet(data, { accountId: ann, marketId: QUESTIONS[0], choice: 'YES', amount: 1000 }, makeCtx(NOW, 'tab-b'))).data, { announce: false });
    expect(balance(useGameStore.getState(), ann, LEAGUE_ID)).toBe(1000);

    const result = await commitGame((data, ctx) => placeBet(data, { accountId: ann, marketId: mine, choice: 'NO', amount: 1000 }, ctx));
    expect(result).toEqual({ ok: false, reason: 'insufficient-funds', replayed: true });
    expect(noticeMessages()).toEqual([expect.stringContaining(spentInAnotherTabText())]);
    expect(balance(useGameStore.getState(), ann, LEAGUE_ID)).toBe(0);
    expect(useGameStore.getState().positions.map((position) => position.choice)).toEqual(['YES']);
    await expectWholeAfterReload(ann, LEAGUE_ID, 0);
  });

  it('writes the wallet’s head with each movement, in the movement’s transaction', async () => {
    const ann = await annInALeague();
    const head = walletHeadId(ann, LEAGUE_ID);
    expect((await stored()).revs.wallets?.[head]).toBe(1);
    const bet = ok(await commitGame((data, ctx) => placeBet(data, { accountId: ann, marketId: QUESTIONS[0], choice: 'YES', amount: 100 }, ctx)));
    expect(bet.saved).toBe(true);
    expect((await stored()).revs.wallets?.[head]).toBe(2);
    expect((await stored()).revs.wallets?.[walletHeadId(ann, PRACTICE_WALLET)]).toBe(1);
  });
});

describe('two tabs staking the whole practice balance at once', () => {
  it('places one bet and refuses the other as spent in another tab', async () => {
    const ann = await annInALeague();
    await otherTabWrites((data) => ok(placeBet(data, { accountId: ann, marketId: '1', choice: 'YES', amount: 1000 }, makeCtx(NOW, 'tab-b'))).data, { announce: false });
    const result = await commitGame((data, ctx) => placeBet(data, { accountId: ann, marketId: '2', choice: 'YES', amount: 1000 }, ctx));
    expect(result).toEqual({ ok: false, reason: 'insufficient-funds', replayed: true });
    expect(balance(useGameStore.getState(), ann, PRACTICE_WALLET)).toBe(0);
    await expectWholeAfterReload(ann, PRACTICE_WALLET, 0);
  });
});

describe('an entry another tab deleted (a restore), its announcement not arrived', () => {
  it('is not spent here: the replay reads the account whole and lets go of it', async () => {
    const ann = await annInALeague();
    ok(
      await commitGame((data, ctx) => ({
        ok: true as const,
        data: { ...data, ...applyMovements(data, [{ id: 'extra-win', accountId: ann, amount: 500, kind: 'win', question: 'Q?', positionId: null, wallet: LEAGUE_ID }], ctx) },
      })),
    );
    expect(balance(useGameStore.getState(), ann, LEAGUE_ID)).toBe(1500);
    await otherTabWrites((data) => ({ ...data, ledger: data.ledger.filter((entry) => entry.id !== 'extra-win') }), { announce: false });

    const result = await commitGame((data, ctx) => placeBet(data, { accountId: ann, marketId: QUESTIONS[1], choice: 'NO', amount: 1500 }, ctx));
    expect(result).toEqual({ ok: false, reason: 'insufficient-funds', replayed: true });
    expect(useGameStore.getState().ledger.some((entry) => entry.id === 'extra-win')).toBe(false);
    await expectWholeAfterReload(ann, LEAGUE_ID, 1000);
  });
});
