// A restore and browser leagues: memberships come with their league's wallet, rebased onto the
// account restored into; league keys (in a backup made with 'include my league keys') come only
// for a league taken, under the key pinned here, with a checked log, and never over more events
// than this browser holds.

import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { checkedOperatedIds } from '@/lib/backup/check-operated';
import { restoreBackup } from '@/lib/backup/restore';
import { leagueBalance } from '@/lib/league/follow-league';
import { isFollowing, joinMembership, leaveLeague } from '@/lib/league/membership-rules';
import { operatedLeagueOf, operatorAppended } from '@/lib/league/operate-league';
import type { GameData } from '@/lib/model/game';
import { membershipId } from '@/lib/model/membership';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok } from '../game-fixtures';
import { resolve, testKeys, verifiedUpdate } from '../league/league-fixtures';
import { browserLeagueGame } from './browser-league-game';

/** Ann's backup, read back as a restore meets it; with her league keys when asked. */
async function annsBackup(includeLeagueKeys: boolean, change: (data: GameData, ann: string) => GameData = (data) => data) {
  const game = await browserLeagueGame('there');
  const data = change(game.data, game.ann);
  const backup = ok(readBackup(JSON.stringify(makeBackup(data, game.ann, NOW, { includeLeagueKeys })))).backup.game;
  return { ...game, backup, checkedLeagues: new Set([game.log.leagueId]), checkedOperated: await checkedOperatedIds(backup.operatedLeagues) };
}

/** Another browser: Asha, logged in, knowing nothing of the league unless told. */
function browser(overrides: Partial<GameData> = {}) {
  const opened = ok(signUp(gameWith(overrides), { username: 'Asha', email: 'asha@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'here')));
  return { data: opened.data, targetId: opened.account.id };
}

describe('restoring memberships', () => {
  it('brings the player’s membership with the league, rebased onto the account restored into', async () => {
    const { backup, checkedLeagues, log } = await annsBackup(false);
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), checkedLeagues)).data;
    expect(restored.memberships).toEqual([expect.objectContaining({ id: membershipId(log.leagueId, targetId), accountId: targetId, leagueId: log.leagueId, status: 'following' })]);
    expect(isFollowing(restored, targetId, log.leagueId)).toBe(true);
    expect(restored.operatedLeagues).toEqual([]);
    expect(v.safeParse(gameStateSchema, restored).success).toBe(true);
  });

  it('brings a leaving: the player still does not follow, the wallet comes back', async () => {
    const { backup, checkedLeagues, log } = await annsBackup(false, (data, ann) => ok(leaveLeague(data, ann, data.leagues[0]?.id ?? '', makeCtx(NOW))).data);
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), checkedLeagues)).data;
    expect(isFollowing(restored, targetId, log.leagueId)).toBe(false);
    expect(leagueBalance(restored.ledger, targetId, log.leagueId)).toBe(1000);
  });

  it('replaces the account’s own membership in a league the backup brings, and keeps the rest and everyone else’s', async () => {
    const { backup, checkedLeagues, log } = await annsBackup(false);
    const here = await browserLeagueGame('here');
    // Bob here left the league; his backup (Ann's, from the other browser) says he follows it.
    const left = ok(leaveLeague(here.data, here.bob, log.leagueId, makeCtx(NOW))).data;
    const restored = ok(restoreBackup(left, here.bob, backup, makeCtx(NOW), checkedLeagues)).data;
    expect(isFollowing(restored, here.bob, log.leagueId)).toBe(true);
    expect(restored.memberships.filter((membership) => membership.accountId === here.bob)).toHaveLength(1);
    expect(restored.memberships.find((membership) => membership.accountId === here.ann)).toEqual(left.memberships.find((membership) => membership.accountId === here.ann));
  });

  it('leaves a membership out with its league when the league is not taken', async () => {
    const { backup, log } = await annsBackup(false);
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), new Set())).data;
    expect(restored.memberships).toEqual([]);
    expect(isFollowing(restored, targetId, log.leagueId)).toBe(false);
  });
});

describe('restoring league keys', () => {
  it('brings nothing from a backup made without them', async () => {
    const { backup, checkedLeagues } = await annsBackup(false);
    const { data, targetId } = browser();
    const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), checkedLeagues, new Set()));
    expect(result.data.operatedLeagues).toBe(data.operatedLeagues);
    expect(result.summary.leagueKeys).toEqual({ restored: [], leftOut: [] });
  });

  it('brings the player’s league key and log, rebased onto the account restored into, in a browser that never saw the league', async () => {
    const { backup, checkedLeagues, checkedOperated, log, keys } = await annsBackup(true);
    expect(checkedOperated).toEqual(new Set([log.leagueId]));
    const { data, targetId } = browser();
    const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), checkedLeagues, checkedOperated));
    expect(operatedLeagueOf(result.data, targetId, log.leagueId)).toMatchObject({ accountId: targetId, privateJwk: keys.privateJwk, events: log.events, hashes: log.hashes });
    expect(result.summary.leagueKeys).toEqual({ restored: ['Office Cup'], leftOut: [] });
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('replaces the key another account here holds for the same league, with the same events: one browser runs a league at a time', async () => {
    const { backup, checkedLeagues, checkedOperated, log } = await annsBackup(true);
    const here = await browserLeagueGame('here');
    const result = ok(restoreBackup(here.data, here.cy, backup, makeCtx(NOW), checkedLeagues, checkedOperated));
    expect(result.data.operatedLeagues).toEqual([expect.objectContaining({ id: log.leagueId, accountId: here.cy })]);
  });

  it('leaves out a key for a league this browser runs with more events, and one that differs from the events held here', async () => {
    const { backup, checkedLeagues, checkedOperated, log, keys } = await annsBackup(true);
    const here = await browserLeagueGame('here');
    const longer = await resolve(log, `${log.leagueId}.1`, 'YES');
    const ahead = ok(operatorAppended(here.data, here.ann, longer, await verifiedUpdate(keys, longer, 3), makeCtx(NOW))).data;
    const result = ok(restoreBackup(ahead, here.cy, backup, makeCtx(NOW), checkedLeagues, checkedOperated));
    expect(result.data.operatedLeagues).toBe(ahead.operatedLeagues);
    expect(result.summary.leagueKeys).toEqual({ restored: [], leftOut: ['Office Cup'] });

    // The same length but another event at seq 3: the backup's log (resolved NO) against this browser's (YES).
    const other = await annsBackup(true);
    const forkedLog = await resolve(other.log, `${log.leagueId}.1`, 'NO', NOW + 77);
    const forked = { ...other.backup, operatedLeagues: other.backup.operatedLeagues.map((record) => ({ ...record, events: forkedLog.events, hashes: forkedLog.hashes })) };
    const forkedResult = ok(restoreBackup(ahead, here.cy, forked, makeCtx(NOW), checkedLeagues, await checkedOperatedIds(forked.operatedLeagues)));
    expect(forkedResult.summary.leagueKeys).toEqual({ restored: [], leftOut: ['Office Cup'] });
  });

  it('leaves out a key older than the log this browser keeps for the league, though fewer of its events were applied', async () => {
    const { backup, checkedLeagues, checkedOperated, log } = await annsBackup(true);
    const here = await browserLeagueGame('here');
    const longer = await resolve(log, `${log.leagueId}.1`, 'YES');
    const grown = { ...here.data, operatedLeagues: here.data.operatedLeagues.map((record) => ({ ...record, events: longer.events, hashes: longer.hashes })) };
    const result = ok(restoreBackup(grown, here.cy, backup, makeCtx(NOW), checkedLeagues, checkedOperated));
    expect(result.summary.leagueKeys).toEqual({ restored: [], leftOut: ['Office Cup'] });
    expect(result.data.operatedLeagues).toBe(grown.operatedLeagues);
  });

  it('leaves out a key whose log failed its check, or whose private half is not the league’s key', async () => {
    const { backup, checkedLeagues, checkedOperated } = await annsBackup(true);
    const { data, targetId } = browser();
    expect(ok(restoreBackup(data, targetId, backup, makeCtx(NOW), checkedLeagues, new Set())).summary.leagueKeys).toEqual({ restored: [], leftOut: ['Office Cup'] });
    const [, stranger] = await testKeys();
    const foreign = { ...backup, operatedLeagues: backup.operatedLeagues.map((record) => ({ ...record, privateJwk: { ...record.privateJwk, d: stranger.privateJwk.d ?? '', x: stranger.privateJwk.x ?? '', y: stranger.privateJwk.y ?? '' } })) };
    expect(ok(restoreBackup(data, targetId, foreign, makeCtx(NOW), checkedLeagues, checkedOperated)).summary.leagueKeys).toEqual({ restored: [], leftOut: ['Office Cup'] });
  });

  it('leaves out a key whose league is pinned here under another key', async () => {
    const { backup, checkedOperated, log } = await annsBackup(true);
    const [, stranger] = await testKeys();
    const here = browser();
    const impostor = { ...backup.leagues[0], publicKey: stranger.publicKey } as GameData['leagues'][number];
    const data = { ...here.data, leagues: [impostor] };
    const result = ok(restoreBackup(data, here.targetId, backup, makeCtx(NOW), new Set([log.leagueId]), checkedOperated));
    expect(result.summary.leagueKeys.leftOut).toEqual(['Office Cup']);
    expect(result.data.operatedLeagues).toEqual([]);
  });
});

describe('checkedOperatedIds', () => {
  it('trusts a log whose events are chained to the stored hashes and whose id is its key’s, and no other', async () => {
    const { backup, log } = await annsBackup(true);
    const [record] = backup.operatedLeagues;
    if (!record) throw new Error('no key');
    const changed = { ...record, id: 'bbbbccccddddeeee' };
    const rehashed = { ...record, hashes: record.hashes.map((hash, index) => (index === 1 ? record.hashes[0] ?? hash : hash)) };
    const edited = { ...record, events: record.events.map((event) => (event.type === 'question-added' ? { ...event, question: 'Will team 9 win the cup?' } : event)) };
    expect(await checkedOperatedIds([record, changed, rehashed, edited])).toEqual(new Set([log.leagueId]));
  });
});

describe('the operator after a restore', () => {
  it('plays on: the restored key appends and its update applies in the browser restored into', async () => {
    const { backup, checkedLeagues, checkedOperated, log, keys } = await annsBackup(true);
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, backup, makeCtx(NOW), checkedLeagues, checkedOperated)).data;
    const next = await resolve(log, `${log.leagueId}.1`, 'VOID');
    const appended = ok(operatorAppended(restored, targetId, next, await verifiedUpdate(keys, next, 3), makeCtx(NOW)));
    expect(appended.summary.settled).toBe(1);
    expect(ok(joinMembership(appended.data, targetId, log.leagueId, makeCtx(NOW))).credited).toBe(false);
  });
});
