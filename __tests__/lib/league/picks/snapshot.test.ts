import * as v from 'valibot';
import { sidesOf, snapshotOf } from '@/lib/league/picks/snapshot';
import { snapshotSchema } from '@/lib/model/picks';
import { ASHA, BEN, CHEN, collected, collectedCashOut, HOUR_MS, iso, leagueEvents, NOW, openQuestions, pickId, player, questionId, sharingThePool } from './picks-fixtures';

const DAY_MS = 24 * HOUR_MS;
// NOW is Sunday 2026-11-22 12:00 UTC (17:30 India time); the India week began Monday 16th (15th 18:30 UTC).
const events = leagueEvents([
  ...openQuestions(3, 10),
  { kind: 'question', atMs: NOW, endMs: NOW + 30 * DAY_MS },
  { kind: 'result', n: 1, outcome: 'YES', atMs: NOW + 5 * HOUR_MS },
  { kind: 'result', n: 2, outcome: 'VOID', atMs: NOW + 6 * HOUR_MS },
  { kind: 'result', n: 3, outcome: 'NO', atMs: NOW + 12 * DAY_MS },
  { kind: 'result', n: 4, outcome: 'YES', atMs: NOW + 16 * DAY_MS },
]);
const picks = [
  collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS),
  collected(ASHA, 2, 2, 'NO', 200, NOW + HOUR_MS),
  collected(ASHA, 3, 3, 'YES', 300, NOW + HOUR_MS),
  collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS),
  collected(BEN, 2, 1, 'NO', 50, NOW + 2 * HOUR_MS),
  collected(BEN, 3, 3, 'NO', 100, NOW + HOUR_MS),
  collected(BEN, 4, 4, 'YES', 40, NOW + HOUR_MS),
  collected(BEN, 5, 1, 'YES', 10, NOW + 7 * HOUR_MS),
  collected(CHEN, 1, 1, 'YES', 500, NOW + HOUR_MS),
];
const players = [player(ASHA, 'admitted', iso(NOW + 2 * HOUR_MS)), player(BEN), player(CHEN, 'pending')];
// Signed Saturday 12 December: the India week began Monday 7th, the month on the 1st.
const signedAt = NOW + 20 * DAY_MS;

describe('the published snapshot', () => {
  const snapshot = snapshotOf(events, players, picks, signedAt);

  it('is tied to the log’s last seq and fits its schema', () => {
    expect(snapshot.seq).toBe(events.length);
    expect(v.is(snapshotSchema, snapshot)).toBe(true);
  });

  it('ranks admitted players by balance, with net winnings by the result’s time this week, this month and in all', () => {
    // Asha: +80 (100 won pays 180) on 22 Nov, 0 (void), -300 on 4 Dec. Ben: -100 and -50 on 22 Nov, +80 on 4 Dec, +32 (40 pays 72) on 8 Dec.
    expect(snapshot.standings).toEqual([
      { playerId: BEN, name: 'Ben', balance: 962, week: 32, month: 112, all: -38, won: 2, settled: 4 },
      { playerId: ASHA, name: 'Asha', balance: 780, week: 0, month: -300, all: -220, won: 1, settled: 2 },
    ]);
  });

  it('keeps the stakes of open counted picks out of the balance', () => {
    const open = snapshotOf(leagueEvents(openQuestions(1)), [player(ASHA)], [collected(ASHA, 1, 1, 'YES', 250, NOW + HOUR_MS)], NOW + 2 * HOUR_MS);
    expect(open.standings).toEqual([{ playerId: ASHA, name: 'Asha', balance: 750, week: 0, month: 0, all: 0, won: 0, settled: 0 }]);
  });

  it('counts the crowd per question from counted picks only', () => {
    expect(snapshot.crowd).toEqual([
      { questionId: questionId(1), yesCoins: 100, noCoins: 150, yesPlayers: 1, noPlayers: 1 },
      { questionId: questionId(2), yesCoins: 0, noCoins: 200, yesPlayers: 0, noPlayers: 1 },
      { questionId: questionId(3), yesCoins: 300, noCoins: 100, yesPlayers: 1, noPlayers: 1 },
      { questionId: questionId(4), yesCoins: 40, noCoins: 0, yesPlayers: 1, noPlayers: 0 },
    ]);
  });

  it('says how far each admitted player was judged and which picks were refused, with why', () => {
    expect(snapshot.judged).toEqual([
      { playerId: ASHA, through: iso(NOW + 2 * HOUR_MS), refused: [] },
      { playerId: BEN, through: iso(NOW), refused: [{ id: pickId(BEN, 5), reason: 'after-result' }] },
    ]);
  });

  it('ranks equal balances by name, then player id', () => {
    const tied = snapshotOf(leagueEvents(openQuestions(1)), [player(CHEN), player(BEN), { ...player(ASHA), name: 'Ben' }], [], NOW);
    expect(tied.standings.map((row) => [row.name, row.playerId])).toEqual([['Ben', ASHA], ['Ben', BEN], ['Chen', CHEN]]);
  });
});

describe('the sides on each question', () => {
  it('lists each admitted player’s counted coins per side, most first', () => {
    expect(sidesOf(events, players, picks)).toEqual([
      { questionId: questionId(1), yes: [{ playerId: ASHA, name: 'Asha', coins: 100 }], no: [{ playerId: BEN, name: 'Ben', coins: 150 }] },
      { questionId: questionId(2), yes: [], no: [{ playerId: ASHA, name: 'Asha', coins: 200 }] },
      { questionId: questionId(3), yes: [{ playerId: ASHA, name: 'Asha', coins: 300 }], no: [{ playerId: BEN, name: 'Ben', coins: 100 }] },
      { questionId: questionId(4), yes: [{ playerId: BEN, name: 'Ben', coins: 40 }], no: [] },
    ]);
  });
});

describe('a snapshot with cash-outs', () => {
  const open = leagueEvents(openQuestions(1, 10));
  const even = [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS)];

  it('counts the crowd from standing stakes, with the coins kept, and a pick cashed out whole adds nobody to its side', () => {
    const part = snapshotOf(open, [player(ASHA), player(BEN)], even, NOW + 3 * HOUR_MS, [collectedCashOut(ASHA, 2, 1, 50, 45, NOW + 2 * HOUR_MS)]);
    expect(part.crowd).toEqual([{ questionId: questionId(1), yesCoins: 50, noCoins: 100, yesPlayers: 1, noPlayers: 1, keptCoins: 5 }]);
    const whole = snapshotOf(open, [player(ASHA), player(BEN)], even, NOW + 3 * HOUR_MS, [collectedCashOut(ASHA, 2, 1, 100, 90, NOW + 2 * HOUR_MS)]);
    expect(whole.crowd).toEqual([{ questionId: questionId(1), yesCoins: 0, noCoins: 100, yesPlayers: 0, noPlayers: 1, keptCoins: 10 }]);
    expect(v.is(snapshotSchema, whole)).toBe(true);
  });

  it('adds a cash-out’s value to the balance and its value less its part to the net, at its arrival', () => {
    const snapshot = snapshotOf(open, [player(ASHA), player(BEN)], even, NOW + 3 * HOUR_MS, [collectedCashOut(ASHA, 2, 1, 50, 45, NOW + 2 * HOUR_MS)]);
    expect(snapshot.standings).toEqual([
      { playerId: ASHA, name: 'Asha', balance: 945, week: -5, month: -5, all: -5, won: 0, settled: 0 },
      { playerId: BEN, name: 'Ben', balance: 900, week: 0, month: 0, all: 0, won: 0, settled: 0 },
    ]);
  });

  it('lists a refused cash-out with its player’s refused picks', () => {
    const snapshot = snapshotOf(open, [player(ASHA), player(BEN)], even, NOW + 3 * HOUR_MS, [collectedCashOut(ASHA, 2, 1, 50, 46, NOW + 2 * HOUR_MS)]);
    expect(snapshot.judged.find((each) => each.playerId === ASHA)?.refused).toEqual([{ id: pickId(ASHA, 2), reason: 'crowd-moved' }]);
    expect(snapshot.crowd[0]).toEqual({ questionId: questionId(1), yesCoins: 100, noCoins: 100, yesPlayers: 1, noPlayers: 1 });
  });

  it('publishes no payouts in a fixed league', () => {
    expect(snapshotOf(leagueEvents([...openQuestions(1, 10), { kind: 'result', n: 1, outcome: 'YES', atMs: NOW + 5 * HOUR_MS }]), [player(ASHA), player(BEN)], even, NOW + 6 * HOUR_MS).payouts).toBeUndefined();
  });
});

describe('a snapshot of a league that shares the pool', () => {
  const players = [player(ASHA), player(BEN), player(CHEN)];
  // Sunday 23:30 India time: the same India week as NOW.
  const signedAt = NOW + 6 * HOUR_MS;

  it('ranks by balance with pool wins and a cash-out, and publishes what every counted pick on a resolved question returns', () => {
    const events = sharingThePool(leagueEvents([...openQuestions(1, 10), { kind: 'result', n: 1, outcome: 'YES', atMs: NOW + 5 * HOUR_MS }]));
    const picks = [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS)];
    // Asha takes 50 out for 45 (90%): 5 kept. At YES the pool is 50 + 100 + 5 = 155, all hers.
    const snapshot = snapshotOf(events, players, picks, signedAt, [collectedCashOut(ASHA, 2, 1, 50, 45, NOW + 2 * HOUR_MS)]);
    expect(snapshot.payouts).toEqual([{ id: pickId(ASHA, 1), amount: 155, kind: 'win' }]);
    expect(snapshot.standings).toEqual([
      { playerId: ASHA, name: 'Asha', balance: 1100, week: 100, month: 100, all: 100, won: 1, settled: 1 },
      { playerId: CHEN, name: 'Chen', balance: 1000, week: 0, month: 0, all: 0, won: 0, settled: 0 },
      { playerId: BEN, name: 'Ben', balance: 900, week: -100, month: -100, all: -100, won: 0, settled: 1 },
    ]);
    expect(v.is(snapshotSchema, snapshot)).toBe(true);
  });

  it('refunds every stake when nobody counted is on the winning side, and leaves a void out of the payouts', () => {
    const events = sharingThePool(
      leagueEvents([...openQuestions(2, 10), { kind: 'result', n: 1, outcome: 'NO', atMs: NOW + 5 * HOUR_MS }, { kind: 'result', n: 2, outcome: 'VOID', atMs: NOW + 5 * HOUR_MS }]),
    );
    const picks = [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'YES', 300, NOW + HOUR_MS), collected(CHEN, 1, 2, 'NO', 200, NOW + HOUR_MS)];
    const snapshot = snapshotOf(events, players, picks, signedAt);
    expect(snapshot.payouts).toEqual([
      { id: pickId(ASHA, 1), amount: 100, kind: 'refund' },
      { id: pickId(BEN, 1), amount: 300, kind: 'refund' },
    ]);
    expect(snapshot.standings.map((row) => row.balance)).toEqual([1000, 1000, 1000]);
  });

  it('publishes an empty list before any result', () => {
    expect(snapshotOf(sharingThePool(leagueEvents(openQuestions(1))), players, [], signedAt).payouts).toEqual([]);
  });
});
