// Following a league again from its full signed log when its questions are still here: a league
// record set aside (by itself, as before issue 27 point 6) left them behind, and the log's first
// 'question-added' used to refuse the whole log for good ('question …1 cannot be added').

import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate, leagueCreditEntryId } from '@/lib/league/apply-update';
import { followLeague, leagueBalance } from '@/lib/league/follow-league';
import type { GameData } from '@/lib/model/game';
import { gameStateSchema } from '@/lib/storage/schema';
import * as v from 'valibot';
import { makeCtx, makeMarket, ok, threePlayers } from '../game-fixtures';
import { ENDS, HOUR_MS, NOW, logWithQuestions, resolve, testKeys, verifiedUpdate } from './league-fixtures';
import { countedUpdate, followWithKey, holdCounted } from './counted-snapshot';

/** Ann follows a two-question league and bets 100 YES on question 1 and 50 NO on question 2, both counted by the organiser. */
async function annInALeague() {
  const [keys] = await testKeys();
  const log = await logWithQuestions(keys, 2);
  const ctx = makeCtx(NOW + 3 * HOUR_MS);
  const { data: players, ids } = threePlayers(ctx);
  const ann = ids[0] ?? '';
  const q1 = `${log.leagueId}.1`;
  const q2 = `${log.leagueId}.2`;
  let data = ok(applyLeagueUpdate(players, await verifiedUpdate(keys, log), 'site', ctx)).data;
  data = followWithKey(data, ann, log.leagueId, ctx);
  data = ok(placeBet(data, { accountId: ann, marketId: q1, choice: 'YES', amount: 100 }, ctx)).data;
  data = holdCounted(ok(placeBet(data, { accountId: ann, marketId: q2, choice: 'NO', amount: 50 }, ctx)).data, log.leagueId);
  return { keys, log, ctx, data, ann, q1, q2 };
}

/** The game as it was left when only the league's record went to the quarantine. */
const withoutLeagueRecord = (data: GameData): GameData => ({ ...data, leagues: [] });

describe('applyLeagueUpdate on a league whose questions are still here', () => {
  it('rebuilds them from the full log instead of refusing it, and settles them per the log, once', async () => {
    const game = await annInALeague();
    const log = await resolve(game.log, game.q1, 'YES');
    // The organiser's whole log, with its count of Ann's bets (the snapshot held here went with the league record).
    const applied = ok(applyLeagueUpdate(withoutLeagueRecord(game.data), await countedUpdate(game.keys, log, 1, game.data, NOW + HOUR_MS), 'link', game.ctx));

    expect(applied.data.leagues).toEqual([expect.objectContaining({ id: log.leagueId, seq: 4, hashes: log.hashes, source: 'link' })]);
    const questions = applied.data.markets.filter((market) => market.leagueId === log.leagueId);
    expect(questions.map((market) => market.id).sort()).toEqual([game.q1, game.q2]);
    expect(questions.find((market) => market.id === game.q1)).toMatchObject({ isResolved: true, outcome: 'YES', totalPool: 100, yesCoins: 100 });
    expect(questions.find((market) => market.id === game.q2)).toMatchObject({ isResolved: false, totalPool: 50, noCoins: 50, endTime: ENDS });
    // Ann's wallet was never set aside: her start entry stands, her bet is paid by the log's result.
    const win = applied.data.positions.find((position) => position.marketId === game.q1);
    expect(win).toMatchObject({ status: 'won' });
    expect(applied.data.ledger.filter((entry) => entry.id === leagueCreditEntryId(log.leagueId, 4, win?.id ?? ''))).toEqual([expect.objectContaining({ amount: 180 })]);
    expect(leagueBalance(applied.data.ledger, game.ann, log.leagueId)).toBe(1000 - 150 + 180);
    expect(ok(followLeague(applied.data, game.ann, log.leagueId, game.ctx)).credited).toBe(false);
    expect(v.safeParse(gameStateSchema, applied.data).success).toBe(true);
  });

  it('pays nothing twice for a question this browser had settled already', async () => {
    const game = await annInALeague();
    const log = await resolve(game.log, game.q1, 'YES');
    const settled = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'site', game.ctx)).data;
    const again = ok(applyLeagueUpdate(withoutLeagueRecord(settled), await verifiedUpdate(game.keys, log), 'link', game.ctx)).data;
    expect(again.ledger).toEqual(settled.ledger);
    expect(again.positions).toEqual(settled.positions);
    expect(again.markets.find((market) => market.id === game.q1)).toMatchObject({ isResolved: true, outcome: 'YES' });
  });

  it('never reopens a question got its result here when the log followed again stops before its result', async () => {
    const game = await annInALeague();
    const log = await resolve(game.log, game.q1, 'YES');
    const settled = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'site', game.ctx)).data;
    // An older link: signed, but from before the result.
    const again = ok(applyLeagueUpdate(withoutLeagueRecord(settled), await verifiedUpdate(game.keys, game.log), 'link', game.ctx)).data;
    expect(again.markets.find((market) => market.id === game.q1)).toMatchObject({ isResolved: true, outcome: 'YES' });
    expect(placeBet(again, { accountId: game.ann, marketId: game.q1, choice: 'YES', amount: 100 }, game.ctx)).toMatchObject({ ok: false, reason: 'market-resolved' });
    expect(again.positions.find((position) => position.marketId === game.q1)).toMatchObject({ status: 'won' });
    // The result, when it comes, changes nothing more.
    const later = ok(applyLeagueUpdate(again, await verifiedUpdate(game.keys, log, 4), 'link', game.ctx)).data;
    expect(later.ledger).toEqual(again.ledger);
  });

  it('still refuses a question id held by a practice question', async () => {
    const game = await annInALeague();
    const practice = { ...withoutLeagueRecord(game.data), markets: game.data.markets.map((market) => (market.id === game.q1 ? makeMarket({ id: game.q1, leagueId: null }) : market)) };
    expect(applyLeagueUpdate(practice, await verifiedUpdate(game.keys, game.log), 'link', game.ctx)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
