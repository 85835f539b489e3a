// The service worker's periodic sync of the site feed (lib/store/worker-feed-sync.ts) with the
// real league library, real signatures and a real IndexedDB (fake-indexeddb): each wake runs in a
// module registry of its own (jest.isolateModulesAsync, held open for the whole wake, since the
// engine is loaded with import()), so the worker has its own stores and storage engine beside
// the page's, over the same database. A result pays once whether the worker applies it alone,
// twice, before or after a page, or while another tab writes the same result; one notification
// is shown for it. (The page and the worker racing with their own engines is e2e/background-sync.spec.ts.)

import { leagueStartEntryId } from '@/lib/league/follow-league';
import { feedFileText } from '@/lib/league/feed-file';
import type { LeagueLog } from '@/lib/league/league-log';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import type { GameData } from '@/lib/model/game';
import type { SettledNews } from '@/lib/notify/settled-news';
import { DATABASE_VERSION, openDatabaseAt } from '@/lib/storage/idb/database';
import { useGameStore } from '@/lib/store/game-store';
import { applyLeagueBytes, resetLeagueActionsForTests } from '@/lib/store/league-actions';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { logOut, useSessionStore } from '@/lib/store/session-store';
import type * as WorkerFeedSync from '@/lib/store/worker-feed-sync';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { commitGame } from '@/lib/store/commit-game';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { readUpdate } from '@/lib/league/read-update';
import { FAKE_HASH, makeCtx, ok } from '../game-fixtures';
import { NOW, logWithQuestions, pinned, resolve, testKeys } from '../league/league-fixtures';
import { betWithKey, signCounted } from './counted-bets';
import { eventually, otherTabWrites, stored } from './stored-game';

let mockSiteKey = '';
jest.mock('@/lib/config', () => {
  const actual = jest.requireActual('@/lib/config');
  return Object.defineProperty({ ...actual }, 'SITE_LEAGUE_KEY', { get: () => mockSiteKey, enumerable: true });
});

// The notification rules are another part's: here each account whose position turned 'won' is news,
// and every notification shown (from a page's registry or the worker's) is recorded.
const mockShown: SettledNews[][] = [];
let mockHold: Promise<void> = Promise.resolve();
jest.mock('@/lib/notify/settled-news', () => ({
  settledNews: (before: GameData, after: GameData, leagueId: string) => {
    const won = (data: GameData) => new Set(data.positions.filter((position) => position.status === 'won').map((position) => position.id));
    const was = won(before);
    const accounts = new Set(after.positions.filter((position) => position.status === 'won' && !was.has(position.id)).map((position) => position.accountId));
    return [...accounts].map((accountId) => ({ accountId, leagueId }));
  },
}));
jest.mock('@/lib/store/notify-settled', () => ({
  notifySettled: async (news: SettledNews[]) => {
    await mockHold;
    mockShown.push(news);
  },
}));

// Sign-up runs the real PBKDF2, as the app does.
jest.setTimeout(30_000);

const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };

let log: LeagueLog;
let started: Uint8Array;
let resolved: LeagueLog;

beforeAll(async () => {
  const [keys] = await testKeys();
  log = await logWithQuestions(keys, 1);
  started = await signUpdateAtNow(keys, log);
  resolved = await resolve(log, `${log.leagueId}.1`, 'YES');
});

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  mockSiteKey = log.publicKey;
  mockShown.length = 0;
  mockHold = Promise.resolve();
  resetLeagueActionsForTests();
  await hydrateStores(NOW);
});

/** One wake of a worker: the same modules loaded again in a registry of their own, beside this page's. */
async function wake(fetchFeed: typeof fetch, key?: string): Promise<WorkerFeedSync.WorkerSyncOutcome> {
  let outcome: WorkerFeedSync.WorkerSyncOutcome | undefined;
  await jest.isolateModulesAsync(async () => {
    const worker = jest.requireActual<typeof WorkerFeedSync>('@/lib/store/worker-feed-sync');
    outcome = await worker.syncSiteFeedInWorker(fetchFeed, key);
  });
  return outcome as WorkerFeedSync.WorkerSyncOutcome;
}

const answer = (status: number, text = '') => ({ ok: status >= 200 && status < 300, status, text: async () => text }) as unknown as Response;
const serving = (bytes: Uint8Array) => jest.fn(async () => answer(200, feedFileText(bytes)));

const question = () => `${log.leagueId}.1`;
const winsOf = (game: Pick<GameData, 'ledger'>) => game.ledger.filter((entry) => entry.id.startsWith(`${log.leagueId}:`) && entry.kind === 'win');
const balanceOf = (game: Pick<GameData, 'ledger'>, accountId: string) =>
  game.ledger.filter((entry) => entry.accountId === accountId && entry.wallet === log.leagueId).reduce((sum, entry) => sum + entry.amount, 0);

/** Alice signs up in a page, the site league arrives there, she bets 100 on YES, and the organiser counts it and resolves YES. */
async function aliceBetsAndTheResultIsSigned(): Promise<{ alice: string; counted: Uint8Array }> {
  const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account.id;
  useSessionStore.setState({ accountId: alice });
  await applyLeagueBytes(started, 'site');
  ok(await betWithKey(alice, question(), 'YES', 100));
  const [keys] = await testKeys();
  return { alice, counted: await signCounted(keys, resolved, 1, await stored()) };
}

describe('the worker’s periodic sync of the site feed', () => {
  it('fetches the feed as a page does, pays the settled bet once, and shows its notification before the wake ends', async () => {
    const { alice, counted } = await aliceBetsAndTheResultIsSigned();
    const fetchFeed = serving(counted);
    let shownAtEnd = -1;
    const woken = wake(fetchFeed).then((outcome) => {
        shownAtEnd = mockShown.length;
        return outcome;
      });
    expect(await woken).toEqual({ kind: 'applied', outcome: expect.objectContaining({ ok: true, saved: true }) });
    expect(fetchFeed).toHaveBeenCalledWith('/league/feed.json', { cache: 'no-cache' });
    const game = await stored();
    expect(winsOf(game).map((entry) => [entry.accountId, entry.amount])).toEqual([[alice, 180]]);
    expect(balanceOf(game, alice)).toBe(1080);
    expect(game.positions.map((position) => position.status)).toEqual(['won']);
    expect(shownAtEnd).toBe(1);
    expect(mockShown).toEqual([[{ accountId: alice, leagueId: log.leagueId }]]);
    // The page open meanwhile hears of it and shows the same.
    await eventually(() => expect(balanceOf(useGameStore.getState(), alice)).toBe(1080));
  });

  it('changes nothing and notifies of nothing when it applies the same feed again, and a page after it pays nothing more', async () => {
    const { alice, counted } = await aliceBetsAndTheResultIsSigned();
    await wake(serving(counted));
    const before = await stored();
    expect(await wake(serving(counted))).toEqual({ kind: 'applied', outcome: expect.objectContaining({ ok: true, announced: null }) });
    await eventually(() => expect(balanceOf(useGameStore.getState(), alice)).toBe(1080));
    expect(await applyLeagueBytes(counted, 'site')).toMatchObject({ ok: true, announced: null });
    expect((await stored()).revs).toEqual(before.revs);
    expect(balanceOf(await stored(), alice)).toBe(1080);
    expect(mockShown).toHaveLength(1);
  });

  it('pays nothing more and notifies of nothing when a page applied the feed first', async () => {
    const { alice, counted } = await aliceBetsAndTheResultIsSigned();
    expect(await applyLeagueBytes(counted, 'site')).toMatchObject({ ok: true });
    const before = await stored();
    expect(await wake(serving(counted))).toEqual({ kind: 'applied', outcome: expect.objectContaining({ ok: true, announced: null }) });
    expect((await stored()).revs).toEqual(before.revs);
    expect(balanceOf(await stored(), alice)).toBe(1080);
    expect(mockShown).toHaveLength(1);
  });

  it.each([
    ['heard', true],
    ['not heard', false],
  ])('pays once when another tab writes the same result while the worker applies it (its announcement %s)', async (_, announce) => {
    const { alice, counted } = await aliceBetsAndTheResultIsSigned();
    const read = await readUpdate(counted, pinned(log));
    if (!read.ok) throw new Error(read.reason);
    const otherTab = () => otherTabWrites((data) => ok(applyLeagueUpdate(data, read.update, 'site', makeCtx(Date.now(), 'tab-b'))).data, { announce });
    const [background] = await Promise.all([wake(serving(counted)), otherTab()]);
    expect(background).toMatchObject({ kind: 'applied', outcome: { ok: true } });
    const game = await stored();
    expect(winsOf(game)).toHaveLength(1);
    expect(balanceOf(game, alice)).toBe(1080);
    expect(game.positions.map((position) => position.status)).toEqual(['won']);
    expect(mockShown.length).toBeLessThanOrEqual(1);
  });

  it('lets no account follow the league (following happens at a page’s login), and pays positions whoever is logged in', async () => {
    // Carol existed before the league and is logged out: only her own next login credits her.
    const carol = ok(await commitGame((data, ctx) => signUp(data, { ...ALICE, username: 'Carol', email: 'carol@example.com' }, ADMIN_EMAIL, ctx))).account.id;
    logOut();
    expect(await wake(serving(started))).toMatchObject({ kind: 'applied', outcome: { ok: true } });
    const game = await stored();
    expect(game.leagues).toEqual([expect.objectContaining({ id: log.leagueId, source: 'site' })]);
    expect(game.ledger.filter((entry) => entry.id === leagueStartEntryId(log.leagueId, carol))).toEqual([]);
  });

  it('closes its database connection when a page upgrades the database, even in the middle of a wake', async () => {
    const { counted } = await aliceBetsAndTheResultIsSigned();
    let release = () => undefined as void;
    mockHold = new Promise<void>((done) => (release = done));
    const woken = wake(serving(counted));
    // The wake has committed and waits for its notification, its connection still open.
    while (winsOf(await stored()).length === 0) await new Promise((done) => setTimeout(done, 10));
    const upgraded = await openDatabaseAt(DATABASE_VERSION + 1);
    expect(upgraded.ok).toBe(true);
    if (upgraded.ok) upgraded.db.close();
    release();
    await woken;
  });

  it('does nothing when the feed cannot be fetched or is not a feed, and asks for nothing on a deploy without a league', async () => {
    expect(await wake(jest.fn(async () => answer(404)))).toEqual({ kind: 'no-feed' });
    expect(await wake(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))).toEqual({ kind: 'no-feed' });
    expect(await wake(jest.fn(async () => answer(200, '{"not":"a feed"}')))).toEqual({ kind: 'not-a-feed' });
    const unasked = jest.fn();
    expect(await wake(unasked, '')).toEqual({ kind: 'no-league' });
    expect(unasked).not.toHaveBeenCalled();
    expect((await stored()).leagues).toEqual([]);
  });
});
