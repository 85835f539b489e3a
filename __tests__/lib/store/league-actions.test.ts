// The store's league actions against a real IndexedDB (fake-indexeddb) and real signatures: an
// update is applied once and announced once, a replay (a reload, the same feed again, another
// tab's apply) pays and says nothing, every account in this browser is settled, and accounts
// follow the site league once, at sign-up, login or when the league first arrives.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { leagueStartEntryId } from '@/lib/league/follow-league';
import type { LeagueLog } from '@/lib/league/league-log';
import { readUpdate } from '@/lib/league/read-update';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import type { GameData } from '@/lib/model/game';
import { logIn, signUpWith } from '@/lib/store/auth-actions';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { applyLeagueBytes, resetLeagueActionsForTests } from '@/lib/store/league-actions';
import { logOut, useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { FAKE_HASH, makeCtx, ok } from '../game-fixtures';
import { NOW, logWithQuestions, pinned, resolve, testKeys } from '../league/league-fixtures';
import { betWithKey, signCounted } from './counted-bets';
import { eventually, noticeMessages, otherTabWrites, reload, stored } from './stored-game';

let mockSiteKey = '';
jest.mock('@/lib/config', () => {
  const actual = jest.requireActual('@/lib/config');
  return Object.defineProperty({ ...actual }, 'SITE_LEAGUE_KEY', { get: () => mockSiteKey, enumerable: true });
});

// Sign-up and login run the real 600,000-iteration PBKDF2, as the app does.
jest.setTimeout(30_000);

const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };
const BOB = { username: 'Bob', email: 'bob@example.com', phone: null, password: FAKE_HASH };
const SETTLED = 'Site League: 1 question got its result: you won 180';

let log: LeagueLog;
let started: Uint8Array;
let settled: Uint8Array;
let resolved: LeagueLog;

beforeAll(async () => {
  const [keys] = await testKeys();
  log = await logWithQuestions(keys, 1);
  started = await signUpdateAtNow(keys, log);
  resolved = await resolve(log, `${log.leagueId}.1`, 'YES');
  settled = await signUpdateAtNow(keys, resolved);
});

/** The result signed where the league is run, carrying the organiser's count of every bet stored here. */
async function settledCounting(): Promise<Uint8Array> {
  const [keys] = await testKeys();
  return signCounted(keys, resolved, 1, await stored());
}

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  mockSiteKey = log.publicKey;
  resetLeagueActionsForTests();
  await hydrateStores(NOW);
});

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);
const question = () => `${log.leagueId}.1`;
const winsOf = (game: Pick<GameData, 'ledger'>) => game.ledger.filter((entry) => entry.id.startsWith(`${log.leagueId}:`) && entry.kind === 'win');
const startsOf = (game: Pick<GameData, 'ledger'>, accountId: string) => game.ledger.filter((entry) => entry.id === leagueStartEntryId(log.leagueId, accountId));
const balanceOf = (game: Pick<GameData, 'ledger'>, accountId: string) =>
  game.ledger.filter((entry) => entry.accountId === accountId && entry.wallet === log.leagueId).reduce((sum, entry) => sum + entry.amount, 0);

async function openAccount(details = ALICE, logIn = true): Promise<string> {
  const account = ok(await commitGame((data, ctx) => signUp(data, details, ADMIN_EMAIL, ctx))).account;
  if (logIn) useSessionStore.setState({ accountId: account.id });
  return account.id;
}

const betYes = (accountId: string) => betWithKey(accountId, question(), 'YES', 100);

describe('applyLeagueBytes', () => {
  it('starts the site league quietly, lets the logged-in account follow it, and says once what a later update added', async () => {
    const alice = await openAccount();
    const outcome = await applyLeagueBytes(started, 'site');
    // A first visit is told nothing: the league's questions simply appear on Home.
    expect(outcome).toMatchObject({ ok: true, announced: null, saved: true });
    const game = await stored();
    expect(game.leagues).toEqual([expect.objectContaining({ id: log.leagueId, seq: 2, source: 'site' })]);
    expect(game.markets.filter((market) => market.leagueId === log.leagueId)).toHaveLength(1);
    expect(balanceOf(game, alice)).toBe(1000);
    expect(toasts()).toEqual([]);

    const [keys] = await testKeys();
    const added = await signUpdateAtNow(keys, await logWithQuestions(keys, 2));
    expect(await applyLeagueBytes(added, 'site')).toMatchObject({ ok: true, announced: 'Site League: 1 question added' });
    await applyLeagueBytes(added, 'site');
    expect(toasts()).toEqual(['Site League: 1 question added']);
  });

  it('changes and says nothing when the same update comes again, in this page or after a reload', async () => {
    await openAccount();
    await applyLeagueBytes(started, 'site');
    const before = await stored();
    expect(await applyLeagueBytes(started, 'site')).toMatchObject({ ok: true, announced: null });
    await reload(NOW);
    expect(await applyLeagueBytes(started, 'site')).toMatchObject({ ok: true, announced: null });
    expect((await stored()).revs).toEqual(before.revs);
    expect(toasts()).toEqual([]);
  });

  it('pays every account in this browser once, the logged-out one too, and tells the player who won', async () => {
    const bob = await openAccount(BOB);
    await applyLeagueBytes(started, 'site');
    ok(await betYes(bob));
    const alice = await openAccount(ALICE);
    await applyLeagueBytes(started, 'site');
    ok(await betYes(alice));
    // The site league's organiser counted both bets before publishing the result.
    const counted = await settledCounting();
    // A new page for Alice: Bob's positions are not read at start-up, only when a result settles them.
    await reload(NOW);
    expect(useGameStore.getState().positions.map((position) => position.accountId)).toEqual([alice]);
    useToastStore.setState(useToastStore.getInitialState(), true);

    expect(await applyLeagueBytes(counted, 'site')).toMatchObject({ ok: true, announced: SETTLED });
    await applyLeagueBytes(counted, 'site');
    const game = await stored();
    expect(winsOf(game).map((entry) => [entry.accountId, entry.amount]).sort()).toEqual([[alice, 180], [bob, 180]].sort());
    expect(balanceOf(game, alice)).toBe(1080);
    expect(balanceOf(game, bob)).toBe(1080);
    expect(game.positions.map((position) => position.status)).toEqual(['won', 'won']);
    expect(toasts()).toEqual([SETTLED]);
  });

  it.each([
    ['heard', true],
    ['not heard', false],
  ])('pays once and says nothing when another tab applied the same update first (its announcement %s)', async (_, announce) => {
    const alice = await openAccount();
    await applyLeagueBytes(started, 'site');
    ok(await betYes(alice));
    const counted = await settledCounting();
    const read = await readUpdate(counted, pinned(log));
    if (!read.ok) throw new Error(read.reason);
    // Unheard, this tab's commit conflicts with the other tab's records and is replayed on them,
    // where the update changes nothing.
    await otherTabWrites((data) => ok(applyLeagueUpdate(data, read.update, 'site', makeCtx(Date.now(), 'tab-b'))).data, { announce });
    useToastStore.setState(useToastStore.getInitialState(), true);

    expect(await applyLeagueBytes(counted, 'site')).toMatchObject({ ok: true, announced: null });
    const game = await stored();
    expect(winsOf(game)).toHaveLength(1);
    expect(balanceOf(game, alice)).toBe(1080);
    expect(winsOf(useGameStore.getState()).length).toBeLessThanOrEqual(1);
    if (announce) await eventually(() => expect(balanceOf(useGameStore.getState(), alice)).toBe(1080));
    expect(toasts()).toEqual([]);
  });

  it('refuses a tampered site feed with a notice, and changes nothing', async () => {
    await openAccount();
    await applyLeagueBytes(started, 'site');
    const before = await stored();
    const tampered = settled.slice();
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(await applyLeagueBytes(tampered, 'site')).toMatchObject({ ok: false, reason: 'bad-signature' });
    expect(noticeMessages()).toEqual(['This link failed the check: it was not sent by the organiser of Site League, or it was changed on the way. Ask the organiser for the link again.']);
    expect((await stored()).revs).toEqual(before.revs);
  });

  it('refuses a feed signed by a key this deploy does not carry, and says so once the site league is followed', async () => {
    const [, stranger] = await testKeys();
    const theirs = await signUpdateAtNow(stranger, await logWithQuestions(stranger, 1));
    expect(await applyLeagueBytes(theirs, 'site')).toMatchObject({ ok: false, reason: 'unknown-league' });
    expect(noticeMessages()).toEqual([]);
    expect(useGameStore.getState().leagues).toEqual([]);

    await applyLeagueBytes(started, 'site');
    const before = await stored();
    expect(await applyLeagueBytes(theirs, 'site')).toMatchObject({ ok: false, reason: 'unknown-league' });
    expect(noticeMessages()).toEqual(['This link failed the check: it was not sent by the organiser of Site League, or it was changed on the way. Ask the organiser for the link again.']);
    expect((await stored()).revs).toEqual(before.revs);
  });

  it('says what is missing when the feed skips events', async () => {
    const [keys] = await testKeys();
    await applyLeagueBytes(await signUpdateAtNow(keys, log, 2), 'site');
    expect(noticeMessages()).toEqual([expect.stringContaining('You missed an earlier update: this link starts at step 2, and this phone has up to step 0. Open the earlier update link first, or ask the organiser for a new link.')]);
    expect(useGameStore.getState().leagues).toEqual([]);
  });
});

describe('following the site league at sign-up and login', () => {
  const PASSWORD = 'correct horse battery';
  const form = { username: 'Carol', email: 'carol@example.com', phone: '', password: PASSWORD, confirmPassword: PASSWORD };

  it('credits a new account the starting coins at sign-up, and a later login credits nothing more', async () => {
    await applyLeagueBytes(started, 'site');
    const carol = ok(await signUpWith(form)).account.id;
    expect(balanceOf(await stored(), carol)).toBe(1000);
    logOut();
    ok(await logIn({ email: form.email, password: PASSWORD }));
    expect(startsOf(await stored(), carol)).toHaveLength(1);
  });

  it('credits an account that existed before the league at its first login after it appears', async () => {
    const carol = ok(await signUpWith(form)).account.id;
    logOut();
    await applyLeagueBytes(started, 'site');
    expect(startsOf(await stored(), carol)).toEqual([]);
    ok(await logIn({ email: form.email, password: PASSWORD }));
    expect(startsOf(await stored(), carol)).toHaveLength(1);
    expect(balanceOf(useGameStore.getState(), carol)).toBe(1000);
  });
});
