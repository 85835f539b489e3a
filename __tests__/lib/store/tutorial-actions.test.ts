// The tutorial through the stores and storage: opened in the sign-up's own commit, tossed at the
// first page load after its end with one byte drawn then and stored with the result, and paid
// once when another tab tossed first or wrote the wallet at the same moment.

import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { signUpWith } from '@/lib/store/auth-actions';
import { commitGame } from '@/lib/store/commit-game';
import { useGameStore } from '@/lib/store/game-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { tossDueTutorialForSession } from '@/lib/store/tutorial-actions';
import { tossDueTutorial } from '@/lib/tutorial/coin-toss';
import { TUTORIAL_LENGTH_MS } from '@/lib/tutorial/tutorial-question';
import { addCoins } from '@/lib/wallet/free-coins';
import { fixClock } from '../../fixed-clock';
import { makeCtx, ok } from '../game-fixtures';
import { countWriteTransactions, eventually, noticeMessages, otherTabWrites, reload, settle, stored } from './stored-game';

// The real 600,000-iteration PBKDF2 runs at sign-up, as in the app.
jest.setTimeout(30_000);

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const AFTER_END = NOW + TUTORIAL_LENGTH_MS + 1000;
const PASSWORD = 'correct horse battery';
const HEADS = 0;
const TAILS = 255;

/** Pins the coin: every one-byte draw gives `byte` (ids, which ask for more, stay random). Returns how many coins were drawn. */
function pinCoin(byte: number): () => number {
  const real = crypto.getRandomValues.bind(crypto);
  const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint8Array && array.length === 1) {
      array[0] = byte;
      return array;
    }
    return real(array as never) as T;
  });
  return () => spy.mock.calls.filter(([array]) => array instanceof Uint8Array && array.length === 1).length;
}

const tutorialOf = (game: Pick<GameData, 'markets'>, accountId: string) => game.markets.find((market) => market.tutorialFor === accountId);
const coinsOf = (game: Pick<GameData, 'accounts'>, accountId: string) => game.accounts.find((account) => account.id === accountId)?.coins;
const wins = (game: Pick<GameData, 'ledger'>) => game.ledger.filter((entry) => entry.kind === 'win');

/** Asha signs up at NOW and bets 100 on YES on her tutorial. */
async function ashaBetsOnHerTutorial(): Promise<{ asha: string; tutorialId: string }> {
  const signed = await signUpWith({ username: 'Asha', email: 'asha@example.com', phone: '', password: PASSWORD, confirmPassword: PASSWORD });
  if (!signed.ok) throw new Error(JSON.stringify(signed));
  const asha = signed.account.id;
  const tutorialId = tutorialOf(useGameStore.getState(), asha)?.id as string;
  ok(await commitGame((data, ctx) => placeBet(data, { accountId: asha, marketId: tutorialId, choice: 'YES', amount: 100 }, ctx)));
  return { asha, tutorialId };
}

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  fixClock(NOW);
  await hydrateStores(NOW);
});

describe('the tutorial question', () => {
  it('is opened by sign-up in the commit that opens the account', async () => {
    const writes = countWriteTransactions();
    const signed = await signUpWith({ username: 'Asha', email: 'asha@example.com', phone: '', password: PASSWORD, confirmPassword: PASSWORD });
    if (!signed.ok) throw new Error(JSON.stringify(signed));
    expect(writes()).toBe(1);
    const game = await stored();
    expect(tutorialOf(game, signed.account.id)).toMatchObject({ question: 'Will the practice coin land heads?', endTime: new Date(NOW + TUTORIAL_LENGTH_MS).toISOString(), isResolved: false });
  });

  it('is not tossed before its end', async () => {
    const drawn = pinCoin(HEADS);
    const { asha } = await ashaBetsOnHerTutorial();
    expect(tossDueTutorialForSession()).toBeNull();
    expect(drawn()).toBe(0);
    expect(coinsOf(useGameStore.getState(), asha)).toBe(900);
  });

  it.each([
    ['heads', HEADS, 'YES', 1080],
    ['tails', TAILS, 'NO', 900],
  ] as const)('lands %s at the first page load after its end, stored with the toss, and pays once', async (_, byte, outcome, coins) => {
    const drawn = pinCoin(byte);
    const { asha, tutorialId } = await ashaBetsOnHerTutorial();
    jest.setSystemTime(AFTER_END);
    await reload(AFTER_END);
    await eventually(() => expect(tutorialOf(useGameStore.getState(), asha)?.isResolved).toBe(true), 5000);
    await settle(50);
    const at = new Date(AFTER_END).toISOString();
    const game = await stored();
    expect(tutorialOf(game, asha)).toMatchObject({ id: tutorialId, outcome, resolvedAt: at, coinDraw: { byte, drawnAt: at } });
    expect(coinsOf(game, asha)).toBe(coins);
    expect(drawn()).toBe(1);
    // Another load finds it settled: no second draw, no second payment.
    await reload(AFTER_END + 60_000);
    expect(tossDueTutorialForSession(AFTER_END + 60_000)).toBeNull();
    expect(drawn()).toBe(1);
    expect(coinsOf(await stored(), asha)).toBe(coins);
    expect(wins(await stored())).toHaveLength(outcome === 'YES' ? 1 : 0);
  });

  it('keeps another tab’s toss when that tab tossed first: no second payment, no notice', async () => {
    pinCoin(HEADS);
    const { asha } = await ashaBetsOnHerTutorial();
    jest.setSystemTime(AFTER_END);
    // The other tab tossed tails and saved; its announcement has not arrived here.
    await otherTabWrites((data) => tossDueTutorial(data, asha, TAILS, makeCtx(AFTER_END, 'tab-b')).data, { announce: false });
    const result = await tossDueTutorialForSession();
    expect(result).toMatchObject({ ok: true, tossed: null });
    expect(tutorialOf(useGameStore.getState(), asha)).toMatchObject({ outcome: 'NO', coinDraw: { byte: TAILS } });
    expect(coinsOf(useGameStore.getState(), asha)).toBe(900);
    expect(wins(await stored())).toEqual([]);
    expect(noticeMessages()).toEqual([]);
  });

  it('replays with the byte it drew when another tab moved the wallet at the same moment', async () => {
    const drawn = pinCoin(HEADS);
    const { asha } = await ashaBetsOnHerTutorial();
    jest.setSystemTime(AFTER_END);
    useSessionStore.setState({ accountId: asha });
    // The other tab's Add Coins rewrote the wallet's head; this tab's toss conflicts and is replayed.
    await otherTabWrites((data) => ok(addCoins(data, asha, 500, makeCtx(AFTER_END, 'tab-b'))).data, { announce: false });
    const result = await tossDueTutorialForSession();
    expect(result).toMatchObject({ ok: true, tossed: { side: 'heads' }, saved: true });
    expect(drawn()).toBe(1);
    const game = await stored();
    expect(tutorialOf(game, asha)).toMatchObject({ outcome: 'YES', coinDraw: { byte: HEADS } });
    expect(coinsOf(game, asha)).toBe(900 + 500 + 180);
    expect(wins(game)).toHaveLength(1);
  });
});
