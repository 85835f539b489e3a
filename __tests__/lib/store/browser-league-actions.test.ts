// A player's leagues carried by links and files, against a real IndexedDB (fake-indexeddb) and
// real signatures: an invite previews without storing, joining credits the starting coins once
// however often it happens, an update link applies once and says what changed, and a damaged,
// foreign or gapped update changes nothing.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import { fromBase64Url, toBase64Url } from '@/lib/league/encoding';
import { hashEvent } from '@/lib/league/event-hash';
import { leagueStartEntryId } from '@/lib/league/follow-league';
import { fingerprintText } from '@/lib/league/league-id';
import { appendRename, type LeagueLog } from '@/lib/league/league-log';
import { lookAlikeClashes } from '@/lib/league/look-alike-leagues';
import { UNKNOWN_LEAGUE_TEXT } from '@/lib/league/league-words';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import { updateFileText } from '@/lib/league/update-file';
import type { GameData } from '@/lib/model/game';
import type { LeagueEvent } from '@/lib/model/league';
import { applyUpdateBytes, applyUpdateFile, joinLeague, leaveLeague, previewInvite } from '@/lib/store/browser-league-actions';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { resetLeagueActionsForTests } from '@/lib/store/league-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { FAKE_HASH, ok } from '../game-fixtures';
import { NOW, logWithQuestions, resolve, testKeys } from '../league/league-fixtures';
import { signCounted } from './counted-bets';
import { reload, stored } from './stored-game';

const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };
const WON = 'Office Cup: 1 question got its result: you won 180';

let log: LeagueLog;
let invite: Uint8Array;
let settled: Uint8Array;
let resolved: LeagueLog;

beforeAll(async () => {
  const [keys] = await testKeys();
  log = await logWithQuestions(keys, 1, 'Office Cup');
  invite = await signUpdateAtNow(keys, log);
  resolved = await resolve(log, `${log.leagueId}.1`, 'YES');
  settled = await signUpdateAtNow(keys, resolved);
});

/** The result as the organiser shares it once it has collected the bets placed here: they are counted. */
async function settledCounting(): Promise<Uint8Array> {
  const [keys] = await testKeys();
  return signCounted(keys, resolved, 1, useGameStore.getState());
}

beforeEach(async () => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  resetLeagueActionsForTests();
  await hydrateStores(NOW);
});

const balanceOf = (game: Pick<GameData, 'ledger'>, accountId: string) =>
  game.ledger.filter((entry) => entry.accountId === accountId && entry.wallet === log.leagueId).reduce((sum, entry) => sum + entry.amount, 0);
const startsOf = (game: Pick<GameData, 'ledger'>, accountId: string) => game.ledger.filter((entry) => entry.id === leagueStartEntryId(log.leagueId, accountId));

async function openAccount(): Promise<string> {
  const account = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
  useSessionStore.setState({ accountId: account.id });
  return account.id;
}

async function joined(): Promise<string> {
  const alice = await openAccount();
  const preview = await previewInvite(invite);
  if (!preview.ok) throw new Error(preview.message);
  ok(await joinLeague(preview.update));
  return alice;
}

/** Bytes with one base64url character of the signature changed, as a mistyped link would be. */
function withSignatureCharChanged(bytes: Uint8Array): Uint8Array {
  const text = toBase64Url(bytes);
  return fromBase64Url(`${text.slice(0, 10)}${text[10] === 'A' ? 'B' : 'A'}${text.slice(11)}`) as Uint8Array;
}

describe('previewInvite', () => {
  it('shows the league and stores nothing', async () => {
    await openAccount();
    const before = await stored();
    const preview = await previewInvite(invite);
    expect(preview).toMatchObject({ ok: true, preview: { name: 'Office Cup', startingCoins: 1000, leagueId: log.leagueId }, sameName: null, following: false });
    expect((await stored()).revs).toEqual(before.revs);
    expect(useGameStore.getState().leagues).toEqual([]);
    expect(useGameStore.getState().markets.some((market) => market.leagueId === log.leagueId)).toBe(false);
  });

  it('shows the fingerprint of a league of the same name with another key', async () => {
    const [, stranger] = await testKeys();
    await joined();
    const preview = await previewInvite(await signUpdateAtNow(stranger, await logWithQuestions(stranger, 0, 'office cup')));
    expect(preview).toMatchObject({ ok: true, sameName: { name: 'Office Cup', fingerprint: expect.stringMatching(/^[a-z2-7]{4} /) } });
  });

  it.each([
    ['a zero-width space', 'Office\u200bCup'],
    ['a Cyrillic capital O', '\u041effice Cup'],
    ['a right-to-left override at the end', 'Office Cup\u202e'],
    ['reversed text after a right-to-left override', '\u202epuC eciffO'],
  ])('warns of a league whose name only looks the same: %s', async (_, name) => {
    const [, stranger] = await testKeys();
    await joined();
    // Signed as a hostile operator would, past the name rules of this project's own tools.
    const base = await logWithQuestions(stranger, 0, 'Anything');
    const started = { ...base.events[0], name } as LeagueEvent;
    const preview = await previewInvite(await signUpdateAtNow(stranger, { ...base, events: [started], hashes: [await hashEvent(started)] }));
    expect(preview).toMatchObject({ ok: true, preview: { name }, sameName: { name: 'Office Cup', fingerprint: fingerprintText(log.leagueId) } });
  });
});

describe('joinLeague', () => {
  it('asks a logged-out player to log in, and stores nothing', async () => {
    const preview = await previewInvite(invite);
    if (!preview.ok) throw new Error(preview.message);
    expect(await joinLeague(preview.update)).toEqual({ ok: false, message: 'Log in to join a league.' });
    expect(useGameStore.getState().leagues).toEqual([]);
  });

  it('credits the starting coins once: joining twice, leaving and joining again', async () => {
    const alice = await joined();
    expect(balanceOf(await stored(), alice)).toBe(1000);
    expect(useGameStore.getState().markets.filter((market) => market.leagueId === log.leagueId)).toHaveLength(1);
    const preview = await previewInvite(invite);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.following).toBe(true);
    ok(await joinLeague(preview.update));
    expect(await leaveLeague(log.leagueId)).toMatchObject({ ok: true, message: expect.stringContaining('You left Office Cup') });
    expect(((await previewInvite(invite)) as { following: boolean }).following).toBe(false);
    expect(await joinLeague(preview.update)).toMatchObject({ ok: true, message: 'You joined Office Cup.' });
    const game = await stored();
    expect(startsOf(game, alice)).toHaveLength(1);
    expect(balanceOf(game, alice)).toBe(1000);
  });

  it('keeps leaving after a reload, and joining again then credits nothing more', async () => {
    const alice = await joined();
    ok(await leaveLeague(log.leagueId));
    await reload(NOW);
    useSessionStore.setState({ accountId: alice });
    const preview = await previewInvite(invite);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.following).toBe(false);
    ok(await joinLeague(preview.update));
    await reload(NOW);
    expect((await previewInvite(invite)) as { following: boolean }).toMatchObject({ following: true });
    expect(startsOf(await stored(), alice)).toHaveLength(1);
  });

  it('announces nothing for a league met for the first time', async () => {
    await joined();
    expect(useToastStore.getState().queue).toEqual([]);
  });
});

describe('applyUpdateBytes', () => {
  it('leaves two followed leagues that look alike when Quiz Night signs a rename to Office Cup', async () => {
    const [, stranger] = await testKeys();
    await joined();
    const quiz = await logWithQuestions(stranger, 0, 'Quiz Night');
    const preview = await previewInvite(await signUpdateAtNow(stranger, quiz));
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.sameName).toBeNull();
    ok(await joinLeague(preview.update));
    expect(lookAlikeClashes(useGameStore.getState().leagues).size).toBe(0);
    const renamed = ok(await appendRename(quiz, 'Office Cup', NOW + 1000)).log;
    ok(await applyUpdateBytes(await signUpdateAtNow(stranger, renamed, 2)));
    const clashes = lookAlikeClashes(useGameStore.getState().leagues);
    expect(clashes.get(log.leagueId)?.map((league) => [league.id, league.name])).toEqual([[quiz.leagueId, 'Office Cup']]);
    expect(clashes.get(quiz.leagueId)?.map((league) => [league.id, league.name])).toEqual([[log.leagueId, 'Office Cup']]);
  });

  it('applies an update link once and says what changed; the same link again changes nothing', async () => {
    const alice = await joined();
    ok(await commitGame((data, ctx) => placeBet(data, { accountId: alice, marketId: `${log.leagueId}.1`, choice: 'YES', amount: 100 }, ctx)));
    expect(balanceOf(useGameStore.getState(), alice)).toBe(900);
    const counted = await settledCounting();

    expect(await applyUpdateBytes(counted)).toEqual({ ok: true, message: WON });
    const after = await stored();
    expect(balanceOf(after, alice)).toBe(1080);
    expect(after.positions.map((position) => position.status)).toEqual(['won']);

    expect(await applyUpdateBytes(counted)).toEqual({ ok: true, message: 'Office Cup is up to date.' });
    expect((await stored()).revs).toEqual(after.revs);
    expect(useToastStore.getState().queue.map((toast) => toast.message)).toEqual([WON]);
  });

  it('refuses a link with one character of its signature changed, changing nothing', async () => {
    await joined();
    const before = await stored();
    expect(await applyUpdateBytes(withSignatureCharChanged(settled))).toEqual({ ok: false, message: 'This link failed the check: it was not sent by the organiser of Office Cup, or it was changed on the way. Ask the organiser for the link again.' });
    expect((await stored()).revs).toEqual(before.revs);
  });

  it('refuses an update from another league’s key, and one for a league this browser does not follow', async () => {
    const [, stranger] = await testKeys();
    const theirs = await signUpdateAtNow(stranger, await logWithQuestions(stranger, 1, 'Office Cup'));
    expect(await applyUpdateBytes(settled)).toEqual({ ok: false, message: UNKNOWN_LEAGUE_TEXT });
    await joined();
    const before = await stored();
    expect(await applyUpdateBytes(theirs)).toEqual({ ok: false, message: expect.stringContaining('Ask your organiser for the invite link') });
    expect((await stored()).revs).toEqual(before.revs);
  });

  it('applies nothing from an update that skips a seq', async () => {
    const [keys] = await testKeys();
    await joined();
    const before = await stored();
    const longer = await resolve(await logWithQuestions(keys, 2, 'Office Cup'), `${log.leagueId}.1`, 'NO');
    expect(await applyUpdateBytes(await signUpdateAtNow(keys, longer, 4))).toEqual({ ok: false, message: 'You missed an earlier update: this link starts at step 4, and this phone has up to step 2. Open the earlier update link first, or ask the organiser for a new link.' });
    expect((await stored()).revs).toEqual(before.revs);
  });

  it('applies an update file, and refuses a file that is not one', async () => {
    const alice = await joined();
    ok(await commitGame((data, ctx) => placeBet(data, { accountId: alice, marketId: `${log.leagueId}.1`, choice: 'YES', amount: 100 }, ctx)));
    expect(await applyUpdateFile('{"format":"something else"}')).toEqual({ ok: false, message: 'This is not a league’s results file.' });
    expect(await applyUpdateFile(updateFileText(await settledCounting()))).toEqual({ ok: true, message: WON });
  });
});
