import { countPicks } from '@/lib/league/picks/count-picks';
import { ASHA, BEN, CHEN, collected, collectedCashOut, HOUR_MS, leagueEvents, NOW, openQuestions, pickId, player, questionId, sharingThePool } from './picks-fixtures';

const ids = (picks: { id: string }[]) => picks.map((pick) => pick.id);

describe('counting picks', () => {
  const events = leagueEvents([...openQuestions(2, 10), { kind: 'result', n: 1, outcome: 'YES', atMs: NOW + 5 * HOUR_MS }]);
  const players = [player(ASHA), player(BEN)];

  it('counts a pick that arrived before its question closed and before its result', () => {
    const count = countPicks(events, players, [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 2, 'NO', 200, NOW + 9 * HOUR_MS)]);
    expect(ids(count.counted)).toEqual([pickId(ASHA, 1), pickId(BEN, 1)]);
    expect(count.refused.size).toBe(0);
  });

  it('refuses a pick that arrived at or after its question closed, as late', () => {
    const count = countPicks(events, players, [collected(BEN, 1, 2, 'NO', 200, NOW + 10 * HOUR_MS), collected(BEN, 2, 2, 'NO', 200, NOW + 11 * HOUR_MS)]);
    expect(count.counted).toEqual([]);
    expect([...count.refused]).toEqual([
      [pickId(BEN, 1), 'after-close'],
      [pickId(BEN, 2), 'after-close'],
    ]);
  });

  it('refuses a pick that arrived at or after its result, even with the question still open', () => {
    const count = countPicks(events, players, [collected(ASHA, 1, 1, 'YES', 100, NOW + 5 * HOUR_MS), collected(ASHA, 2, 1, 'NO', 100, NOW + 6 * HOUR_MS)]);
    expect(count.counted).toEqual([]);
    expect(count.refused.get(pickId(ASHA, 1))).toBe('after-result');
    expect(count.refused.get(pickId(ASHA, 2))).toBe('after-result');
  });

  it('never takes the player’s own placing time as proof of arrival', () => {
    const late = { ...collected(ASHA, 1, 1, 'YES', 100, NOW + 6 * HOUR_MS), placedAt: new Date(NOW).toISOString() };
    expect(countPicks(events, players, [late]).refused.get(late.id)).toBe('after-result');
  });

  it('counts a chat message’s own time when it is before the result, even collected after it', () => {
    // Collected last (after the result), but the organiser's phone recorded the message an hour in.
    const fromChat = collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS, 'chat-message');
    const count = countPicks(events, players, [collected(ASHA, 1, 1, 'YES', 100, NOW + 2 * HOUR_MS), fromChat]);
    expect(ids(count.counted)).toEqual([fromChat.id, pickId(ASHA, 1)]);
  });

  it('refuses a pick over the player’s league balance at its arrival, and counts the next that fits', () => {
    const count = countPicks(events, players, [
      collected(ASHA, 1, 2, 'YES', 900, NOW + HOUR_MS),
      collected(ASHA, 2, 2, 'NO', 200, NOW + 2 * HOUR_MS),
      collected(ASHA, 3, 2, 'NO', 100, NOW + 3 * HOUR_MS),
    ]);
    expect(ids(count.counted)).toEqual([pickId(ASHA, 1), pickId(ASHA, 3)]);
    expect([...count.refused]).toEqual([[pickId(ASHA, 2), 'over-balance']]);
  });

  it('puts a win back in the wallet at the result’s time, so a later pick may spend it', () => {
    const picks = [collected(ASHA, 1, 1, 'YES', 1000, NOW + HOUR_MS), collected(ASHA, 2, 2, 'NO', 1800, NOW + 5 * HOUR_MS)];
    expect(ids(countPicks(events, players, picks).counted)).toEqual(ids(picks));
    const lost = [collected(ASHA, 1, 1, 'NO', 1000, NOW + HOUR_MS), collected(ASHA, 2, 2, 'NO', 10, NOW + 5 * HOUR_MS)];
    expect(countPicks(events, players, lost).refused.get(pickId(ASHA, 2))).toBe('over-balance');
  });

  it('refunds a void into the wallet', () => {
    const voided = leagueEvents([...openQuestions(2, 10), { kind: 'result', n: 1, outcome: 'VOID', atMs: NOW + 2 * HOUR_MS }]);
    const picks = [collected(ASHA, 1, 1, 'YES', 1000, NOW + HOUR_MS), collected(ASHA, 2, 2, 'NO', 1000, NOW + 3 * HOUR_MS)];
    expect(ids(countPicks(voided, players, picks).counted)).toEqual(ids(picks));
  });

  it('refuses a stake that is not whole or below the minimum, and a question the league does not have', () => {
    const count = countPicks(events, players, [collected(ASHA, 1, 2, 'YES', 9, NOW), collected(ASHA, 2, 2, 'YES', 10.5, NOW), collected(ASHA, 3, 7, 'YES', 100, NOW)]);
    expect([...count.refused]).toEqual([
      [pickId(ASHA, 1), 'bad-stake'],
      [pickId(ASHA, 2), 'bad-stake'],
      [pickId(ASHA, 3), 'unknown-question'],
    ]);
  });

  it('neither counts nor refuses the picks of a player pending or ignored, and judges them once admitted, at their arrival', () => {
    const picks = [collected(BEN, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(CHEN, 1, 1, 'YES', 100, NOW + 6 * HOUR_MS)];
    const waiting = countPicks(events, [player(BEN, 'pending'), player(CHEN, 'ignored')], picks);
    expect({ counted: waiting.counted, refused: waiting.refused }).toEqual({ counted: [], refused: new Map() });
    const admitted = countPicks(events, [player(BEN), player(CHEN)], picks);
    expect(ids(admitted.counted)).toEqual([pickId(BEN, 1)]);
    expect(admitted.refused.get(pickId(CHEN, 1))).toBe('after-result');
    const nobody = countPicks(events, [], picks);
    expect({ counted: nobody.counted, refused: nobody.refused }).toEqual({ counted: [], refused: new Map() });
  });

  it('counts a pick id once, and of two contents under one id only the first collected', () => {
    const first = collected(ASHA, 1, 2, 'YES', 100, NOW + HOUR_MS);
    const changed = { ...first, amount: 900, choice: 'NO' as const, arrivedAt: new Date(NOW).toISOString() };
    const count = countPicks(events, players, [first, { ...first }, changed]);
    expect(count.counted).toEqual([first]);
    expect(count.refused.size).toBe(0);
  });

  it('judges picks arriving at the same instant by id', () => {
    const picks = [collected(ASHA, 2, 2, 'YES', 600, NOW + HOUR_MS), collected(ASHA, 1, 2, 'NO', 600, NOW + HOUR_MS)];
    const count = countPicks(events, players, picks);
    expect(ids(count.counted)).toEqual([pickId(ASHA, 1)]);
    expect(count.refused.get(pickId(ASHA, 2))).toBe('over-balance');
  });
});

describe('a chat time before the question existed', () => {
  it('is no proof: the pick is refused as before the question, never counted', () => {
    const late = leagueEvents([{ kind: 'question', atMs: NOW + 2 * HOUR_MS, endMs: NOW + 10 * HOUR_MS }]);
    const counted = countPicks(late, [player(ASHA)], [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS, 'chat-message'), collected(ASHA, 2, 1, 'YES', 100, NOW + 3 * HOUR_MS, 'chat-message')]);
    expect(counted.refused.get(pickId(ASHA, 1))).toBe('before-question');
    expect(counted.counted.map((each) => each.id)).toEqual([pickId(ASHA, 2)]);
  });
});

describe('counting cash-outs', () => {
  // Two questions closing 10 hours in; the first resolved YES at 5 hours.
  const events = leagueEvents([...openQuestions(2, 10), { kind: 'result', n: 1, outcome: 'YES', atMs: NOW + 5 * HOUR_MS }]);
  const players = [player(ASHA), player(BEN), player(CHEN)];
  // Asha 100 on YES, Ben 100 on NO: q = 0.5 on YES, so half of Asha's stake (50) is worth 45 under the fixed rule.
  const even = [collected(ASHA, 1, 2, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 2, 'NO', 100, NOW + HOUR_MS)];

  it('lowers the standing stake and its side by the part, keeps what it did not return, and pays the value claimed', () => {
    const cashOut = collectedCashOut(ASHA, 2, 1, 50, 45, NOW + 2 * HOUR_MS);
    const count = countPicks(events, players, even, [cashOut]);
    expect(count.cashOuts).toEqual([cashOut]);
    expect(count.refused.size).toBe(0);
    expect(count.standing.get(pickId(ASHA, 1))).toBe(50);
    expect(count.kept.get(questionId(2))).toBe(5);
    // Her wallet: 1000 − 100 + 45 = 945, so a pick of 945 fits and one more coin would not.
    const spend = countPicks(events, players, [...even, collected(ASHA, 3, 2, 'NO', 945, NOW + 3 * HOUR_MS)], [cashOut]);
    expect(spend.refused.size).toBe(0);
    const over = countPicks(events, players, [...even, collected(ASHA, 3, 2, 'NO', 946, NOW + 3 * HOUR_MS)], [cashOut]);
    expect(over.refused.get(pickId(ASHA, 3))).toBe('over-balance');
  });

  it('refuses a cash-out as the crowd moved when another counted pick arrived first and lowered its value', () => {
    const cashOut = collectedCashOut(ASHA, 2, 1, 50, 45, NOW + 3 * HOUR_MS);
    // Chen's 300 on NO arrives first: q on YES is 100 / 500, so 50 coins are worth floor(50 × 1.8 × 0.2) = 18.
    const moved = countPicks(events, players, [...even, collected(CHEN, 1, 2, 'NO', 300, NOW + 2 * HOUR_MS)], [cashOut]);
    expect(moved.refused.get(cashOut.id)).toBe('crowd-moved');
    expect(moved.cashOuts).toEqual([]);
    expect(moved.standing.get(pickId(ASHA, 1))).toBe(100);
    // Arriving after the cash-out, the same pick moves nothing.
    const after = countPicks(events, players, [...even, collected(CHEN, 1, 2, 'NO', 300, NOW + 4 * HOUR_MS)], [cashOut]);
    expect(after.cashOuts).toEqual([cashOut]);
  });

  it('refuses a cash-out of a bet that is not a counted pick of the same player', () => {
    const overBalance = collected(ASHA, 3, 2, 'NO', 5000, NOW + HOUR_MS);
    const count = countPicks(events, players, [...even, overBalance], [
      collectedCashOut(ASHA, 4, 3, 50, 10, NOW + 2 * HOUR_MS),
      { ...collectedCashOut(ASHA, 5, 1, 50, 10, NOW + 2 * HOUR_MS), pickId: pickId(BEN, 1) },
      collectedCashOut(ASHA, 6, 9, 50, 10, NOW + 2 * HOUR_MS),
    ]);
    expect(count.refused.get(pickId(ASHA, 4))).toBe('unknown-bet');
    expect(count.refused.get(pickId(ASHA, 5))).toBe('unknown-bet');
    expect(count.refused.get(pickId(ASHA, 6))).toBe('unknown-bet');
    expect(count.cashOuts).toEqual([]);
  });

  it('refuses a cash-out that arrived at or after its question closed, or after its result', () => {
    const onFirst = [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS)];
    const late = countPicks(events, players, [...even, ...onFirst.map((each, index) => ({ ...each, id: pickId(index === 0 ? ASHA : BEN, 7) }))], [
      collectedCashOut(ASHA, 2, 1, 50, 45, NOW + 10 * HOUR_MS),
      collectedCashOut(ASHA, 3, 7, 50, 45, NOW + 5 * HOUR_MS),
    ]);
    expect(late.refused.get(pickId(ASHA, 2))).toBe('after-close');
    expect(late.refused.get(pickId(ASHA, 3))).toBe('after-result');
  });

  it('refuses a part that would leave less than 10 coins standing, or more than stands', () => {
    const count = countPicks(events, players, even, [
      collectedCashOut(ASHA, 2, 1, 95, 10, NOW + 2 * HOUR_MS),
      collectedCashOut(ASHA, 3, 1, 100, 90, NOW + 3 * HOUR_MS),
      collectedCashOut(ASHA, 4, 1, 10, 5, NOW + 4 * HOUR_MS),
    ]);
    expect(count.refused.get(pickId(ASHA, 2))).toBe('bad-stake');
    // The whole 100 came out at 3 hours: nothing stands for a later part.
    expect(count.cashOuts.map((each) => each.id)).toEqual([pickId(ASHA, 3)]);
    expect(count.refused.get(pickId(ASHA, 4))).toBe('bad-stake');
    expect(count.standing.get(pickId(ASHA, 1))).toBe(0);
  });

  it('pays a fixed win on what stands of the stake', () => {
    const onFirst = [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS)];
    const count = countPicks(events, players, onFirst, [collectedCashOut(ASHA, 2, 1, 50, 45, NOW + 2 * HOUR_MS)]);
    expect(count.returns.get(pickId(ASHA, 1))).toBe(90);
    expect(count.returns.get(pickId(BEN, 1))).toBe(0);
    expect(count.payouts.size).toBe(0);
  });
});

describe('counting a league that shares the pool', () => {
  const players = [player(ASHA), player(BEN), player(CHEN)];

  it('pays each winner a share of the pool, with the coins cash-outs kept', () => {
    const events = sharingThePool(leagueEvents([...openQuestions(1, 10), { kind: 'result', n: 1, outcome: 'YES', atMs: NOW + 5 * HOUR_MS }]));
    const picks = [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 300, NOW + HOUR_MS), collected(CHEN, 1, 1, 'YES', 200, NOW + HOUR_MS)];
    // Chen takes 100 out at 2 hours: 90 back (90% in a pool-share league), 10 kept.
    const count = countPicks(events, players, picks, [collectedCashOut(CHEN, 2, 1, 100, 90, NOW + 2 * HOUR_MS)]);
    expect(count.rule).toBe('pool');
    expect(count.kept.get(questionId(1))).toBe(10);
    // Pool 100 + 300 + 100 + 10 = 510 over 200 on YES.
    expect([...count.payouts]).toEqual([
      [pickId(ASHA, 1), { amount: 255, kind: 'win' }],
      [pickId(CHEN, 1), { amount: 255, kind: 'win' }],
    ]);
    expect(count.returns.get(pickId(BEN, 1))).toBe(0);
  });

  it('spends a pool win in a later pick, and refuses a pick the win does not cover', () => {
    const events = sharingThePool(leagueEvents([...openQuestions(2, 10), { kind: 'result', n: 1, outcome: 'NO', atMs: NOW + 5 * HOUR_MS }]));
    const first = [collected(ASHA, 1, 1, 'YES', 1000, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 500, NOW + HOUR_MS)];
    // Ben wins 1500 for 500: 2000 in his wallet.
    expect(countPicks(events, players, [...first, collected(BEN, 2, 2, 'YES', 2000, NOW + 6 * HOUR_MS)]).refused.size).toBe(0);
    expect(countPicks(events, players, [...first, collected(BEN, 2, 2, 'YES', 2001, NOW + 6 * HOUR_MS)]).refused.get(pickId(BEN, 2))).toBe('over-balance');
  });
});
