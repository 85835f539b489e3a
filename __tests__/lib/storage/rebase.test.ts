import { placeBet } from '@/lib/betting/place-bet';
import { addedRecordIds, isCommitKept, isRecentCommit, REBASE_WINDOW_MS, replayContext, type CommitRecord } from '@/lib/storage/rebase';
import { settleMarket } from '@/lib/settlement/settlement';
import { updateSettings } from '@/lib/admin/settings';
import { claimDailyBonus } from '@/lib/wallet/free-coins';
import { makeCtx, NOW, ok, playedGame } from '../game-fixtures';

const record = (overrides: Partial<CommitRecord>): CommitRecord => ({ nowMs: NOW, ids: [], added: [], rev: 5, ...overrides });

describe('addedRecordIds', () => {
  it('names the position and ledger entry a bet adds, and nothing else', () => {
    const { data, a } = playedGame();
    const after = ok(placeBet(data, { accountId: a, marketId: 'm2', choice: 'NO', amount: 10 }, makeCtx(NOW, 'bet'))).data;
    expect(addedRecordIds(data, after).sort()).toEqual(['ledger:bet-1:stake', 'position:bet-1']);
  });

  it('is empty for a change that adds no record', () => {
    const { data } = playedGame();
    const after = ok(settleMarket(data, 'm2', 'NO', makeCtx(NOW, 'settle'))).data;
    expect(addedRecordIds(data, after)).toEqual([]);
  });
});

describe('isCommitKept', () => {
  it('is true for data stored on top of this page’s write, even when it removed the records', () => {
    const { data } = playedGame();
    expect(isCommitKept(record({ added: ['position:gone'], rev: 7 }), data, 8)).toBe(true);
  });

  it('is true for data stored at its rev or earlier only when it holds every record the operation added', () => {
    const { data, a } = playedGame();
    const after = ok(placeBet(data, { accountId: a, marketId: 'm2', choice: 'NO', amount: 10 }, makeCtx(NOW, 'bet'))).data;
    const bet = record({ added: addedRecordIds(data, after), rev: 7 });
    expect(isCommitKept(bet, data, 7)).toBe(false);
    expect(isCommitKept(bet, data, 3)).toBe(false);
    // Another page's rebase holds the bet, and settled its market since: the bet is kept.
    const settled = ok(settleMarket(after, 'm2', 'YES', makeCtx(NOW, 'settle'))).data;
    expect(isCommitKept(bet, settled, 7)).toBe(true);
  });

  it('is false at its rev or earlier for an operation that added nothing', () => {
    const { data } = playedGame();
    expect(isCommitKept(record({ added: [], rev: 7 }), data, 7)).toBe(false);
    expect(isCommitKept(record({ added: [], rev: 7 }), data, 6)).toBe(false);
  });
});

describe('isRecentCommit', () => {
  it('is true within the rebase window either side of the clock, so a clock moved back drops nothing new', () => {
    expect(isRecentCommit(record({}), NOW + REBASE_WINDOW_MS)).toBe(true);
    expect(isRecentCommit(record({}), NOW + REBASE_WINDOW_MS + 1)).toBe(false);
    expect(isRecentCommit(record({}), NOW - REBASE_WINDOW_MS)).toBe(true);
  });
});

describe('replayContext', () => {
  it('hands out the first run’s ids in order, then fresh ones, at the first run’s time', () => {
    let fresh = 0;
    const ctx = replayContext(NOW, ['a', 'b'], () => `fresh-${(fresh += 1)}`);
    expect(ctx.nowMs).toBe(NOW);
    expect([ctx.newId(), ctx.newId(), ctx.newId()]).toEqual(['a', 'b', 'fresh-1']);
  });

  it('replays a bet as the same records, so it can never be stored twice', () => {
    const { data, a } = playedGame();
    const first = makeCtx(NOW, 'bet');
    const bet = { accountId: a, marketId: 'm2', choice: 'NO', amount: 10 } as const;
    const once = ok(placeBet(data, bet, first)).data;
    const again = ok(placeBet(data, bet, replayContext(NOW, ['bet-1', 'bet-2'], () => 'unused'))).data;
    expect(again).toEqual(once);
  });

  it('is refused or changes nothing where a change without new records is already there', () => {
    const { data, a } = playedGame();
    const claimed = ok(claimDailyBonus(data, a, makeCtx(NOW, 'bonus'))).data;
    expect(claimDailyBonus(claimed, a, replayContext(NOW, ['bonus-1'], () => 'x'))).toEqual({ ok: false, reason: 'already-claimed' });
    const settled = ok(settleMarket(data, 'm1', 'YES', makeCtx(NOW, 'settle'))).data;
    expect(settleMarket(settled, 'm1', 'YES', replayContext(NOW, ['settle-1'], () => 'x'))).toEqual({ ok: false, reason: 'already-settled' });
    const form = { platformName: 'Quiz', dailyBonus: '60' };
    const saved = ok(updateSettings(data, form)).data;
    expect(ok(updateSettings(saved, form)).data).toEqual(saved);
  });
});
