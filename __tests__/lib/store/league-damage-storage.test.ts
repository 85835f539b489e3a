// Damage is set aside whole (issue 27, point 6), against a real IndexedDB (fake-indexeddb) and real
// signatures: a damaged record of a league takes the records that go with it to the quarantine,
// with why, and the player is told; no league balance changes silently; and the league is then
// followed again from its full signed log, the wallet starting again from the league's coins.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import { leagueBalance, leagueStartEntryId } from '@/lib/league/follow-league';
import type { LeagueLog } from '@/lib/league/league-log';
import { isFollowing } from '@/lib/league/membership-rules';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import type { LedgerEntry } from '@/lib/model/ledger-entry';
import { leagueSetAsideNotice, quarantineNotice } from '@/lib/storage/notices';
import { applyUpdateBytes, joinLeague, previewInvite } from '@/lib/store/browser-league-actions';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { resetLeagueActionsForTests } from '@/lib/store/league-actions';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useSessionStore } from '@/lib/store/session-store';
import { FAKE_HASH, ok } from '../game-fixtures';
import { NOW, logWithQuestions, resolve, testKeys } from '../league/league-fixtures';
import { signCounted } from './counted-bets';
import { announce, eventually, plantRecord, quarantined, reload, stored, withDatabase } from './stored-game';

const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };
const BOB = { username: 'Bob', email: 'bob@example.com', phone: null, password: FAKE_HASH };

let log: LeagueLog;
let invite: Uint8Array;
/** The full log, question 1 resolved YES at seq 4. */
let fullLog: Uint8Array;
/** Only seq 4 (question 1 resolved YES): an update link for a browser that has seq 1 to 3. */
let resultOnly: Uint8Array;
let resolved: LeagueLog;

beforeAll(async () => {
  const [keys] = await testKeys();
  log = await logWithQuestions(keys, 2, 'Office Cup');
  invite = await signUpdateAtNow(keys, log);
  resolved = await resolve(log, `${log.leagueId}.1`, 'YES');
  fullLog = await signUpdateAtNow(keys, resolved);
  resultOnly = await signUpdateAtNow(keys, resolved, 4);
});

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  resetLeagueActionsForTests();
  await hydrateStores(NOW);
});

const q1 = () => `${log.leagueId}.1`;
const ofLeague = <T extends { wallet: string }>(records: readonly T[], accountId: string) => records.filter((record) => 'accountId' in record && record.accountId === accountId && record.wallet === log.leagueId);

/** Signs up, joins the league from its invite and bets 100 YES on question 1: 900 left in the league's wallet. */
async function joinsAndBets(player: typeof ALICE): Promise<string> {
  const account = ok(await commitGame((data, ctx) => signUp(data, player, ADMIN_EMAIL, ctx))).account;
  useSessionStore.setState({ accountId: account.id });
  const preview = await previewInvite(invite);
  if (!preview.ok) throw new Error(preview.message);
  ok(await joinLeague(preview.update));
  ok(await commitGame((data, ctx) => placeBet(data, { accountId: account.id, marketId: q1(), choice: 'YES', amount: 100 }, ctx)));
  expect(leagueBalance(useGameStore.getState().ledger, account.id, log.leagueId)).toBe(900);
  return account.id;
}

/** Bob and then Alice play the league; Alice stays logged in. */
async function twoPlayers(): Promise<{ alice: string; bob: string }> {
  const bob = await joinsAndBets(BOB);
  const alice = await joinsAndBets(ALICE);
  return { alice, bob };
}

async function storedRaw(store: 'ledger' | 'leagues' | 'markets', id: string): Promise<{ v: number; rev: number; value: Record<string, unknown> }> {
  const game = await stored();
  const value = (game[store] as { id: string }[]).find((record) => record.id === id);
  if (!value) throw new Error(`no ${store} record ${id}`);
  return { v: 1, rev: game.revs[store]?.[id] ?? 1, value: value as unknown as Record<string, unknown> };
}

async function betEntryOf(accountId: string): Promise<LedgerEntry> {
  const entry = (await stored()).ledger.find((each) => each.accountId === accountId && each.wallet === log.leagueId && each.kind === 'bet');
  if (!entry) throw new Error('no bet entry');
  return entry;
}

/** Joins again from an invite carrying the whole log (question 1 resolved), or from `bytes`. */
async function joinsFromTheFullLog(bytes = fullLog): Promise<void> {
  const preview = await previewInvite(bytes);
  if (!preview.ok) throw new Error(preview.message);
  ok(await joinLeague(preview.update));
}

describe('a damaged ledger entry of a league wallet', () => {
  it('takes that account’s records of the league to the quarantine with it, says so, and never shows the wallet at 1,000', async () => {
    const { alice, bob } = await twoPlayers();
    const bet = await betEntryOf(alice);
    const damaged = { ...(await storedRaw('ledger', bet.id)), value: { ...bet, amount: 'lots' } };
    await plantRecord('ledger', damaged);

    await reload(NOW);

    const memory = useGameStore.getState();
    expect(useSessionStore.getState().accountId).toBe(alice);
    expect(ofLeague(memory.ledger, alice)).toEqual([]);
    expect(ofLeague(memory.positions, alice)).toEqual([]);
    expect(leagueBalance(memory.ledger, alice, log.leagueId)).toBe(0);
    expect(isFollowing(memory, alice, log.leagueId)).toBe(false);
    // The league, its questions, Alice's account and her practice coins stay.
    expect(memory.leagues.map((league) => league.id)).toEqual([log.leagueId]);
    expect(memory.markets.filter((market) => market.leagueId === log.leagueId)).toHaveLength(2);
    expect(memory.accounts.map((account) => account.id)).toContain(alice);

    const aside = await quarantined();
    expect(aside).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'ledger', key: bet.id, reason: 'invalid', record: damaged }),
        expect.objectContaining({ from: 'ledger', key: leagueStartEntryId(log.leagueId, alice), reason: 'with-its-league', problem: expect.stringContaining(`damaged ledger record ${bet.id}`) }),
        expect.objectContaining({ from: 'positions', key: bet.positionId, reason: 'with-its-league' }),
        expect.objectContaining({ from: 'memberships', key: `${log.leagueId}:${alice}`, reason: 'with-its-league' }),
      ]),
    );
    expect(aside).toHaveLength(4);
    expect(useNoticeStore.getState().notices).toEqual([quarantineNotice(1), leagueSetAsideNotice(3)]);

    // Moved, not copied; Bob's wallet in the league is untouched.
    const game = await stored();
    expect(ofLeague(game.ledger, alice)).toEqual([]);
    expect(ofLeague(game.positions, alice)).toEqual([]);
    expect(leagueBalance(game.ledger, bob, log.leagueId)).toBe(900);
    expect(ofLeague(game.positions, bob)).toHaveLength(1);
  });

  it('lets the account join again: the starting coins are credited once more under their fixed id, and the league plays on', async () => {
    const { alice } = await twoPlayers();
    const bet = await betEntryOf(alice);
    await plantRecord('ledger', { ...(await storedRaw('ledger', bet.id)), value: { ...bet, wallet: log.leagueId, amount: 0 } });
    await reload(NOW);

    await joinsFromTheFullLog();

    const game = await stored();
    expect(game.ledger.filter((entry) => entry.id === leagueStartEntryId(log.leagueId, alice))).toHaveLength(1);
    expect(leagueBalance(game.ledger, alice, log.leagueId)).toBe(1000);
    expect(game.markets.find((market) => market.id === q1())).toMatchObject({ isResolved: true, outcome: 'YES' });
    expect(ok(await commitGame((data, ctx) => placeBet(data, { accountId: alice, marketId: `${log.leagueId}.2`, choice: 'NO', amount: 250 }, ctx))).saved).toBe(true);
    await reload(NOW);
    expect(leagueBalance(useGameStore.getState().ledger, alice, log.leagueId)).toBe(750);
    expect(await quarantined()).toHaveLength(4);
  });

  it('announced by another tab, takes the account’s records of the league out of this tab’s memory too', async () => {
    const { alice } = await twoPlayers();
    const bet = await betEntryOf(alice);
    await plantRecord('ledger', { ...(await storedRaw('ledger', bet.id)), value: { ...bet, amount: 'lots' } });
    announce({ ledger: [bet.id] });
    await eventually(() => expect(ofLeague(useGameStore.getState().ledger, alice)).toEqual([]));
    expect(ofLeague(useGameStore.getState().positions, alice)).toEqual([]);
    expect(isFollowing(useGameStore.getState(), alice, log.leagueId)).toBe(false);
    expect(useNoticeStore.getState().notices).toEqual([quarantineNotice(1), leagueSetAsideNotice(3)]);
  });
});

describe.each([
  ['league record', async () => ({ store: 'leagues' as const, raw: { ...(await storedRaw('leagues', log.leagueId)), value: { ...(await storedRaw('leagues', log.leagueId)).value, seq: 99 } } })],
  ['question', async () => ({ store: 'markets' as const, raw: { ...(await storedRaw('markets', q1())), value: { ...(await storedRaw('markets', q1())).value, yesCoins: -1 } } })],
])('a damaged %s', (_, damage) => {
  it('takes the league’s record, its questions and every account’s records of it to the quarantine, and says so', async () => {
    const { alice, bob } = await twoPlayers();
    const { store, raw } = await damage();
    await plantRecord(store, raw);

    await reload(NOW);

    const memory = useGameStore.getState();
    expect(memory.leagues).toEqual([]);
    expect(memory.markets.filter((market) => market.leagueId === log.leagueId)).toEqual([]);
    expect(ofLeague(memory.ledger, alice)).toEqual([]);
    expect(memory.memberships).toEqual([]);
    // Bob's records were not even read at start-up (he is not logged in): they went too.
    const game = await stored();
    expect(game.leagues).toEqual([]);
    expect(game.markets.filter((market) => market.leagueId === log.leagueId)).toEqual([]);
    expect(game.ledger.filter((entry) => entry.wallet === log.leagueId)).toEqual([]);
    expect(game.positions.filter((position) => position.wallet === log.leagueId)).toEqual([]);
    expect(game.memberships).toEqual([]);
    expect(ofLeague(game.ledger, bob)).toEqual([]);

    // The league record (or question) itself, the other records of the league: 1 league record,
    // 2 questions, per player 2 ledger entries, 1 position and 1 membership.
    const aside = await quarantined();
    expect(aside).toHaveLength(1 + 2 + 2 * 4);
    expect(aside.filter((entry) => entry.reason === 'invalid')).toEqual([expect.objectContaining({ from: store, record: raw })]);
    expect(aside.filter((entry) => entry.reason === 'with-its-league').every((entry) => entry.problem.includes(`every record of league ${log.leagueId}`))).toBe(true);
    expect(useNoticeStore.getState().notices).toEqual([quarantineNotice(1), leagueSetAsideNotice(10)]);
  });

  it('can be followed again from the full signed log: the questions come back settled per the log, and the wallet starts again', async () => {
    const { alice } = await twoPlayers();
    const { store, raw } = await damage();
    await plantRecord(store, raw);
    await reload(NOW);
    // An update link that only carries what came after cannot be applied to a league no longer here.
    expect((await applyUpdateBytes(resultOnly)).ok).toBe(false);

    await joinsFromTheFullLog();

    const memory = useGameStore.getState();
    expect(memory.leagues).toEqual([expect.objectContaining({ id: log.leagueId, seq: 4 })]);
    expect(memory.markets.find((market) => market.id === q1())).toMatchObject({ isResolved: true, outcome: 'YES', totalPool: 0 });
    expect(memory.markets.find((market) => market.id === `${log.leagueId}.2`)).toMatchObject({ isResolved: false });
    expect(isFollowing(memory, alice, log.leagueId)).toBe(true);
    expect(leagueBalance(memory.ledger, alice, log.leagueId)).toBe(1000);
    await reload(NOW);
    const game = await stored();
    expect(game.ledger.filter((entry) => entry.id === leagueStartEntryId(log.leagueId, alice))).toHaveLength(1);
    expect(leagueBalance(game.ledger, alice, log.leagueId)).toBe(1000);
    expect(useGameStore.getState().leagues.map((league) => league.id)).toEqual([log.leagueId]);
  });
});

describe('a league whose record alone was set aside by earlier versions', () => {
  it('is followed again from the full signed log: its questions left here are rebuilt, and the wallets kept here are paid per the log', async () => {
    const { alice, bob } = await twoPlayers();
    // The organiser collected both bets before the result: the whole log it shares counts them.
    const [keys] = await testKeys();
    const counting = await signCounted(keys, resolved, 1, await stored());
    // What earlier versions left: the league record gone to the quarantine, its questions and wallets still here.
    await withDatabase((db) => db.delete('leagues', log.leagueId));
    await reload(NOW);
    expect(useGameStore.getState().leagues).toEqual([]);

    await joinsFromTheFullLog(counting);

    const game = await stored();
    expect(game.leagues).toEqual([expect.objectContaining({ id: log.leagueId, seq: 4 })]);
    expect(game.markets.filter((market) => market.leagueId === log.leagueId)).toHaveLength(2);
    expect(game.markets.find((market) => market.id === q1())).toMatchObject({ isResolved: true, outcome: 'YES', totalPool: 200 });
    expect(game.ledger.filter((entry) => entry.id === leagueStartEntryId(log.leagueId, alice))).toHaveLength(1);
    expect(leagueBalance(game.ledger, alice, log.leagueId)).toBe(900 + 180);
    expect(leagueBalance(game.ledger, bob, log.leagueId)).toBe(900 + 180);
  });
});
