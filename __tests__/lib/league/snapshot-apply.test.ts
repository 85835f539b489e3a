// A player's browser pays a league bet only once the organiser counted it: a result alone leaves an
// uncounted bet open, a later snapshot counting it pays it once (under the result's credit id), a
// snapshot refusing it gives the stake back as 'Not counted', and an older snapshot changes nothing.

import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate, leagueCreditEntryId } from '@/lib/league/apply-update';
import { leagueBalance } from '@/lib/league/follow-league';
import { summaryText } from '@/lib/league/league-words';
import type { GameData } from '@/lib/model/game';
import { gameStateSchema } from '@/lib/storage/schema';
import { historyOf } from '@/lib/wallet/ledger';
import * as v from 'valibot';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { countedUpdate, followWithKey } from './counted-snapshot';
import { HOUR_MS, logWithQuestions, NOW, resolve, testKeys, verifiedUpdate } from './league-fixtures';

/** Ann follows a two-question league with a player key and bets 100 YES on question 1; nothing counted yet. */
async function annBets() {
  const [keys] = await testKeys();
  const log = await logWithQuestions(keys, 2);
  const ctx = makeCtx(NOW + 3 * HOUR_MS);
  const { data: players, ids } = threePlayers(ctx);
  const ann = ids[0] ?? '';
  const q1 = `${log.leagueId}.1`;
  let data = ok(applyLeagueUpdate(players, await verifiedUpdate(keys, log), 'link', ctx)).data;
  data = followWithKey(data, ann, log.leagueId, ctx);
  const bet = ok(placeBet(data, { accountId: ann, marketId: q1, choice: 'YES', amount: 100 }, ctx));
  return { keys, log, ctx, data: bet.data, ann, q1, position: bet.position };
}

const positionIn = (data: GameData, id: string) => data.positions.find((position) => position.id === id);

describe('a league result without the organiser’s count', () => {
  it('pays nothing and leaves the bet open on the settled question, with the result’s seq', async () => {
    const game = await annBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const result = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx));
    expect(result.data.markets.find((market) => market.id === game.q1)).toMatchObject({ isResolved: true, outcome: 'YES' });
    expect(positionIn(result.data, game.position.id)).toMatchObject({ status: 'open', resultSeq: 4 });
    expect(leagueBalance(result.data.ledger, game.ann, log.leagueId)).toBe(900);
    expect(result.summary).toMatchObject({ settled: 1, byAccount: {} });
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });
});

describe('a league bet placed before picks travelled (no pick id)', () => {
  it('is settled by the result as when it was placed: it could never be sent to the organiser', async () => {
    const game = await annBets();
    const legacyId = 'old1234567ab';
    const data = { ...game.data, positions: game.data.positions.map((position) => (position.id === game.position.id ? { ...position, id: legacyId } : position)) };
    const log = await resolve(game.log, game.q1, 'YES');
    const result = ok(applyLeagueUpdate(data, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx));
    expect(positionIn(result.data, legacyId)).toMatchObject({ status: 'won' });
    expect(result.data.ledger.filter((entry) => entry.id === leagueCreditEntryId(log.leagueId, 4, legacyId))).toEqual([expect.objectContaining({ amount: 180 })]);
  });
});

describe('a snapshot that counts the bet', () => {
  it('arriving alone after the result, pays it once under the result’s credit id; the same snapshot again pays nothing', async () => {
    const game = await annBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const resulted = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx)).data;
    const counted = await countedUpdate(game.keys, log, 5, game.data, NOW + 11 * HOUR_MS);
    expect(counted.events).toEqual([]);
    const paid = ok(applyLeagueUpdate(resulted, counted, 'link', game.ctx));
    expect(positionIn(paid.data, game.position.id)).toMatchObject({ status: 'won' });
    expect(paid.data.ledger.filter((entry) => entry.id === leagueCreditEntryId(log.leagueId, 4, game.position.id))).toEqual([expect.objectContaining({ amount: 180, kind: 'win' })]);
    expect(leagueBalance(paid.data.ledger, game.ann, log.leagueId)).toBe(1080);
    expect(paid.summary).toMatchObject({ added: 0, settled: 0, snapshot: true });
    expect(paid.summary.byAccount[game.ann]?.won).toEqual({ count: 1, coins: 180 });
    expect(summaryText(paid.summary, game.ann)).toBe('Site League: the organiser counted your bets: you won 180');
    expect(paid.data.leagues[0]).toMatchObject({ snapshot: counted.snapshot, snapshotAt: new Date(NOW + 11 * HOUR_MS).toISOString() });
    expect(v.safeParse(gameStateSchema, paid.data).success).toBe(true);

    const replay = ok(applyLeagueUpdate(paid.data, counted, 'link', game.ctx));
    expect(replay.data).toBe(paid.data);
    // The whole log with the same snapshot, too: nothing is paid twice.
    const whole = ok(applyLeagueUpdate(paid.data, await countedUpdate(game.keys, log, 1, game.data, NOW + 11 * HOUR_MS), 'link', game.ctx));
    expect(whole.data).toBe(paid.data);
  });

  it('held before the result, lets the result pay it at once', async () => {
    const game = await annBets();
    const counted = ok(applyLeagueUpdate(game.data, await countedUpdate(game.keys, game.log, 4, game.data, NOW + 4 * HOUR_MS), 'link', game.ctx)).data;
    expect(positionIn(counted, game.position.id)).toMatchObject({ status: 'open' });
    const log = await resolve(game.log, game.q1, 'NO');
    const lost = ok(applyLeagueUpdate(counted, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx));
    expect(positionIn(lost.data, game.position.id)).toMatchObject({ status: 'lost' });
    expect(lost.summary.byAccount[game.ann]?.lost).toEqual({ count: 1, coins: 100 });
  });

  it('waits for the events up to its seq: a snapshot alone ahead of this browser is a gap', async () => {
    const game = await annBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const alone = await countedUpdate(game.keys, log, 5, game.data, NOW + 11 * HOUR_MS);
    expect(applyLeagueUpdate(game.data, alone, 'link', game.ctx)).toEqual({ ok: false, reason: 'gap', startsAt: 5, haveUpTo: 3 });
  });

  it('judges only bets placed up to how far the player’s picks were counted', async () => {
    const game = await annBets();
    // Counted up to the first bet; a second bet placed after it is not yet judged.
    const counting = await countedUpdate(game.keys, game.log, 4, game.data, NOW + 4 * HOUR_MS);
    game.ctx.setNow(NOW + 3.5 * HOUR_MS);
    const second = ok(placeBet(game.data, { accountId: game.ann, marketId: game.q1, choice: 'NO', amount: 50 }, game.ctx));
    const held = ok(applyLeagueUpdate(second.data, counting, 'link', game.ctx)).data;
    const log = await resolve(game.log, game.q1, 'YES');
    const settled = ok(applyLeagueUpdate(held, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx)).data;
    expect(positionIn(settled, game.position.id)).toMatchObject({ status: 'won' });
    expect(positionIn(settled, second.position.id)).toMatchObject({ status: 'open', resultSeq: 4 });
  });
});

describe('a snapshot that refuses the bet', () => {
  it('gives the stake back once as not counted, with why, in the wallet’s history', async () => {
    const game = await annBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const refusing = await countedUpdate(game.keys, log, 4, game.data, NOW + 11 * HOUR_MS, { refused: { [game.position.id]: 'after-result' } });
    const refunded = ok(applyLeagueUpdate(game.data, refusing, 'link', game.ctx));
    expect(positionIn(refunded.data, game.position.id)).toMatchObject({ status: 'refunded', notCounted: 'after-result' });
    expect(leagueBalance(refunded.data.ledger, game.ann, log.leagueId)).toBe(1000);
    const [latest] = historyOf(refunded.data.ledger, game.ann);
    expect(latest).toMatchObject({ amount: 100, kind: 'refund', wallet: log.leagueId, description: 'Not counted: sent after the result (Will team 1 win the cup?)' });
    expect(refunded.summary.byAccount[game.ann]).toMatchObject({ notCounted: { count: 1, coins: 100 }, won: { count: 0, coins: 0 } });
    expect(summaryText(refunded.summary, game.ann)).toBe('Site League: 1 question got its result: 1 bet not counted (100 back)');
    expect(v.safeParse(gameStateSchema, refunded.data).success).toBe(true);

    // A newer snapshot listing the same refusal changes no coin.
    const again = ok(applyLeagueUpdate(refunded.data, await countedUpdate(game.keys, log, 5, game.data, NOW + 12 * HOUR_MS, { refused: { [game.position.id]: 'after-result' } }), 'link', game.ctx));
    expect(again.data.ledger).toBe(refunded.data.ledger);
    expect(again.data.positions).toBe(refunded.data.positions);
  });

  it('refunds a bet on a question still open, as sent after it closed', async () => {
    const game = await annBets();
    const refusing = await countedUpdate(game.keys, game.log, 4, game.data, NOW + 4 * HOUR_MS, { refused: { [game.position.id]: 'after-close' } });
    const refunded = ok(applyLeagueUpdate(game.data, refusing, 'link', game.ctx)).data;
    expect(positionIn(refunded, game.position.id)).toMatchObject({ status: 'refunded', notCounted: 'after-close' });
    expect(historyOf(refunded.ledger, game.ann)[0]?.description).toMatch(/^Not counted: sent after the question closed/);
  });
});

describe('an older snapshot', () => {
  it('changes nothing once a later one is held, whatever it says', async () => {
    const game = await annBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const newer = await countedUpdate(game.keys, log, 5, game.data, NOW + 12 * HOUR_MS, { positions: [] });
    const older = await countedUpdate(game.keys, log, 5, game.data, NOW + 11 * HOUR_MS);
    const resulted = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx)).data;
    const held = ok(applyLeagueUpdate(resulted, newer, 'link', game.ctx)).data;
    const late = ok(applyLeagueUpdate(held, older, 'link', game.ctx));
    expect(late.data).toBe(held);
    expect(positionIn(late.data, game.position.id)).toMatchObject({ status: 'open' });
    expect(late.data.leagues[0]?.snapshotAt).toBe(new Date(NOW + 12 * HOUR_MS).toISOString());
  });
});
