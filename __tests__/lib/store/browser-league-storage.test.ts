// Browser leagues in the engine behind commitGame against a real IndexedDB (fake-indexeddb):
// starting a league saves its operator record, the league, its questions, the membership and the
// starting coins in one transaction; operated leagues and memberships come back at start-up,
// from another tab, go with a reset, and go to quarantine when unreadable.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { leagueBalance } from '@/lib/league/follow-league';
import { isFollowing, leaveLeague } from '@/lib/league/membership-rules';
import { markShared, startOperatedLeague } from '@/lib/league/operate-league';
import { membershipId } from '@/lib/model/membership';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores, syncAllFromStorage } from '@/lib/store/hydrate-stores';
import { resetBrowserData } from '@/lib/store/reset-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { FAKE_HASH, makeCtx, NOW, ok } from '../game-fixtures';
import { logWithQuestions, testKeys, verifiedUpdate } from '../league/league-fixtures';
import { countWriteTransactions, eventually, gameOf, memoryInStoredOrder, otherTabWrites, plantRecord, quarantined, reload, stored } from './stored-game';

const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  await hydrateStores(NOW);
});

/** Alice signed up, logged in and started 'Office Cup' with one question, all saved. */
async function aliceStartsALeague() {
  const [keys] = await testKeys();
  const log = await logWithQuestions(keys, 1, 'Office Cup');
  const update = await verifiedUpdate(keys, log);
  const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
  useSessionStore.setState({ accountId: alice.id });
  const writes = countWriteTransactions();
  const started = ok(await commitGame((data, ctx) => startOperatedLeague(data, alice.id, keys, log, update, ctx)));
  return { aliceId: alice.id, leagueId: log.leagueId, saved: started.saved, writes: writes(), keys };
}

describe('a league started in this browser', () => {
  it('is saved in one transaction: its operator record, the league, its question, the membership and the starting coins', async () => {
    const { aliceId, leagueId, saved, writes, keys } = await aliceStartsALeague();
    expect(saved).toBe(true);
    expect(writes).toBe(1);
    const game = await stored();
    expect(game.operatedLeagues).toEqual([expect.objectContaining({ id: leagueId, accountId: aliceId, privateJwk: keys.privateJwk, sharedUpTo: 0 })]);
    expect(game.leagues).toEqual([expect.objectContaining({ id: leagueId, seq: 2, source: 'link' })]);
    expect(game.markets.some((market) => market.id === `${leagueId}.1`)).toBe(true);
    expect(game.memberships).toEqual([expect.objectContaining({ id: membershipId(leagueId, aliceId), status: 'following' })]);
    expect(leagueBalance(game.ledger, aliceId, leagueId)).toBe(1000);
    expect(game.revs.memberships).toEqual({ [membershipId(leagueId, aliceId)]: 1 });
    expect(memoryInStoredOrder()).toEqual(gameOf(game));
  });

  it('comes back at start-up with its key, log and memberships', async () => {
    const { aliceId, leagueId } = await aliceStartsALeague();
    ok(await commitGame((data) => markShared(data, aliceId, leagueId, 2)));
    const before = memoryInStoredOrder();
    await reload(NOW);
    expect(memoryInStoredOrder()).toEqual(before);
    expect(useGameStore.getState().operatedLeagues[0]?.sharedUpTo).toBe(2);
    expect(isFollowing(useGameStore.getState(), aliceId, leagueId)).toBe(true);
  });

  it('saves a leaving as the membership alone, and reads it back', async () => {
    const { aliceId, leagueId } = await aliceStartsALeague();
    const ledgerBefore = (await stored()).ledger;
    ok(await commitGame((data, ctx) => leaveLeague(data, aliceId, leagueId, ctx)));
    const game = await stored();
    expect(game.memberships).toEqual([expect.objectContaining({ status: 'left' })]);
    expect(game.revs.memberships?.[membershipId(leagueId, aliceId)]).toBe(2);
    expect(game.ledger).toEqual(ledgerBefore);
    await reload(NOW);
    expect(isFollowing(useGameStore.getState(), aliceId, leagueId)).toBe(false);
  });

  it('changed by another tab is adopted from its announcement, and read again after the back/forward cache', async () => {
    const { aliceId, leagueId } = await aliceStartsALeague();
    await otherTabWrites((data) => ok(leaveLeague(data, aliceId, leagueId, makeCtx(Date.now(), 'tab-b'))).data);
    await eventually(() => expect(isFollowing(useGameStore.getState(), aliceId, leagueId)).toBe(false));
    await otherTabWrites((data) => ok(markShared(data, aliceId, leagueId, 1)).data, { announce: false });
    expect(useGameStore.getState().operatedLeagues[0]?.sharedUpTo).toBe(0);
    await syncAllFromStorage();
    expect(useGameStore.getState().operatedLeagues[0]?.sharedUpTo).toBe(1);
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));
  });

  it('is deleted with the rest of the game by a reset of this browser’s data', async () => {
    await aliceStartsALeague();
    expect(await resetBrowserData(NOW)).toBe(true);
    const game = await stored();
    expect(game.operatedLeagues).toEqual([]);
    expect(game.memberships).toEqual([]);
  });

  it.each([
    ['operatedLeagues', (value: Record<string, unknown>) => ({ v: 1, rev: 1, value: { ...value, sharedUpTo: 99 } })],
    ['operatedLeagues', (value: Record<string, unknown>) => ({ v: 2, rev: 1, value })],
    ['memberships', (value: Record<string, unknown>) => ({ v: 1, rev: 1, value: { ...value, status: 'banned' } })],
  ] as const)('sets aside an unreadable %s record and loads the rest', async (store, damage) => {
    const { aliceId, leagueId } = await aliceStartsALeague();
    const held = (await stored())[store][0] as unknown as Record<string, unknown>;
    const raw = damage(held);
    await plantRecord(store, raw);
    await reload(NOW);
    expect(useGameStore.getState()[store]).toEqual([]);
    expect(await quarantined()).toEqual([expect.objectContaining({ from: store, key: held.id, record: raw })]);
    expect(useGameStore.getState().leagues.map((league) => league.id)).toEqual([leagueId]);
    // Without its membership the start entry still says the account follows.
    expect(isFollowing(useGameStore.getState(), aliceId, leagueId)).toBe(true);
  });
});
