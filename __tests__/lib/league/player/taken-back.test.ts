// A league cash-out the organiser refused comes back on the player's browser: its coins taken back
// once (even below zero), the bet standing again, and the storage checks see no damage in it.

import { placeBet } from '@/lib/betting/place-bet';
import { standingPotentialWin } from '@/lib/betting/cash-out-rules';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { leagueBalance } from '@/lib/league/follow-league';
import { summaryText } from '@/lib/league/league-words';
import { readUpdate } from '@/lib/league/read-update';
import { signUpdate } from '@/lib/league/sign-update';
import type { GameData } from '@/lib/model/game';
import type { Position } from '@/lib/model/position';
import { gameStateSchema } from '@/lib/storage/schema';
import { takeBackRefusedCashOuts } from '@/lib/league/player/taken-back';
import { cashOutEntryId, cashOutTakenBackText } from '@/lib/wallet/entry-text';
import * as v from 'valibot';
import { makeCtx, ok, threePlayers } from '../../game-fixtures';
import { countedSnapshot, followWithKey, testPlayerId } from '../counted-snapshot';
import { HOUR_MS, logWithQuestions, NOW, pinned, resolve, testKeys, verifiedUpdate } from '../league-fixtures';

const CASH_OUT_AT = new Date(NOW + 3.5 * HOUR_MS).toISOString();

/** Ann bet `stake` YES, then cashed `part` of it out for `value` coins (as the cash-out action leaves it). */
async function cashedOut(stake: number, part: number, value: number) {
  const [keys] = await testKeys();
  const log = await logWithQuestions(keys, 2);
  const ctx = makeCtx(NOW + 3 * HOUR_MS);
  const { data: players, ids } = threePlayers(ctx);
  const ann = ids[0] ?? '';
  let data = ok(applyLeagueUpdate(players, await verifiedUpdate(keys, log), 'link', ctx)).data;
  data = followWithKey(data, ann, log.leagueId, ctx);
  const bet = ok(placeBet(data, { accountId: ann, marketId: `${log.leagueId}.1`, choice: 'YES', amount: stake }, ctx));
  const cashOutId = `${testPlayerId(ann, log.leagueId)}.${'f'.repeat(16)}`;
  const cashOut = { id: cashOutId, amount: part, value, at: CASH_OUT_AT, pricedAt: new Date(NOW).toISOString() };
  const withCashOut = { ...bet.position, cashOuts: [cashOut] };
  const position: Position = { ...withCashOut, potentialWin: standingPotentialWin(withCashOut), ...(part === stake ? { status: 'cashed-out' as const, settledAt: CASH_OUT_AT } : {}) };
  const credit = {
    ...{ id: cashOutEntryId(cashOutId, 'paid'), accountId: ann, amount: value, description: `Cashed out: ${bet.position.question}` },
    ...{ createdAt: CASH_OUT_AT, positionId: position.id, kind: 'cash-out' as const, wallet: log.leagueId },
  };
  const game: GameData = { ...bet.data, positions: bet.data.positions.map((each) => (each.id === position.id ? position : each)), ledger: [...bet.data.ledger, credit] };
  return { keys, log, ctx, data: game, ann, position, cashOutId };
}

async function refusing(game: Awaited<ReturnType<typeof cashedOut>>, signedAtMs: number) {
  const snapshot = countedSnapshot(game.data, game.log.leagueId, game.log.events.length);
  const judged = snapshot.judged.map((row) => ({ ...row, refused: [...row.refused, { id: game.cashOutId, reason: 'crowd-moved' as const }] }));
  const read = await readUpdate(await signUpdate(game.keys, game.log, game.log.events.length + 1, { signedAtMs, snapshot: { ...snapshot, judged } }), pinned(game.log));
  if (!read.ok) throw new Error(read.reason);
  return read.update;
}

const positionIn = (data: GameData, id: string) => data.positions.find((position) => position.id === id);

describe('a league cash-out the organiser refused', () => {
  it('takes its coins back once, and the whole stake stands again, open', async () => {
    const game = await cashedOut(100, 100, 81);
    expect(v.safeParse(gameStateSchema, game.data).success).toBe(true);
    expect(leagueBalance(game.data.ledger, game.ann, game.log.leagueId)).toBe(981);
    const update = await refusing(game, NOW + 4 * HOUR_MS);
    const taken = ok(applyLeagueUpdate(game.data, update, 'link', game.ctx));
    expect(positionIn(taken.data, game.position.id)).toMatchObject({ status: 'open', settledAt: null, potentialWin: 180, cashOuts: [expect.objectContaining({ id: game.cashOutId, notCounted: 'crowd-moved' })] });
    expect(taken.data.ledger.filter((entry) => entry.kind === 'cash-out' && entry.amount < 0)).toEqual([
      expect.objectContaining({ id: cashOutEntryId(game.cashOutId, 'taken back'), amount: -81, description: cashOutTakenBackText('crowd-moved', game.position.question), wallet: game.log.leagueId }),
    ]);
    expect(leagueBalance(taken.data.ledger, game.ann, game.log.leagueId)).toBe(900);
    expect(taken.summary.byAccount[game.ann]?.cashOutTakenBack).toEqual({ count: 1, coins: 81 });
    expect(summaryText(taken.summary, game.ann)).toBe('Site League: the organiser counted your bets: the crowd moved: your cash-out was taken back and your bet stands');
    expect(v.safeParse(gameStateSchema, taken.data).success).toBe(true);

    // The same update again, and a newer snapshot refusing it again: nothing more is taken.
    expect(ok(applyLeagueUpdate(taken.data, update, 'link', game.ctx)).data).toBe(taken.data);
    const again = ok(applyLeagueUpdate(taken.data, await refusing(game, NOW + 5 * HOUR_MS), 'link', game.ctx)).data;
    expect(again.ledger.filter((entry) => entry.kind === 'cash-out' && entry.amount < 0)).toHaveLength(1);
    expect(leagueBalance(again.ledger, game.ann, game.log.leagueId)).toBe(900);
  });

  it('may take the league wallet below zero, which storage does not take for damage', async () => {
    const game = await cashedOut(1000, 500, 450);
    // Ann spends the 450 back on question 2: her wallet holds nothing when the cash-out is refused.
    const spent = ok(placeBet(game.data, { accountId: game.ann, marketId: `${game.log.leagueId}.2`, choice: 'NO', amount: 450 }, game.ctx)).data;
    expect(leagueBalance(spent.ledger, game.ann, game.log.leagueId)).toBe(0);
    const taken = ok(applyLeagueUpdate(spent, await refusing({ ...game, data: spent }, NOW + 4 * HOUR_MS), 'link', game.ctx)).data;
    expect(leagueBalance(taken.ledger, game.ann, game.log.leagueId)).toBe(-450);
    expect(positionIn(taken, game.position.id)).toMatchObject({ status: 'open', potentialWin: 1800 });
    expect(v.safeParse(gameStateSchema, taken).success).toBe(true);
  });

  it('holds a result back from a bet whose cash-out is not judged yet, then pays the whole win once the cash-out is refused', async () => {
    const game = await cashedOut(100, 50, 45);
    const questionId = `${game.log.leagueId}.1`;
    const resolved = await resolve(game.log, questionId, 'YES', NOW + 4 * HOUR_MS);
    const seq = resolved.events.length;
    // The organiser counted the bet (its card reached it), not the cash-out made after that card.
    const counting = countedSnapshot(game.data, game.log.leagueId, seq);
    const read = await readUpdate(await signUpdate(game.keys, resolved, game.log.events.length + 1, { signedAtMs: NOW + 4 * HOUR_MS, snapshot: counting }), pinned(resolved));
    if (!read.ok) throw new Error(read.reason);
    const waited = ok(applyLeagueUpdate(game.data, read.update, 'link', game.ctx)).data;
    expect(positionIn(waited, game.position.id)).toMatchObject({ status: 'open', potentialWin: 90 });
    expect(waited.ledger.filter((entry) => entry.kind === 'win')).toEqual([]);

    const judged = counting.judged.map((row) => ({ ...row, refused: [{ id: game.cashOutId, reason: 'after-result' as const }] }));
    const refusing = await readUpdate(await signUpdate(game.keys, resolved, seq, { signedAtMs: NOW + 5 * HOUR_MS, snapshot: { ...counting, judged } }), pinned(resolved));
    if (!refusing.ok) throw new Error(refusing.reason);
    const paid = ok(applyLeagueUpdate(waited, refusing.update, 'link', game.ctx)).data;
    expect(positionIn(paid, game.position.id)).toMatchObject({ status: 'won', potentialWin: 180 });
    expect(paid.ledger.filter((entry) => entry.kind === 'win').map((entry) => entry.amount)).toEqual([180]);
    // Staked 100, got 45 back, gave the 45 back, won 180.
    expect(leagueBalance(paid.ledger, game.ann, game.log.leagueId)).toBe(1080);
  });
});

describe('a cash-out refused after its bet settled', () => {
  it('changes nothing: the verdict it was settled on is final here', () => {
    const cashOut = { id: 'pppppppppppppppp.00000000000000c1', amount: 50, value: 45, at: new Date(NOW).toISOString(), pricedAt: new Date(NOW).toISOString() };
    const won: Position = {
      ...{ id: 'pppppppppppppppp.0000000000000001', accountId: 'ann', marketId: 'aaaabbbbccccdddd.1', question: 'Will it rain?', choice: 'YES', amount: 100, potentialWin: 90 },
      ...{ createdAt: new Date(NOW).toISOString(), status: 'won', settledAt: new Date(NOW).toISOString(), yesShareAfter: 50, wallet: 'aaaabbbbccccdddd', cashOuts: [cashOut] },
    };
    const taken = takeBackRefusedCashOuts([won], 'aaaabbbbccccdddd', () => 'crowd-moved', NOW);
    expect(taken.positions).toEqual([won]);
    expect(taken.debits).toEqual([]);
  });
});
