import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate, leagueCreditEntryId, type ApplyRefusal } from '@/lib/league/apply-update';
import { appendQuestion, appendRename } from '@/lib/league/league-log';
import { leagueBalance } from '@/lib/league/follow-league';
import { applyRefusalText, summaryText } from '@/lib/league/league-words';
import type { LeagueEvent } from '@/lib/model/league';
import { gameStateSchema } from '@/lib/storage/schema';
import * as v from 'valibot';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { draft, ENDS, handMadeUpdate, HOUR_MS, logWithQuestions, NOW, resolve, testKeys, verifiedUpdate } from './league-fixtures';
import { followWithKey, holdCounted } from './counted-snapshot';

async function started() {
  const [keys] = await testKeys();
  const log = await logWithQuestions(keys, 2);
  const ctx = makeCtx(NOW + 3 * HOUR_MS);
  const { data, ids } = threePlayers(ctx);
  const applied = ok(applyLeagueUpdate(data, await verifiedUpdate(keys, log), 'site', ctx));
  return { keys, log, ctx, data: applied.data, summary: applied.summary, ids, q1: `${log.leagueId}.1`, q2: `${log.leagueId}.2` };
}

/** Ann and Bob follow; Ann bets 100 YES on q1 and 50 NO on q2, Bob 50 NO on q1; the organiser counted every bet. */
async function withBets() {
  const game = await started();
  const { ctx, q1, q2 } = game;
  const [ann = '', bob = ''] = game.ids;
  let data = followWithKey(game.data, ann, game.log.leagueId, ctx);
  data = followWithKey(data, bob, game.log.leagueId, ctx);
  data = ok(placeBet(data, { accountId: ann, marketId: q1, choice: 'YES', amount: 100 }, ctx)).data;
  data = ok(placeBet(data, { accountId: ann, marketId: q2, choice: 'NO', amount: 50 }, ctx)).data;
  data = ok(placeBet(data, { accountId: bob, marketId: q1, choice: 'NO', amount: 50 }, ctx)).data;
  return { ...game, data: holdCounted(data, game.log.leagueId), ann, bob };
}

describe('applyLeagueUpdate', () => {
  it('starts following a league from event 1: its key pinned and its questions added first, in its name', async () => {
    const { data, log, summary, q1, q2 } = await started();
    expect(data.leagues).toEqual([
      {
        id: log.leagueId,
        name: 'Site League',
        publicKey: log.publicKey,
        startingCoins: 1000,
        payout: 'fixed',
        seq: 3,
        hashes: log.hashes,
        updatedAt: new Date(NOW + 3 * HOUR_MS).toISOString(),
        signedAt: new Date(NOW).toISOString(),
        source: 'site',
      },
    ]);
    expect(data.markets.slice(0, 2).map((market) => market.id)).toEqual([q2, q1]);
    expect(data.markets[1]).toEqual({
      id: q1,
      question: 'Will team 1 win the cup?',
      category: 'Sports',
      endTime: ENDS,
      createdAt: new Date(NOW + HOUR_MS).toISOString(),
      leagueId: log.leagueId,
      isResolved: false,
      totalYes: 0,
      totalNo: 0,
      totalPool: 0,
      yesCoins: 0,
      noCoins: 0,
    });
    expect(summary).toEqual({ leagueId: log.leagueId, name: 'Site League', added: 2, settled: 0, snapshot: false, byAccount: {} });
    expect(v.safeParse(gameStateSchema, data).success).toBe(true);
  });

  it('settles results into league wallets with ledger ids named after the event, and says what changed', async () => {
    const game = await withBets();
    let log = await resolve(game.log, game.q1, 'YES');
    log = await resolve(log, game.q2, 'VOID');
    const result = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'site', game.ctx));
    const { ann, bob } = game;
    expect(result.summary).toEqual({
      leagueId: log.leagueId,
      name: 'Site League',
      added: 0,
      settled: 2,
      snapshot: false,
      byAccount: {
        [ann]: { won: { count: 1, coins: 180 }, refunded: { count: 1, coins: 50 }, lost: { count: 0, coins: 0 }, notCounted: { count: 0, coins: 0 }, cashOutTakenBack: { count: 0, coins: 0 }, cashOutRefused: { count: 0, coins: 0 } },
        [bob]: { won: { count: 0, coins: 0 }, refunded: { count: 0, coins: 0 }, lost: { count: 1, coins: 50 }, notCounted: { count: 0, coins: 0 }, cashOutTakenBack: { count: 0, coins: 0 }, cashOutRefused: { count: 0, coins: 0 } },
      },
    });
    expect(leagueBalance(result.data.ledger, ann, log.leagueId)).toBe(1000 - 150 + 180 + 50);
    expect(leagueBalance(result.data.ledger, bob, log.leagueId)).toBe(950);
    const annWin = result.data.positions.find((position) => position.accountId === ann && position.marketId === game.q1);
    expect(result.data.ledger.find((entry) => entry.id === leagueCreditEntryId(log.leagueId, 4, annWin?.id ?? ''))).toMatchObject({
      amount: 180,
      kind: 'win',
      wallet: log.leagueId,
    });
    // Practice coins never move with league coins.
    expect(result.data.accounts.map((account) => account.coins)).toEqual(game.data.accounts.map((account) => account.coins));
    expect(result.data.leagues[0]).toMatchObject({ seq: 5, hashes: log.hashes });
    expect(summaryText(result.summary, ann)).toBe('Site League: 2 questions got their results: you won 180, you got back 50');
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('pays once: the same update again, or the whole log, changes nothing and returns the same data', async () => {
    const game = await withBets();
    const log = await resolve(game.log, game.q1, 'YES');
    const once = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 4), 'site', game.ctx));
    for (const update of [await verifiedUpdate(game.keys, log, 4), await verifiedUpdate(game.keys, log), await verifiedUpdate(game.keys, log, 2)]) {
      const again = ok(applyLeagueUpdate(once.data, update, 'site', game.ctx));
      expect(again.data).toBe(once.data);
      expect(again.summary).toEqual({ leagueId: log.leagueId, name: 'Site League', added: 0, settled: 0, snapshot: false, byAccount: {} });
      expect(summaryText(again.summary, game.ann)).toBeNull();
    }
  });

  it('applies only the new tail of an update that overlaps what was applied', async () => {
    const game = await started();
    const log = await resolve(game.log, game.q1, 'NO');
    const result = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 2), 'site', game.ctx));
    expect(result.summary.settled).toBe(1);
    expect(result.data.markets.find((market) => market.id === game.q1)).toMatchObject({ isResolved: true, outcome: 'NO' });
  });

  it('refuses a gap and says what is missing', async () => {
    const game = await started();
    let log = await resolve(game.log, game.q1, 'NO');
    log = await resolve(log, game.q2, 'YES');
    const gap = applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, log, 5), 'site', game.ctx);
    expect(gap).toEqual({ ok: false, reason: 'gap', startsAt: 5, haveUpTo: 3 });
    expect(applyRefusalText(gap as ApplyRefusal)).toBe('You missed an earlier update: this link starts at step 5, and this phone has up to step 3. Open the earlier update link first, or ask the organiser for a new link.');
    const fresh = threePlayers(makeCtx()).data;
    const fromNothing = applyLeagueUpdate(fresh, await verifiedUpdate(game.keys, log, 2), 'site', game.ctx);
    expect(fromNothing).toEqual({ ok: false, reason: 'gap', startsAt: 2, haveUpTo: 0 });
    expect(applyRefusalText(fromNothing as ApplyRefusal)).toBe('You missed an earlier update: this link starts at step 2, and this phone has up to step 0. Open the earlier update link first, or ask the organiser for a new link.');
  });

  it('refuses a different event at an applied seq as a conflict, and a new event that follows a different history', async () => {
    const game = await started();
    const conflict = { ok: false, reason: 'conflict', leagueName: 'Site League' } as const;
    expect(applyRefusalText(conflict)).toBe('This update from Site League does not match the one you already opened, so nothing changed. Ask the organiser which link is right.');
    // The same seqs with other events (made at another time): the league's history rewritten.
    const rewritten = game.log.events.map((event) => ({ ...event, at: new Date(NOW + 9 * HOUR_MS).toISOString() }));
    expect(applyLeagueUpdate(game.data, await handMadeUpdate(game.log, rewritten), 'site', game.ctx)).toEqual(conflict);
    // A new event 4 that names another event 3 than the one applied.
    const next = await resolve(game.log, game.q1, 'YES');
    const update = await verifiedUpdate(game.keys, next, 4);
    const elsewhere = { ...update, events: update.events.map((event) => ({ ...event, prev: 'A'.repeat(43) })) };
    expect(applyLeagueUpdate(game.data, elsewhere, 'site', game.ctx)).toEqual(conflict);
  });

  it('refuses results that are not final, questions it cannot add, and a second start', async () => {
    const game = await started();
    const settled = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, await resolve(game.log, game.q1, 'YES'), 4), 'site', game.ctx)).data;
    const at = new Date(NOW).toISOString();
    const cases: [LeagueEvent, string][] = [
      [{ type: 'resolved', seq: 5, prev: '', at, questionId: game.q1, outcome: 'NO' }, `question ${game.q1} is unknown or already has its result`],
      [{ type: 'voided', seq: 5, prev: '', at, questionId: `${game.log.leagueId}.9` }, `question ${game.log.leagueId}.9 is unknown or already has its result`],
      [
        { type: 'question-added', seq: 5, prev: '', at, id: game.q2, question: 'Will it rain again?', category: 'News', description: '', endTime: ENDS },
        `question ${game.q2} cannot be added`,
      ],
      [
        { type: 'question-added', seq: 5, prev: '', at, id: 'aaaabbbbccccdddd.1', question: 'Will it rain again?', category: 'News', description: '', endTime: ENDS },
        'question aaaabbbbccccdddd.1 cannot be added',
      ],
      [{ type: 'started', seq: 5, prev: '', at, name: 'Site League', startingCoins: 1000 }, 'a league can start only once'],
    ];
    const withQ1 = await resolve(game.log, game.q1, 'YES');
    for (const [event, why] of cases) {
      const result = applyLeagueUpdate(settled, await handMadeUpdate(withQ1, [event]), 'site', game.ctx);
      expect(result).toMatchObject({ ok: false, reason: 'invalid', leagueName: 'Site League' });
      expect(applyRefusalText(result as ApplyRefusal)).toBe(`This update from Site League was not used: ${why}. Ask the organiser for the link again.`);
    }
  });

  it('renames the league, and refuses an update under another key for a followed league', async () => {
    const game = await started();
    const renamed = ok(await appendRename(game.log, 'Office League', NOW + 5 * HOUR_MS)).log;
    const result = ok(applyLeagueUpdate(game.data, await verifiedUpdate(game.keys, renamed, 4), 'site', game.ctx));
    expect(result.data.leagues[0]?.name).toBe('Office League');
    expect(result.summary.name).toBe('Office League');
    const [, stranger] = await testKeys();
    const foreign = { ...(await verifiedUpdate(game.keys, renamed, 4)), publicKey: stranger.publicKey };
    const refused = applyLeagueUpdate(game.data, foreign, 'site', game.ctx);
    expect(refused).toEqual({ ok: false, reason: 'bad-signature', leagueName: 'Site League' });
    expect(applyRefusalText(refused as ApplyRefusal)).toBe('This link failed the check: it was not sent by the organiser of Site League, or it was changed on the way. Ask the organiser for the link again.');
  });

  it('keeps the description the operator gave, and where the league was learned of', async () => {
    const [keys] = await testKeys();
    const added = ok(await appendQuestion(await logWithQuestions(keys, 0), draft('Will it be sunny on Sunday?', { description: 'Per the met office' }), NOW));
    const result = ok(applyLeagueUpdate(threePlayers(makeCtx()).data, await verifiedUpdate(keys, added.log), 'link', makeCtx()));
    expect(result.data.markets[0]).toMatchObject({ description: 'Per the met office' });
    expect(result.data.leagues[0]?.source).toBe('link');
  });
});
