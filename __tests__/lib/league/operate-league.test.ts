import * as v from 'valibot';
import { placeBet } from '@/lib/betting/place-bet';
import { leagueBalance, leagueStartEntryId } from '@/lib/league/follow-league';
import type { LeagueKeyFile } from '@/lib/league/key-file';
import type { LeagueKeys } from '@/lib/league/keys';
import type { LeagueLog } from '@/lib/league/league-log';
import { isFollowing, leaveLeague } from '@/lib/league/membership-rules';
import { operateRefusalText } from '@/lib/league/league-words';
import { firstUnappliedSeq, markShared, operatedLeagueOf, operatorAppended, startOperatedLeague, takeOverLeague } from '@/lib/league/operate-league';
import type { GameData } from '@/lib/model/game';
import { privateJwkSchema } from '@/lib/model/operated-league';
import { gameStateSchema } from '@/lib/storage/schema';
import { makeCtx, NOW, ok, threePlayers } from '../game-fixtures';
import { handMadeUpdate, logWithQuestions, resolve, testKeys, verifiedUpdate } from './league-fixtures';
import { holdCounted, withPlayerKey } from './counted-snapshot';

const fileOf = (keys: LeagueKeys, log: LeagueLog): LeagueKeyFile => ({ leagueId: log.leagueId, publicKey: log.publicKey, privateJwk: v.parse(privateJwkSchema, keys.privateJwk), events: log.events });

async function started(count = 1) {
  const [keys] = await testKeys();
  const ctx = makeCtx();
  const { data, ids } = threePlayers(ctx);
  const ann = ids[0] ?? '';
  const log = await logWithQuestions(keys, count, 'Office Cup');
  const result = ok(startOperatedLeague(data, ann, keys, log, await verifiedUpdate(keys, log), ctx));
  return { keys, ctx, data: withPlayerKey(result.data, ann, log.leagueId), before: data, log, ann, bob: ids[1] ?? '', summary: result.summary };
}

describe('startOperatedLeague', () => {
  it('keeps the key and the log for the operating account, applies the log here and follows it', async () => {
    const { keys, data, log, ann, summary } = await started(1);
    expect(data.operatedLeagues).toEqual([
      { id: log.leagueId, accountId: ann, privateJwk: keys.privateJwk, publicKey: keys.publicKey, events: log.events, hashes: log.hashes, sharedUpTo: 0, createdAt: new Date(NOW).toISOString() },
    ]);
    expect(data.leagues).toEqual([expect.objectContaining({ id: log.leagueId, name: 'Office Cup', seq: 2, hashes: log.hashes, source: 'link' })]);
    expect(data.markets.some((market) => market.id === `${log.leagueId}.1`)).toBe(true);
    expect(summary.added).toBe(1);
    expect(isFollowing(data, ann, log.leagueId)).toBe(true);
    expect(leagueBalance(data.ledger, ann, log.leagueId)).toBe(1000);
    expect(v.safeParse(gameStateSchema, data).success).toBe(true);
  });

  it('lets the operator bet on its own league’s questions like any player', async () => {
    const { ctx, data, log, ann } = await started(1);
    const bet = ok(placeBet(data, { accountId: ann, marketId: `${log.leagueId}.1`, choice: 'YES', amount: 100 }, ctx));
    expect(leagueBalance(bet.data.ledger, ann, log.leagueId)).toBe(900);
  });

  it('refuses a logged-out player and stores nothing', async () => {
    const [keys] = await testKeys();
    const ctx = makeCtx();
    const { data } = threePlayers(ctx);
    const log = await logWithQuestions(keys, 0, 'Office Cup');
    expect(startOperatedLeague(data, null, keys, log, await verifiedUpdate(keys, log), ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
  });
});

describe('operatorAppended', () => {
  it('keeps the longer log and applies its new events here, settling the operator’s own bet', async () => {
    const { keys, ctx, data, log, ann } = await started(1);
    const bet = holdCounted(ok(placeBet(data, { accountId: ann, marketId: `${log.leagueId}.1`, choice: 'YES', amount: 100 }, ctx)).data, log.leagueId);
    const next = await resolve(log, `${log.leagueId}.1`, 'YES');
    const result = ok(operatorAppended(bet, ann, next, await verifiedUpdate(keys, next, 3), ctx));
    expect(operatedLeagueOf(result.data, ann, log.leagueId)).toMatchObject({ events: next.events, hashes: next.hashes, sharedUpTo: 0 });
    expect(result.data.leagues[0]?.seq).toBe(3);
    expect(result.summary.byAccount[ann]?.won).toEqual({ count: 1, coins: 180 });
    expect(leagueBalance(result.data.ledger, ann, log.leagueId)).toBe(1080);
  });

  it('refuses an account that does not operate the league, and a logged-out one', async () => {
    const { keys, ctx, data, log, bob } = await started(1);
    const next = await resolve(log, `${log.leagueId}.1`, 'NO');
    const update = await verifiedUpdate(keys, next, 3);
    expect(operatorAppended(data, bob, next, update, ctx)).toEqual({ ok: false, reason: 'not-operator' });
    expect(operatorAppended(data, null, next, update, ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
  });

  it('passes on a refusal of the update and changes nothing', async () => {
    const { keys, ctx, data, log, ann } = await started(1);
    const skipping = await logWithQuestions(keys, 3, 'Office Cup');
    const result = operatorAppended(data, ann, skipping, await verifiedUpdate(keys, skipping, 4), ctx);
    expect(result).toMatchObject({ ok: false, reason: 'gap' });
    expect(operatedLeagueOf(data, ann, log.leagueId)?.events).toEqual(log.events);
  });
});

describe('firstUnappliedSeq', () => {
  it('is the seq after the last one this browser applied, and 1 for a league it never applied', async () => {
    const { data, log } = await started(2);
    expect(firstUnappliedSeq(data, log.leagueId)).toBe(4);
    expect(firstUnappliedSeq(data, 'zzzzzzzzzzzzzzzz')).toBe(1);
  });

  it('lets an operator whose log is ahead of this browser’s game append without a gap', async () => {
    const { keys, ctx, data, log, ann } = await started(1);
    const ahead = await resolve(log, `${log.leagueId}.1`, 'YES');
    // The log holds seq 3, the game here has applied up to 2 (say, a restored key).
    const grown: GameData = { ...data, operatedLeagues: data.operatedLeagues.map((league) => ({ ...league, events: ahead.events, hashes: ahead.hashes })) };
    const from = firstUnappliedSeq(grown, log.leagueId);
    expect(from).toBe(3);
    const applied = ok(operatorAppended(grown, ann, ahead, await verifiedUpdate(keys, ahead, from), ctx));
    expect(applied.data.leagues[0]?.seq).toBe(3);
  });
});

describe('markShared', () => {
  it('notes the last seq shared, never beyond the log and never going back', async () => {
    const { data, log, ann, bob } = await started(2);
    const shared = ok(markShared(data, ann, log.leagueId, 2)).data;
    expect(operatedLeagueOf(shared, ann, log.leagueId)?.sharedUpTo).toBe(2);
    expect(operatedLeagueOf(ok(markShared(shared, ann, log.leagueId, 1)).data, ann, log.leagueId)?.sharedUpTo).toBe(2);
    expect(operatedLeagueOf(ok(markShared(shared, ann, log.leagueId, 99)).data, ann, log.leagueId)?.sharedUpTo).toBe(3);
    expect(ok(markShared(shared, ann, log.leagueId, 2)).data).toBe(shared);
    expect(markShared(data, bob, log.leagueId, 1)).toEqual({ ok: false, reason: 'not-operator' });
  });
});

describe('takeOverLeague', () => {
  async function freshBrowser() {
    const ctx = makeCtx(NOW, 'other');
    const { data, ids } = threePlayers(ctx);
    return { ctx, data, cy: ids[2] ?? '' };
  }

  it('runs the league from its key file in a browser that never saw it, following it', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1, 'Office Cup');
    const { ctx, data, cy } = await freshBrowser();
    const result = ok(takeOverLeague(data, cy, fileOf(keys, log), log, await verifiedUpdate(keys, log), ctx));
    expect(operatedLeagueOf(result.data, cy, log.leagueId)).toMatchObject({ accountId: cy, events: log.events, hashes: log.hashes, sharedUpTo: 0 });
    expect(result.data.leagues[0]).toMatchObject({ id: log.leagueId, seq: 2 });
    expect(isFollowing(result.data, cy, log.leagueId)).toBe(true);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('takes a newer file over in a browser that follows the league, applying only the new events', async () => {
    const { keys, ctx, data, log, bob } = await started(1);
    const newer = await resolve(log, `${log.leagueId}.1`, 'VOID');
    const result = ok(takeOverLeague(data, bob, fileOf(keys, newer), newer, await verifiedUpdate(keys, newer), ctx));
    expect(result.summary.settled).toBe(1);
    // One browser runs a league at a time: Bob's record replaces Ann's.
    expect(result.data.operatedLeagues).toHaveLength(1);
    expect(operatedLeagueOf(result.data, bob, log.leagueId)?.events).toEqual(newer.events);
    expect(isFollowing(result.data, bob, log.leagueId)).toBe(true);
    expect(result.data.ledger.filter((entry) => entry.id === leagueStartEntryId(log.leagueId, bob))).toHaveLength(1);
  });

  it('keeps what this browser already shared when the same league’s file comes back', async () => {
    const { keys, ctx, data, log, ann } = await started(1);
    const shared = ok(markShared(data, ann, log.leagueId, 2)).data;
    const result = ok(takeOverLeague(shared, ann, fileOf(keys, log), log, await verifiedUpdate(keys, log), ctx));
    expect(operatedLeagueOf(result.data, ann, log.leagueId)?.sharedUpTo).toBe(2);
    expect(result.summary).toMatchObject({ added: 0, settled: 0 });
  });

  it('refuses a file with fewer events than this browser has applied, and changes nothing', async () => {
    const { keys, ctx, data, log, ann, bob } = await started(1);
    const longer = await resolve(log, `${log.leagueId}.1`, 'YES');
    const ahead = ok(operatorAppended(data, ann, longer, await verifiedUpdate(keys, longer, 3), ctx)).data;
    const result = takeOverLeague(ahead, bob, fileOf(keys, log), log, await verifiedUpdate(keys, log), ctx);
    expect(result).toEqual({ ok: false, reason: 'older-than-held', leagueName: 'Office Cup' });
    expect(operateRefusalText(result as Exclude<typeof result, { ok: true }>)).toBe('This key file is older than what this browser already has for Office Cup.');
  });

  it('refuses a file older than an operator’s log kept here even when fewer events were applied', async () => {
    const { keys, ctx, data, log, bob } = await started(1);
    const longer = await resolve(log, `${log.leagueId}.1`, 'YES');
    // The log grew but its update was never applied here (the browser closed in between).
    const grown: GameData = { ...data, operatedLeagues: data.operatedLeagues.map((league) => ({ ...league, events: longer.events, hashes: longer.hashes })) };
    expect(takeOverLeague(grown, bob, fileOf(keys, log), log, await verifiedUpdate(keys, log), ctx)).toMatchObject({ ok: false, reason: 'older-than-held' });
  });

  it('refuses a file whose events differ from those held at a seq both have', async () => {
    const { keys, ctx, data, log, ann, bob } = await started(1);
    const other = await resolve(log, `${log.leagueId}.1`, 'NO');
    const applied = ok(operatorAppended(data, ann, other, await verifiedUpdate(keys, other, 3), ctx)).data;
    const forked = await resolve(log, `${log.leagueId}.1`, 'YES', NOW + 99);
    const result = takeOverLeague(applied, bob, fileOf(keys, forked), forked, await verifiedUpdate(keys, forked), ctx);
    expect(result).toEqual({ ok: false, reason: 'conflict', leagueName: 'Office Cup' });
    expect(operateRefusalText(result as Exclude<typeof result, { ok: true }>)).toBe('This update from Office Cup does not match the one you already opened, so nothing changed. Ask the organiser which link is right.');
  });

  it('refuses a file that differs from an operator’s log kept here, though its events were never applied', async () => {
    const { keys, ctx, data, log, bob } = await started(1);
    const kept = await resolve(log, `${log.leagueId}.1`, 'NO');
    const grown: GameData = { ...data, operatedLeagues: data.operatedLeagues.map((league) => ({ ...league, events: kept.events, hashes: kept.hashes })) };
    const forked = await resolve(log, `${log.leagueId}.1`, 'YES', NOW + 99);
    expect(takeOverLeague(grown, bob, fileOf(keys, forked), forked, await verifiedUpdate(keys, forked), ctx)).toEqual({ ok: false, reason: 'conflict', leagueName: 'Office Cup' });
  });

  it('refuses a logged-out player', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 0, 'Office Cup');
    const { ctx, data } = await freshBrowser();
    expect(takeOverLeague(data, null, fileOf(keys, log), log, await verifiedUpdate(keys, log), ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
  });

  it('leaves a player who left the league following it again once they run it, without a second credit', async () => {
    const { keys, ctx, data, log, ann } = await started(1);
    const left = ok(leaveLeague(data, ann, log.leagueId, ctx)).data;
    const result = ok(takeOverLeague(left, ann, fileOf(keys, log), log, await verifiedUpdate(keys, log), ctx));
    expect(isFollowing(result.data, ann, log.leagueId)).toBe(true);
    expect(leagueBalance(result.data.ledger, ann, log.leagueId)).toBe(1000);
  });

  it('throws when handed an update that is not the file’s (the store signs it from the file)', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1, 'Office Cup');
    const { ctx, data, cy } = await freshBrowser();
    const partial = await handMadeUpdate(log, log.events.slice(0, 1));
    expect(() => takeOverLeague(data, cy, fileOf(keys, log), log, partial, ctx)).toThrow();
  });
});
