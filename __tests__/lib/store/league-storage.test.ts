// Leagues in the engine behind commitGame (lib/store/game-storage.ts) against a real IndexedDB
// (fake-indexeddb): a league update (the league's record, the positions it settles, their
// credits, the market) is saved in one transaction or not at all, two tabs applying the same
// update pay once, and followed leagues come back at start-up, from another tab, or go to
// quarantine when unreadable.

import { signUp } from '@/lib/account/accounts';
import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import type { VerifiedUpdate } from '@/lib/league/read-update';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { GameData } from '@/lib/model/game';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores, syncAllFromStorage } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { resetBrowserData } from '@/lib/store/reset-actions';
import { addCoins } from '@/lib/wallet/free-coins';
import { FAKE_HASH, makeCtx, NOW, ok } from '../game-fixtures';
import { countedUpdate, followWithKey } from '../league/counted-snapshot';
import { logWithQuestions, resolve, testKeys, verifiedUpdate } from '../league/league-fixtures';
import { joinAndBet, LEAGUE_ID, makeLeague, QUESTION_ID, resolveAtSeq2, settlementEntryId, walletSum } from './league-records';
import {
  countWriteTransactions,
  eventually,
  failPut,
  gameOf,
  memoryInStoredOrder,
  otherTabWrites,
  plantRecord,
  quarantined,
  reload,
  storageSnapshot,
  stored,
} from './stored-game';

const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  await hydrateStores(NOW);
});

/** Alice signed up and logged in, following the league with a 100-coin bet on its question, all saved. */
async function aliceBetsInTheLeague(): Promise<{ aliceId: string; positionId: string }> {
  const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
  useSessionStore.setState({ accountId: alice.id });
  expect(ok(await commitGame((data, ctx) => ({ ok: true, data: joinAndBet(data, alice.id, ctx) }))).saved).toBe(true);
  const position = useGameStore.getState().positions.find((each) => each.marketId === QUESTION_ID);
  if (!position) throw new Error('no league position');
  return { aliceId: alice.id, positionId: position.id };
}

const leagueOf = (game: Pick<GameData, 'leagues'>) => game.leagues.find((league) => league.id === LEAGUE_ID);

describe('a league update', () => {
  it('is saved in one transaction: the league record, the settled position, its credit and the market', async () => {
    const { aliceId, positionId } = await aliceBetsInTheLeague();
    const writes = countWriteTransactions();
    expect(ok(await commitGame(resolveAtSeq2)).saved).toBe(true);
    expect(writes()).toBe(1);
    const game = await stored();
    expect(leagueOf(game)).toMatchObject({ seq: 2, hashes: [expect.any(String), expect.any(String)] });
    expect(game.positions).toEqual([expect.objectContaining({ id: positionId, status: 'won' })]);
    expect(game.ledger.filter((entry) => entry.id === settlementEntryId(2, positionId))).toEqual([expect.objectContaining({ amount: 180, wallet: LEAGUE_ID })]);
    expect(game.markets.find((market) => market.id === QUESTION_ID)).toMatchObject({ isResolved: true, outcome: 'YES' });
    expect(walletSum(game.ledger, aliceId, LEAGUE_ID)).toBe(1080);
    expect(memoryInStoredOrder()).toEqual(gameOf(game));
  });

  // The puts go market, position, ledger entry, league record: the third is the credit, the fourth the league's record.
  it.each([
    ['the credit’s put throws', 3, 'throw'],
    ['the league record’s put throws', 4, 'throw'],
    ['the credit’s put succeeds and the transaction aborts', 3, 'abort'],
  ] as const)('leaves every record of it unsaved when %s; memory keeps it, and the next action saves it whole', async (_, n, how) => {
    const { aliceId, positionId } = await aliceBetsInTheLeague();
    const before = await storageSnapshot();
    const heal = failPut(n, how);
    expect(ok(await commitGame(resolveAtSeq2)).saved).toBe(false);
    heal();
    expect(await storageSnapshot()).toEqual(before);
    expect(leagueOf((await stored()))?.seq).toBe(1);
    expect(leagueOf(useGameStore.getState())?.seq).toBe(2);
    expect(walletSum(useGameStore.getState().ledger, aliceId, LEAGUE_ID)).toBe(1080);

    expect(ok(await commitGame((data, ctx) => addCoins(data, aliceId, 500, ctx))).saved).toBe(true);
    const game = await stored();
    expect(leagueOf(game)?.seq).toBe(2);
    expect(game.ledger.filter((entry) => entry.id === settlementEntryId(2, positionId))).toHaveLength(1);
    expect(memoryInStoredOrder()).toEqual(gameOf(game));
  });

  it('applied by two tabs at once pays once: the second’s conflict re-reads the league record and its replay changes nothing', async () => {
    const { aliceId, positionId } = await aliceBetsInTheLeague();
    // The other tab applies the update first; this tab has not heard of it (the announcement is late).
    await otherTabWrites((data) => resolveAtSeq2(data, makeCtx(Date.now(), 'tab-b')).data, { announce: false });
    const storedBefore = await stored();
    expect(storedBefore.revs.leagues?.[LEAGUE_ID]).toBe(2);

    const applied = ok(await commitGame(resolveAtSeq2));
    expect(applied.saved).toBe(true);
    const game = await stored();
    expect(game.ledger.filter((entry) => entry.positionId === positionId && entry.amount > 0)).toHaveLength(1);
    expect(walletSum(game.ledger, aliceId, LEAGUE_ID)).toBe(1080);
    // Nothing of this tab's replay was written: the other tab's records stand at the revs it wrote.
    expect(game.revs).toEqual(storedBefore.revs);
    expect(memoryInStoredOrder()).toEqual(gameOf(game));
    expect(walletSum(useGameStore.getState().ledger, aliceId, LEAGUE_ID)).toBe(1080);
  });
});

describe('a signed league update applied by lib/league', () => {
  /**
   * Alice follows a real league (seq 1 and 2: started, question 1 added) with her player key and
   * bets 100 YES on it; then the operator, having counted her bet, resolves it YES (seq 3).
   */
  async function realLeague(): Promise<{ aliceId: string; leagueId: string; positionId: string; result: VerifiedUpdate }> {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
    useSessionStore.setState({ accountId: alice.id });
    const start = await verifiedUpdate(keys, log);
    ok(await commitGame((data, ctx) => applyLeagueUpdate(data, start, 'site', ctx)));
    ok(await commitGame((data, ctx) => ({ ok: true as const, data: followWithKey(data, alice.id, log.leagueId, ctx) })));
    const placed = ok(await commitGame((data, ctx) => placeBet(data, { accountId: alice.id, marketId: `${log.leagueId}.1`, choice: 'YES', amount: 100 }, ctx)));
    const result = await countedUpdate(keys, await resolve(log, `${log.leagueId}.1`, 'YES'), 3, useGameStore.getState(), NOW);
    return { aliceId: alice.id, leagueId: log.leagueId, positionId: placed.position.id, result };
  }

  it('is saved in one transaction with the positions it settles and their credits', async () => {
    const { aliceId, leagueId, positionId, result } = await realLeague();
    const writes = countWriteTransactions();
    expect(ok(await commitGame((data, ctx) => applyLeagueUpdate(data, result, 'site', ctx))).saved).toBe(true);
    expect(writes()).toBe(1);
    const game = await stored();
    expect(game.leagues).toEqual([expect.objectContaining({ id: leagueId, seq: 3 })]);
    expect(game.ledger.filter((entry) => entry.id === settlementEntryId(3, positionId, leagueId))).toEqual([expect.objectContaining({ amount: 180 })]);
    expect(walletSum(game.ledger, aliceId, leagueId)).toBe(1080);
    expect(memoryInStoredOrder()).toEqual(gameOf(game));
  });

  it('applied by two tabs at once pays once: the second’s conflict re-reads the league and its replay is a no-op', async () => {
    const { aliceId, leagueId, positionId, result } = await realLeague();
    await otherTabWrites((data) => ok(applyLeagueUpdate(data, result, 'site', makeCtx(Date.now(), 'tab-b'))).data, { announce: false });
    const storedBefore = await stored();
    const applied = ok(await commitGame((data, ctx) => applyLeagueUpdate(data, result, 'site', ctx)));
    expect(applied.saved).toBe(true);
    const game = await stored();
    expect(game.revs).toEqual(storedBefore.revs);
    expect(game.ledger.filter((entry) => entry.positionId === positionId && entry.amount > 0)).toEqual([expect.objectContaining({ id: settlementEntryId(3, positionId, leagueId) })]);
    expect(walletSum(game.ledger, aliceId, leagueId)).toBe(1080);
    expect(memoryInStoredOrder()).toEqual(gameOf(game));

    // The same update once more, and after a reload: nothing changes, nothing is written.
    const writes = countWriteTransactions();
    ok(await commitGame((data, ctx) => applyLeagueUpdate(data, result, 'site', ctx)));
    await reload(NOW);
    ok(await commitGame((data, ctx) => applyLeagueUpdate(data, result, 'site', ctx)));
    expect(writes()).toBe(0);
    expect((await stored()).revs).toEqual(storedBefore.revs);
  });
});

describe('followed leagues', () => {
  it('are read back at start-up with the rest of the game', async () => {
    await aliceBetsInTheLeague();
    ok(await commitGame(resolveAtSeq2));
    const before = useGameStore.getState().leagues;
    await reload(NOW);
    expect(useGameStore.getState().leagues).toEqual(before);
    expect(leagueOf(useGameStore.getState())?.seq).toBe(2);
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));
  });

  it('changed by another tab are adopted from its announcement', async () => {
    await aliceBetsInTheLeague();
    await otherTabWrites((data) => resolveAtSeq2(data, makeCtx(Date.now(), 'tab-b')).data);
    await eventually(() => expect(leagueOf(useGameStore.getState())?.seq).toBe(2));
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));
  });

  it('changed by another tab while this page was in the back/forward cache are read again on its return', async () => {
    await aliceBetsInTheLeague();
    await otherTabWrites((data) => resolveAtSeq2(data, makeCtx(Date.now(), 'tab-b')).data, { announce: false });
    expect(leagueOf(useGameStore.getState())?.seq).toBe(1);
    await syncAllFromStorage();
    expect(leagueOf(useGameStore.getState())?.seq).toBe(2);
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));
  });

  it('are deleted with the rest of the game by a reset of this browser’s data', async () => {
    await aliceBetsInTheLeague();
    expect(await resetBrowserData(NOW)).toBe(true);
    expect((await stored()).leagues).toEqual([]);
    await reload(NOW);
    expect(useGameStore.getState().leagues).toEqual([]);
  });

  it.each([
    ['fails the league schema', { v: 1, rev: 1, value: { ...makeLeague({ id: 'brokena2b3c4d5e6' }), seq: 5 } }, 'invalid'],
    ['has a newer record version', { v: 2, rev: 1, value: makeLeague({ id: 'newera2b3c4d5e6f' }) }, 'newer-version'],
  ] as const)('set aside a league record that %s, and load the rest', async (_, raw, reason) => {
    await aliceBetsInTheLeague();
    await plantRecord('leagues', raw);
    await reload(NOW);
    expect(useGameStore.getState().leagues.map((league) => league.id)).toEqual([LEAGUE_ID]);
    expect(await quarantined()).toEqual([expect.objectContaining({ from: 'leagues', key: raw.value.id, reason, record: raw })]);
    expect((await stored()).leagues.map((league) => league.id)).toEqual([LEAGUE_ID]);
  });
});
