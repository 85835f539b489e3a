// The engine behind commitGame (lib/store/game-storage.ts) against a real IndexedDB
// (fake-indexeddb): every action is saved in one transaction and a reload rebuilds memory from
// it; a transaction that fails part way leaves storage exactly as it was while memory keeps the
// change and the next action saves both; and two tabs stay in step, another tab's commit being
// adopted and a conflicting one replayed on, never overwritten or paid twice.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { settleMarket } from '@/lib/settlement/settlement';
import { UNSAVED_NOTICE } from '@/lib/storage/notices';
import { loadAllRecords } from '@/lib/store/game-storage';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useSessionStore } from '@/lib/store/session-store';
import { addCoins, claimDailyBonus } from '@/lib/wallet/free-coins';
import { FAKE_HASH, makeCtx, makeMarket, ok } from '../game-fixtures';
import {
  byId,
  countWriteTransactions,
  eventually,
  failPut,
  gameOf,
  memoryInStoredOrder,
  noticeMessages,
  otherTabWrites,
  plantRecord,
  refuseWrites,
  reload,
  settle,
  storageSnapshot,
  stored,
} from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };
const BOB = { username: 'Bob', email: 'bob@example.com', phone: null, password: FAKE_HASH };

/** A clock that moves on a second each time it is read: every action at its own time, as in play. */
function tickingClock() {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
}

const account = (id: string) => useGameStore.getState().accounts.find((each) => each.id === id);
const ledgerSum = (ledger: GameData['ledger'], id: string) => ledger.filter((entry) => entry.accountId === id).reduce((sum, entry) => sum + entry.amount, 0);

/** Every account's coins equal the sum of its ledger, in memory and as stored. */
async function expectBalancesAgree() {
  const memory = useGameStore.getState();
  for (const each of memory.accounts) expect(each.coins).toBe(ledgerSum(memory.ledger, each.id));
  const game = await stored();
  for (const each of game.accounts) expect(each.coins).toBe(ledgerSum(game.ledger, each.id));
}

const signUpAs = async (details = ALICE) => ok(await commitGame((data, ctx) => signUp(data, details, ADMIN_EMAIL, ctx)));
const bet = (accountId: string, amount = 100, marketId = '1', choice: 'YES' | 'NO' = 'YES') =>
  commitGame((data, ctx) => placeBet(data, { accountId, marketId, choice, amount }, ctx));
const topUp = (accountId: string, amount = 500) => commitGame((data, ctx) => addCoins(data, accountId, amount, ctx));

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  tickingClock();
  await hydrateStores(NOW);
});

describe('an action', () => {
  it('is saved in one transaction, and a reload rebuilds memory from the records', async () => {
    const alice = (await signUpAs()).account;
    useSessionStore.setState({ accountId: alice.id });
    const writes = countWriteTransactions();
    const placed = ok(await bet(alice.id, 100));
    expect(placed.saved).toBe(true);
    expect(writes()).toBe(1);

    const game = await stored();
    // The bet's four records, each at its next rev: the market was seeded at 1, the account signed up at 1.
    expect(game.revs.markets?.['1']).toBe(2);
    expect(game.revs.accounts?.[alice.id]).toBe(2);
    expect(game.revs.positions?.[placed.position.id]).toBe(1);
    expect(game.positions).toEqual([placed.position]);
    expect(game.accounts).toEqual([expect.objectContaining({ id: alice.id, coins: 900 })]);
    expect(game.markets.find((market) => market.id === '1')).toEqual(useGameStore.getState().markets.find((market) => market.id === '1'));

    // More play, then a reload: memory is rebuilt from the records alone.
    ok(await topUp(alice.id));
    ok(await commitGame((data, ctx) => claimDailyBonus(data, alice.id, ctx)));
    ok(await bet(alice.id, 40, '2', 'NO'));
    ok(await commitGame((data, ctx) => settleMarket(data, '1', 'YES', ctx)));
    const before = useGameStore.getState();
    await reload(NOW);
    const after = useGameStore.getState();
    expect(after.accounts).toEqual(before.accounts);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.ledger.map((entry) => entry.amount)).toEqual([1000, -100, 500, 50, -40, 180]);
    expect(after.positions).toEqual(before.positions);
    expect(byId(after.markets)).toEqual(byId(before.markets));
    expect(after.seededAt).toBe(before.seededAt);
    await expectBalancesAgree();
  });

  it('that is refused changes nothing in memory and writes nothing', async () => {
    const alice = (await signUpAs()).account;
    const state = useGameStore.getState();
    const before = await storageSnapshot();
    const writes = countWriteTransactions();
    expect(await bet(alice.id, 1001)).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(useGameStore.getState()).toBe(state);
    expect(writes()).toBe(0);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('is kept in memory with saved false when storage refuses, and saved with the next action', async () => {
    const alice = (await signUpAs()).account;
    const before = await storageSnapshot();
    const allow = refuseWrites();
    const toppedUp = ok(await topUp(alice.id));
    expect(toppedUp.saved).toBe(false);
    expect(account(alice.id)?.coins).toBe(1500);
    expect(await storageSnapshot()).toEqual(before);
    expect(useNoticeStore.getState().notices).toEqual([UNSAVED_NOTICE]);

    // Once storage works again, the next action's transaction carries the earlier change with it.
    allow();
    expect(ok(await bet(alice.id, 200)).saved).toBe(true);
    const game = await stored();
    expect(game.accounts).toEqual([expect.objectContaining({ id: alice.id, coins: 1300 })]);
    expect(game.ledger.map((entry) => entry.amount)).toEqual([1000, 500, -200]);
    expect(game.positions).toHaveLength(1);
    expect(memoryInStoredOrder()).toEqual(gameOf(game));
  });
});

describe('a transaction that fails between records', () => {
  it.each([
    ['throws on its second put', 2, 'throw'],
    ['throws on its last put', 4, 'throw'],
    ['is aborted after its first put succeeded', 1, 'abort'],
    ['is aborted after its third put succeeded', 3, 'abort'],
  ] as const)('leaves storage exactly as it was when a bet’s transaction %s; memory keeps the bet, and the next action saves both', async (_, n, how) => {
    const alice = (await signUpAs()).account;
    const before = await storageSnapshot();
    const heal = failPut(n, how);
    const placed = ok(await bet(alice.id, 100));
    heal();
    expect(placed.saved).toBe(false);
    expect(await storageSnapshot()).toEqual(before);
    expect(account(alice.id)?.coins).toBe(900);
    expect(useGameStore.getState().positions).toEqual([placed.position]);
    expect(noticeMessages()).toEqual([expect.stringContaining('progress will not be kept')]);

    expect(ok(await topUp(alice.id)).saved).toBe(true);
    const game = await stored();
    expect(game.positions).toEqual([placed.position]);
    expect(game.ledger.map((entry) => entry.amount)).toEqual([1000, -100, 500]);
    expect(game.accounts).toEqual([expect.objectContaining({ coins: 1400 })]);
    expect(game.markets.find((market) => market.id === '1')?.totalPool).toBe(useGameStore.getState().markets.find((market) => market.id === '1')?.totalPool);
    await expectBalancesAgree();
  });

  it('leaves storage exactly as it was when a settlement’s transaction is cut short; the next action saves both', async () => {
    const alice = (await signUpAs()).account;
    const bob = (await signUpAs(BOB)).account;
    ok(await bet(alice.id, 100, '1', 'YES'));
    ok(await bet(bob.id, 60, '1', 'NO'));
    const before = await storageSnapshot();
    // Market, two positions, two accounts... the settlement's fourth put succeeds, then the transaction aborts.
    const heal = failPut(4, 'abort');
    const settled = ok(await commitGame((data, ctx) => settleMarket(data, '1', 'YES', ctx)));
    heal();
    expect(settled.saved).toBe(false);
    expect(settled.summary).toEqual({ settled: 2, paidOut: 180, refunded: 0 });
    expect(await storageSnapshot()).toEqual(before);
    expect(account(alice.id)?.coins).toBe(1080);
    expect(useGameStore.getState().markets.find((market) => market.id === '1')?.isResolved).toBe(true);
    expect(noticeMessages()).toEqual([expect.stringContaining('progress will not be kept')]);

    expect(ok(await topUp(bob.id, 100)).saved).toBe(true);
    const game = await stored();
    expect(game.markets.find((market) => market.id === '1')).toMatchObject({ isResolved: true, outcome: 'YES' });
    expect(game.positions.map((position) => position.status)).toEqual(['won', 'lost']);
    expect(game.accounts.find((each) => each.id === alice.id)?.coins).toBe(1080);
    expect(game.accounts.find((each) => each.id === bob.id)?.coins).toBe(1040);
    expect(game.ledger.filter((entry) => entry.kind === 'win')).toHaveLength(1);
    await expectBalancesAgree();
  });
});

describe('another tab', () => {
  it('has its commit adopted within a second of its announcement', async () => {
    const alice = (await signUpAs()).account;
    const { game } = await otherTabWrites((data) => ok(addCoins(data, alice.id, 500, makeCtx(Date.now(), 'tab-b'))).data);
    await eventually(() => expect(account(alice.id)?.coins).toBe(1500));
    expect(useGameStore.getState().ledger).toEqual(game.ledger);
    // Adopting is not a change: nothing is written back.
    expect((await stored()).revs.accounts?.[alice.id]).toBe(2);
  });

  it('adds records this tab has not seen, and this tab’s own next commit keeps them', async () => {
    await otherTabWrites((data) => ok(signUp(data, BOB, ADMIN_EMAIL, makeCtx(Date.now(), 'tab-b'))).data);
    await eventually(() => expect(useGameStore.getState().accounts.map((each) => each.email)).toEqual(['bob@example.com']));
    await signUpAs();
    const game = await stored();
    expect(game.accounts.map((each) => each.email).sort()).toEqual(['alice@example.com', 'bob@example.com']);
    expect(memoryInStoredOrder().accounts).toEqual(game.accounts);
    // Bob's sign-up is not refused as a duplicate and Alice's is not lost: one welcome each.
    expect(game.ledger.map((entry) => entry.kind)).toEqual(['welcome', 'welcome']);
  });

  it('never has an announced record adopted over an unsaved change here; the next save replays this tab’s change on theirs', async () => {
    const alice = (await signUpAs()).account;
    const allow = refuseWrites();
    expect(ok(await topUp(alice.id, 100)).saved).toBe(false);
    allow();
    // The other tab tops up the same account (a higher rev) and opens a market, and says so.
    const theirMarket = makeMarket({ id: 'tab-b-market', question: 'Will the other tab’s market arrive?' });
    await otherTabWrites((data) => ({ ...ok(addCoins(data, alice.id, 500, makeCtx(Date.now(), 'tab-b'))).data, markets: [theirMarket, ...data.markets] }));
    await eventually(() => expect(useGameStore.getState().markets.map((market) => market.id)).toContain('tab-b-market'));
    // Their new records came in; Alice's account, changed here and not saved, kept this tab's value.
    expect(account(alice.id)?.coins).toBe(1100);
    expect(useGameStore.getState().ledger.map((entry) => entry.id)).toContain('tab-b-1');

    // The next action saves: the conflict is seen, and this tab's top-up replayed on their account.
    expect(ok(await bet(alice.id, 300)).saved).toBe(true);
    const game = await stored();
    expect(game.accounts.find((each) => each.id === alice.id)?.coins).toBe(1000 + 500 + 100 - 300);
    expect(game.ledger.map((entry) => entry.amount)).toEqual([1000, 100, 500, -300]);
    expect(account(alice.id)?.coins).toBe(1300);
    await expectBalancesAgree();
    expect(memoryInStoredOrder().ledger).toEqual(game.ledger);
  });

  it('whose commit comes first has this tab’s bet replayed on top: both coin movements stored, nothing paid twice', async () => {
    const alice = (await signUpAs()).account;
    // The other tab tops up Alice's account; its announcement has not arrived when this tab bets.
    await otherTabWrites((data) => ok(addCoins(data, alice.id, 500, makeCtx(Date.now(), 'tab-b'))).data, { announce: false });
    expect(account(alice.id)?.coins).toBe(1000);

    const placed = ok(await bet(alice.id, 100));

    expect(placed.saved).toBe(true);
    const game = await stored();
    expect(game.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['welcome', 1000],
      ['top-up', 500],
      ['bet', -100],
    ]);
    expect(new Set(game.ledger.map((entry) => entry.id)).size).toBe(3);
    expect(game.accounts).toEqual([expect.objectContaining({ id: alice.id, coins: 1400 })]);
    expect(game.positions).toEqual([placed.position]);
    // The replay used the bet's own ids and clock: the position is the one the player was shown.
    expect(useGameStore.getState().positions).toEqual([placed.position]);
    expect(account(alice.id)?.coins).toBe(1400);
    expect(memoryInStoredOrder().ledger).toEqual(game.ledger);
    expect(useNoticeStore.getState().notices).toEqual([]);
    await expectBalancesAgree();
  });

  it('whose own saved change came after this tab’s saved one gets nothing of this tab’s replayed', async () => {
    const alice = (await signUpAs()).account;
    expect(ok(await topUp(alice.id, 100)).saved).toBe(true);
    await otherTabWrites((data) => ok(addCoins(data, alice.id, 500, makeCtx(Date.now(), 'tab-b'))).data, { announce: false });
    ok(await topUp(alice.id, 1000));
    const game = await stored();
    expect(game.accounts[0]?.coins).toBe(1000 + 100 + 500 + 1000);
    expect(game.ledger.map((entry) => entry.amount)).toEqual([1000, 100, 500, 1000]);
  });

  it('pays the daily bonus once when both tabs claimed it, and says the claim here was undone', async () => {
    const alice = (await signUpAs()).account;
    await otherTabWrites((data) => ok(claimDailyBonus(data, alice.id, makeCtx(Date.now(), 'tab-b'))).data, { announce: false });
    // The commit returns the run that held: the replay's refusal.
    expect(await commitGame((data, ctx) => claimDailyBonus(data, alice.id, ctx))).toEqual({ ok: false, reason: 'already-claimed', replayed: true });
    const game = await stored();
    expect(game.accounts[0]?.coins).toBe(1050);
    expect(game.ledger.filter((entry) => entry.kind === 'bonus')).toHaveLength(1);
    expect(account(alice.id)?.coins).toBe(1050);
    expect(noticeMessages()).toEqual([expect.stringContaining('today’s bonus had already been claimed there')]);
    await expectBalancesAgree();
  });

  it('whose record is older than the one this tab holds is not adopted', async () => {
    const alice = (await signUpAs()).account;
    ok(await topUp(alice.id, 100));
    const game = await stored();
    const mine = game.accounts[0];
    if (!mine) throw new Error('no account');
    // An announcement of the account at rev 1 (this tab saved rev 2), with a new market to show it was read.
    await plantRecord('accounts', { v: 1, rev: 1, value: { ...mine, coins: 1000 } });
    await plantRecord('markets', { v: 1, rev: 1, value: makeMarket({ id: 'late-market' }) });
    const channel = new BroadcastChannel('predictoplay');
    channel.postMessage({ kind: 'changed', changed: { accounts: [alice.id], markets: ['late-market'] } });
    channel.close();
    await eventually(() => expect(useGameStore.getState().markets.map((market) => market.id)).toContain('late-market'));
    expect(account(alice.id)?.coins).toBe(1100);
  });

  it('that bets on a market while this tab settles it has its bet settled too, not left open', async () => {
    const alice = (await signUpAs()).account;
    const bob = (await signUpAs(BOB)).account;
    ok(await bet(alice.id, 100, '1', 'YES'));
    await loadAllRecords();
    // Bob bets in the other tab; its announcement is still on its way when this tab settles.
    const { game: theirs } = await otherTabWrites((data) => ok(placeBet(data, { accountId: bob.id, marketId: '1', choice: 'YES', amount: 60 }, makeCtx(Date.now(), 'tab-b'))).data, { announce: false });
    const bobsPosition = theirs.positions.find((position) => position.accountId === bob.id);

    ok(await commitGame((data, ctx) => settleMarket(data, '1', 'YES', ctx)));

    const game = await stored();
    expect(game.markets.find((market) => market.id === '1')).toMatchObject({ isResolved: true, outcome: 'YES' });
    expect(game.positions.find((position) => position.id === bobsPosition?.id)?.status).toBe('won');
    expect(game.positions.every((position) => position.status !== 'open')).toBe(true);
    expect(game.ledger.filter((entry) => entry.kind === 'win').map((entry) => entry.accountId).sort()).toEqual([alice.id, bob.id].sort());
    await expectBalancesAgree();
    await settle();
    expect(memoryInStoredOrder().positions).toEqual(game.positions);
  });
});
