// A league's payout rule is chosen once when it starts and travels in its 'started' event and its
// checkpoint; a player's browser keeps it. In a league that shares the pool, a result pays nothing
// by itself: the organiser's snapshot pays each counted bet exactly the payout it publishes.

import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate, leagueCreditEntryId } from '@/lib/league/apply-update';
import { applyCheckpoint } from '@/lib/league/apply-checkpoint';
import { checkpointOf } from '@/lib/league/checkpoint';
import { leagueBalance } from '@/lib/league/follow-league';
import { appendQuestion, startLeagueLog } from '@/lib/league/league-log';
import { readInvite } from '@/lib/league/read-invite';
import { readUpdate } from '@/lib/league/read-update';
import { signUpdate } from '@/lib/league/sign-update';
import type { LeagueKeys } from '@/lib/league/keys';
import type { LeagueLog } from '@/lib/league/league-log';
import type { GameData } from '@/lib/model/game';
import type { Payout } from '@/lib/model/picks';
import { gameStateSchema } from '@/lib/storage/schema';
import * as v from 'valibot';
import { summarisePosition } from '@/lib/betting/position-summary';
import { predictionHistory } from '@/lib/stats/player-stats';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { countedSnapshot, followWithKey } from './counted-snapshot';
import { draft, HOUR_MS, NOW, pinned, resolve, testKeys, verifiedUpdate } from './league-fixtures';
import { signUpdateAtNow } from './sign-at-now';

async function poolLog(keys: LeagueKeys, count = 2): Promise<LeagueLog> {
  let log = await startLeagueLog(keys.publicKey, 'Pool Cup', 1000, NOW, 'pool');
  for (let n = 1; n <= count; n += 1) log = ok(await appendQuestion(log, draft(`Will team ${n} win the cup?`), NOW + n * HOUR_MS)).log;
  return log;
}

/** What readUpdate gives for events fromSeq..end signed at `signedAtMs`, with a snapshot counting every league bet of `data` and publishing `payouts`. */
async function paidUpdate(keys: LeagueKeys, log: LeagueLog, fromSeq: number, data: GameData, signedAtMs: number, payouts: Payout[]) {
  const snapshot = { ...countedSnapshot(data, log.leagueId, log.events.length), payouts };
  const read = await readUpdate(await signUpdate(keys, log, fromSeq, { signedAtMs, snapshot }), pinned(log));
  if (!read.ok) throw new Error(read.reason);
  return read.update;
}

/** Ann 100 YES and Bob 50 NO on question 1 of a pool league both follow. */
async function poolBets() {
  const [keys] = await testKeys();
  const log = await poolLog(keys);
  const ctx = makeCtx(NOW + 3 * HOUR_MS);
  const { data: players, ids } = threePlayers(ctx);
  const [ann = '', bob = ''] = ids;
  let data = ok(applyLeagueUpdate(players, await verifiedUpdate(keys, log), 'link', ctx)).data;
  data = followWithKey(followWithKey(data, ann, log.leagueId, ctx), bob, log.leagueId, ctx);
  const annBet = ok(placeBet(data, { accountId: ann, marketId: `${log.leagueId}.1`, choice: 'YES', amount: 100 }, ctx));
  const bobBet = ok(placeBet(annBet.data, { accountId: bob, marketId: `${log.leagueId}.1`, choice: 'NO', amount: 50 }, ctx));
  return { keys, log, ctx, data: bobBet.data, ann, bob, q1: `${log.leagueId}.1`, annId: annBet.position.id, bobId: bobBet.position.id };
}

const positionIn = (data: GameData, id: string) => data.positions.find((position) => position.id === id);

describe('a league’s payout rule', () => {
  it('is written in the started event, and a league joined from it records it', async () => {
    const [keys] = await testKeys();
    const log = await poolLog(keys);
    expect(log.events[0]).toMatchObject({ type: 'started', payout: 'pool' });
    expect((await startLeagueLog(keys.publicKey, 'Fixed Cup', 1000, NOW)).events[0]).toMatchObject({ payout: 'fixed' });
    const joined = ok(applyLeagueUpdate(threePlayers(makeCtx()).data, await verifiedUpdate(keys, log), 'link', makeCtx()));
    expect(joined.data.leagues[0]).toMatchObject({ id: log.leagueId, payout: 'pool' });
    expect(v.safeParse(gameStateSchema, joined.data).success).toBe(true);
  });

  it('travels in a checkpoint, and a league joined from the checkpoint records it', async () => {
    const [keys] = await testKeys();
    const log = await poolLog(keys, 3);
    expect(checkpointOf(log, 2)).toMatchObject({ payout: 'pool' });
    const read = await readUpdate(await signUpdateAtNow(keys, log, 3, { checkpoint: true }), pinned(log));
    if (!read.ok) throw new Error(read.reason);
    expect(read.update.checkpoint).toMatchObject({ payout: 'pool' });
    const joined = ok(applyLeagueUpdate(threePlayers(makeCtx()).data, read.update, 'link', makeCtx()));
    expect(joined.data.leagues[0]).toMatchObject({ payout: 'pool', firstSeq: 2 });
  });

  it('is the checkpoint’s alone for a league kept here with nothing applied: a rule the record says otherwise is not kept', async () => {
    const [keys] = await testKeys();
    const log = await poolLog(keys, 3);
    const { payout: _signed, ...legacy } = checkpointOf(log, 2) ?? (() => { throw new Error('no checkpoint'); })();
    expect(_signed).toBe('pool');
    const edited = { id: log.leagueId, name: 'X', publicKey: log.publicKey, startingCoins: legacy.startingCoins, payout: 'pool' as const, seq: 0, hashes: [], updatedAt: new Date(NOW).toISOString(), source: 'link' as const };
    const summary = { leagueId: log.leagueId, name: 'X', added: 0, settled: 0, snapshot: false, byAccount: {} };
    const applied = applyCheckpoint(threePlayers(makeCtx()).data, edited, true, legacy, summary, makeCtx());
    if ('problem' in applied) throw new Error(applied.problem);
    expect(applied.league.payout).toBeUndefined();
  });

  it('is stated by the invite before joining', async () => {
    const [keys] = await testKeys();
    const invite = await readInvite(await signUpdateAtNow(keys, await poolLog(keys)));
    expect(invite.ok && invite.preview.payout).toBe('pool');
    const fixed = await readInvite(await signUpdateAtNow(keys, await startLeagueLog(keys.publicKey, 'Fixed Cup', 1000, NOW)));
    expect(fixed.ok && fixed.preview.payout).toBe('fixed');
  });
});

describe('a result in a league that shares the pool', () => {
  it('pays nothing before the snapshot, even on a bet the organiser counted', async () => {
    const game = await poolBets();
    const counted = ok(applyLeagueUpdate(game.data, await paidUpdate(game.keys, game.log, 4, game.data, NOW + 4 * HOUR_MS, []), 'link', game.ctx)).data;
    const log = await resolve(game.log, game.q1, 'YES');
    const resulted = ok(applyLeagueUpdate(counted, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx));
    expect(positionIn(resulted.data, game.annId)).toMatchObject({ status: 'open', resultSeq: 4 });
    expect(positionIn(resulted.data, game.bobId)).toMatchObject({ status: 'open', resultSeq: 4 });
    expect(leagueBalance(resulted.data.ledger, game.ann, log.leagueId)).toBe(900);
  });

  it('is paid by the snapshot exactly as it publishes: the share, and lost when not listed', async () => {
    const game = await poolBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const resulted = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx)).data;
    const update = await paidUpdate(game.keys, log, 5, game.data, NOW + 11 * HOUR_MS, [{ id: game.annId, amount: 150, kind: 'win' }]);
    const paid = ok(applyLeagueUpdate(resulted, update, 'link', game.ctx));
    expect(positionIn(paid.data, game.annId)).toMatchObject({ status: 'won', paid: 150 });
    expect(positionIn(paid.data, game.bobId)).toMatchObject({ status: 'lost' });
    // Every screen says what was paid, not the fixed rule's figure.
    expect(summarisePosition(paid.data.positions, game.ann, game.q1, true)?.won).toBe(150);
    expect(predictionHistory(paid.data.positions, game.ann).map((row) => row.winnings)).toEqual([150]);
    expect(paid.data.ledger.filter((entry) => entry.positionId === game.annId && entry.kind === 'win')).toEqual([
      expect.objectContaining({ id: leagueCreditEntryId(log.leagueId, 4, game.annId), amount: 150 }),
    ]);
    expect(leagueBalance(paid.data.ledger, game.ann, log.leagueId)).toBe(1050);
    expect(leagueBalance(paid.data.ledger, game.bob, log.leagueId)).toBe(950);
    expect(paid.summary.byAccount[game.ann]?.won).toEqual({ count: 1, coins: 150 });
    expect(v.safeParse(gameStateSchema, paid.data).success).toBe(true);
    // The same snapshot again pays nothing.
    expect(ok(applyLeagueUpdate(paid.data, update, 'link', game.ctx)).data).toBe(paid.data);
  });

  it('refunds a bet when the published payout says refund', async () => {
    const game = await poolBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const update = await paidUpdate(game.keys, log, 4, game.data, NOW + 11 * HOUR_MS, [{ id: game.annId, amount: 100, kind: 'refund' }]);
    const paid = ok(applyLeagueUpdate(game.data, update, 'link', game.ctx));
    expect(positionIn(paid.data, game.annId)).toMatchObject({ status: 'refunded' });
    expect(paid.data.ledger.filter((entry) => entry.positionId === game.annId && entry.kind === 'refund')).toEqual([expect.objectContaining({ amount: 100 })]);
    expect(leagueBalance(paid.data.ledger, game.ann, log.leagueId)).toBe(1000);
  });
});
