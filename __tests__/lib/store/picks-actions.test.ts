// A player's picks in the store, against a real IndexedDB (fake-indexeddb) and real keys: the key
// made once and kept, every league bet signed into one card a link or file carries, and 'not sent
// yet' moved forward only by a card actually shared.

import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { followLeague } from '@/lib/league/follow-league';
import type { LeagueLog } from '@/lib/league/league-log';
import { readPicksCard } from '@/lib/league/picks/picks-card';
import { readPicksFile } from '@/lib/league/picks/picks-link';
import { commitGame } from '@/lib/store/commit-game';
import { useGameStore } from '@/lib/store/game-store';
import { ensurePlayerKey, markPicksSent, picksToSend, unsentCount } from '@/lib/store/picks-actions';
import { placeBetForSession } from '@/lib/store/player-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { ok } from '../game-fixtures';
import { logWithQuestions, NOW, testKeys, verifiedUpdate } from '../league/league-fixtures';
import { bytesOf, newBrowser, ORIGIN } from './browsers';
import { stored } from './stored-game';

let log: LeagueLog;

beforeAll(async () => {
  const [keys] = await testKeys();
  log = await logWithQuestions(keys, 2, 'Office Cup');
});

beforeEach(() => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
});

/** Ann's browser with the league applied; Ann following it (with no player key yet) unless told not to. */
async function annInTheLeague(following = true): Promise<string> {
  const [keys] = await testKeys();
  const ann = await newBrowser('Ann');
  const update = await verifiedUpdate(keys, log);
  ok(await commitGame((data, ctx) => applyLeagueUpdate(data, update, 'link', ctx)));
  if (following) ok(await commitGame((data, ctx) => followLeague(data, ann.accountId, log.leagueId, ctx)));
  return ann.accountId;
}

const question = (n: number) => `${log.leagueId}.${n}`;
const keyOf = (game: { memberships: { accountId: string; player?: { playerId: string } }[] }, accountId: string) => game.memberships.find((membership) => membership.accountId === accountId)?.player;

describe('ensurePlayerKey', () => {
  it('makes one key for the account in the league, keeps it, and gives the same key after', async () => {
    const ann = await annInTheLeague();
    expect(keyOf(useGameStore.getState(), ann)).toBeUndefined();
    const made = await ensurePlayerKey(log.leagueId);
    expect(made).toMatchObject({ playerId: expect.stringMatching(/^[a-z2-7]{16}$/), name: 'Ann' });
    expect(keyOf(await stored(), ann)).toEqual(made);
    expect(await ensurePlayerKey(log.leagueId)).toEqual(made);
    expect((await stored()).memberships).toHaveLength(1);
  });

  it('makes none for an account that does not follow the league, or when nobody is logged in', async () => {
    await annInTheLeague(false);
    expect(await ensurePlayerKey(log.leagueId)).toBeNull();
    useSessionStore.setState({ accountId: null });
    expect(await ensurePlayerKey(log.leagueId)).toBeNull();
    expect((await stored()).memberships).toEqual([]);
  });
});

describe('picksToSend', () => {
  it('signs every league bet of the account into one card, as a link and as a file', async () => {
    await annInTheLeague();
    const first = ok(await placeBetForSession({ marketId: question(1), choice: 'YES', amount: 100 })).position;
    const second = ok(await placeBetForSession({ marketId: question(2), choice: 'NO', amount: 50 })).position;
    ok(await placeBetForSession({ marketId: '1', choice: 'YES', amount: 10 }));
    const key = await ensurePlayerKey(log.leagueId);

    const sent = await picksToSend(log.leagueId, ORIGIN);
    if (!sent.ok) throw new Error(sent.reason);
    expect(sent).toMatchObject({ count: 2, message: 'My picks for Office Cup (2 bets)', fileName: `picks-${key?.playerId.slice(0, 8)}.predictoplay-picks` });
    expect(sent.link).toMatch(new RegExp(`^${ORIGIN}/leagues#picks=`));
    const read = await readPicksCard(bytesOf(sent.link));
    if (!read.ok) throw new Error(read.reason);
    expect(read.card.playerId).toBe(key?.playerId);
    expect(read.card.payload).toEqual({
      kind: 'picks',
      league: log.leagueId,
      name: 'Ann',
      signedAt: sent.signedAt,
      picks: [first, second].map((position) => ({ id: position.id, questionId: position.marketId, choice: position.choice, amount: position.amount, placedAt: position.createdAt })),
    });
    expect(readPicksFile(sent.fileText)).toEqual(bytesOf(sent.link));
  });

  it('has nothing to send without a league bet, or for a league the account does not follow', async () => {
    await annInTheLeague();
    expect(await picksToSend(log.leagueId, ORIGIN)).toEqual({ ok: false, reason: 'no-bets' });
    expect(await picksToSend('nobodyrunsthis22', ORIGIN)).toEqual({ ok: false, reason: 'not-following' });
  });
});

describe('markPicksSent', () => {
  it('counts bets placed after the last card shared as unsent, and moves the sent time forward only', async () => {
    const ann = await annInTheLeague();
    ok(await placeBetForSession({ marketId: question(1), choice: 'YES', amount: 100 }));
    ok(await placeBetForSession({ marketId: question(2), choice: 'NO', amount: 50 }));
    expect(unsentCount(log.leagueId)).toBe(2);
    const sent = await picksToSend(log.leagueId, ORIGIN);
    if (!sent.ok) throw new Error(sent.reason);
    // Made but not shared yet: still unsent.
    expect(unsentCount(log.leagueId)).toBe(2);

    await markPicksSent(log.leagueId, sent.signedAt);
    expect(unsentCount(log.leagueId)).toBe(0);
    expect(keyOf(await stored(), ann)).toMatchObject({ sentAt: sent.signedAt });
    ok(await placeBetForSession({ marketId: question(1), choice: 'NO', amount: 10 }));
    expect(unsentCount(log.leagueId)).toBe(1);

    // An older card shared late does not move it back.
    await markPicksSent(log.leagueId, new Date(NOW).toISOString());
    expect(keyOf(useGameStore.getState(), ann)).toMatchObject({ sentAt: sent.signedAt });
    expect(unsentCount(log.leagueId)).toBe(1);
  });
});
