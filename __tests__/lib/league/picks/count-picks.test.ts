import { countPicks } from '@/lib/league/picks/count-picks';
import { ASHA, BEN, CHEN, collected, HOUR_MS, leagueEvents, NOW, openQuestions, pickId, player } from './picks-fixtures';

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
    expect(waiting).toEqual({ counted: [], refused: new Map() });
    const admitted = countPicks(events, [player(BEN), player(CHEN)], picks);
    expect(ids(admitted.counted)).toEqual([pickId(BEN, 1)]);
    expect(admitted.refused.get(pickId(CHEN, 1))).toBe('after-result');
    expect(countPicks(events, [], picks)).toEqual({ counted: [], refused: new Map() });
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
