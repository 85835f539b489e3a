import * as v from 'valibot';
import { sidesOf, snapshotOf } from '@/lib/league/picks/snapshot';
import { snapshotSchema } from '@/lib/model/picks';
import { ASHA, BEN, CHEN, collected, HOUR_MS, iso, leagueEvents, NOW, openQuestions, pickId, player, questionId } from './picks-fixtures';

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
