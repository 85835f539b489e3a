// A result freezes its question: a pick or cash-out counts there only if the organiser had it in
// hand, from an admitted player, before the result. So what a snapshot published on a resolved
// question (its payouts, its refusals, the crowd its cash-outs were priced on) never changes when a
// player is admitted, or a card is collected, after the result.

import { cashOutValue } from '@/lib/betting/cash-out-rules';
import { chatMessageArrival, collectCard, setAdmission } from '@/lib/league/picks/collect-picks';
import type { PicksCard } from '@/lib/league/picks/picks-card';
import { snapshotOf } from '@/lib/league/picks/snapshot';
import type { OperatedLeague } from '@/lib/model/operated-league';
import type { Pick } from '@/lib/model/picks';
import { ASHA, BEN, CHEN, collected, collectedCashOut, HOUR_MS, iso, LEAGUE, leagueEvents, NOW, openQuestions, operatedWith, pick, pickId, player, sharingThePool } from './picks-fixtures';

const RESULT_MS = NOW + 5 * HOUR_MS;
// Two questions ending 10 hours on; the first resolved YES 5 hours on.
const events = leagueEvents([...openQuestions(2, 10), { kind: 'result', n: 1, outcome: 'YES', atMs: RESULT_MS }]);
const pool = sharingThePool(events);
const SIGNED_AT = NOW + 8 * HOUR_MS;

const snapshot = (operated: OperatedLeague, log = operated.events) => snapshotOf(log, operated.players ?? [], operated.picks ?? [], SIGNED_AT, operated.cashOuts ?? []);
const refusedOf = (operated: OperatedLeague, playerId: string, log = operated.events) => snapshot(operated, log).judged.find((judged) => judged.playerId === playerId)?.refused;

function card(playerId: string, picks: Pick[], name = 'Player'): PicksCard {
  return { playerId, publicKey: 'A'.repeat(87), payload: { kind: 'picks', league: LEAGUE, name, signedAt: iso(NOW + HOUR_MS), picks } };
}

describe('admitting a player after a question’s result', () => {
  // Asha YES 100 and Ben NO 100, admitted; Chen YES 100, pending; all in hand an hour in.
  const held = operatedWith(pool, {
    players: [player(ASHA), player(BEN), player(CHEN, 'pending')],
    picks: [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS), collected(CHEN, 1, 1, 'YES', 100, NOW + HOUR_MS)],
  });

  it('leaves the payouts published on that question as they were, and refuses the player’s pick there as after the result', () => {
    expect(snapshot(held).payouts).toEqual([{ id: pickId(ASHA, 1), amount: 200, kind: 'win' }]);
    const admitted = setAdmission(held, CHEN, 'admitted', NOW + 6 * HOUR_MS);
    expect(admitted.players?.find((one) => one.playerId === CHEN)?.admittedAt).toBe(iso(NOW + 6 * HOUR_MS));
    expect(snapshot(admitted).payouts).toEqual([{ id: pickId(ASHA, 1), amount: 200, kind: 'win' }]);
    expect(refusedOf(admitted, CHEN)).toEqual([{ id: pickId(CHEN, 1), reason: 'after-result' }]);
    expect(snapshot(admitted).standings.find((row) => row.playerId === CHEN)?.balance).toBe(1000);
  });

  it('is dated no earlier than the organiser’s last event, so a clock behind the result freezes the player out too', () => {
    const admitted = setAdmission(held, CHEN, 'admitted', NOW + 2 * HOUR_MS);
    expect(admitted.players?.find((one) => one.playerId === CHEN)?.admittedAt).toBe(iso(RESULT_MS));
    expect(refusedOf(admitted, CHEN)).toEqual([{ id: pickId(CHEN, 1), reason: 'after-result' }]);
  });

  it('still counts the player’s picks on a question with no result yet', () => {
    const onOpen = operatedWith(pool, { ...held, picks: [...(held.picks ?? []), collected(CHEN, 2, 2, 'NO', 100, NOW + HOUR_MS)] });
    const admitted = setAdmission(onOpen, CHEN, 'admitted', NOW + 6 * HOUR_MS);
    expect(refusedOf(admitted, CHEN)).toEqual([{ id: pickId(CHEN, 1), reason: 'after-result' }]);
    expect(snapshot(admitted).crowd.find((row) => row.questionId === pick(CHEN, 2, 2, 'NO', 100).questionId)).toMatchObject({ noCoins: 100, noPlayers: 1 });
  });

  it('counts a player admitted before the result, whose card was in hand before it, as ever', () => {
    const beforeResult = operatedWith(pool.filter((event) => event.type !== 'resolved'), { players: held.players, picks: held.picks });
    const admitted = { ...setAdmission(beforeResult, CHEN, 'admitted', NOW + 4 * HOUR_MS), events: pool };
    expect(admitted.players?.find((one) => one.playerId === CHEN)?.admittedAt).toBe(iso(NOW + 4 * HOUR_MS));
    expect(snapshot(admitted).payouts).toEqual([
      { id: pickId(ASHA, 1), amount: 150, kind: 'win' },
      { id: pickId(CHEN, 1), amount: 150, kind: 'win' },
    ]);
    expect(refusedOf(admitted, CHEN)).toEqual([]);
  });
});

describe('a card collected after a question’s result', () => {
  const held = operatedWith(pool, { players: [player(ASHA), player(BEN)], picks: [collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS)] });
  const asha = card(ASHA, [pick(ASHA, 1, 1, 'YES', 100), pick(ASHA, 2, 2, 'YES', 100)], 'Asha');

  it('counts nothing on that question, even when a chat message dates it before the result', () => {
    const before = snapshot(held);
    const late = collectCard(held, asha, chatMessageArrival(NOW + 2 * HOUR_MS), NOW + 7 * HOUR_MS);
    expect(late.operated.picks?.find((one) => one.id === pickId(ASHA, 1))).toMatchObject({ arrivedAt: iso(NOW + 2 * HOUR_MS), collectedAt: iso(NOW + 7 * HOUR_MS) });
    expect(late.report).toMatchObject({ added: 2, late: 1 });
    expect(refusedOf(late.operated, ASHA)).toEqual([{ id: pickId(ASHA, 1), reason: 'after-result' }]);
    expect(snapshot(late.operated).payouts).toEqual(before.payouts);
    // Its pick on the open question counts, at its proven arrival.
    expect(snapshot(late.operated).crowd.at(-1)).toMatchObject({ yesCoins: 100, yesPlayers: 1 });
  });

  it('counts as before when the organiser had it in hand before the result', () => {
    const beforeResult = operatedWith(pool.filter((event) => event.type !== 'resolved'), { players: held.players, picks: held.picks });
    const early = collectCard(beforeResult, asha, chatMessageArrival(NOW + 2 * HOUR_MS), NOW + 3 * HOUR_MS).operated;
    expect(refusedOf({ ...early, events: pool }, ASHA)).toEqual([]);
    expect(snapshot({ ...early, events: pool }).payouts).toEqual([{ id: pickId(ASHA, 1), amount: 200, kind: 'win' }]);
  });

  it('never moves when the pick was collected: a later chat time proving an earlier arrival leaves it', () => {
    const first = collectCard(held, asha, chatMessageArrival(NOW + 3 * HOUR_MS), NOW + 7 * HOUR_MS).operated;
    const again = collectCard(first, asha, chatMessageArrival(NOW + 2 * HOUR_MS), NOW + 8 * HOUR_MS).operated;
    expect(again.picks?.find((one) => one.id === pickId(ASHA, 1))).toMatchObject({ arrivedAt: iso(NOW + 2 * HOUR_MS), collectedAt: iso(NOW + 7 * HOUR_MS) });
  });

  it('keeps a record from before collectedAt at its old arrival when a chat time moves the arrival earlier', () => {
    const legacy = operatedWith(pool, { players: [player(ASHA)], picks: [{ ...pick(ASHA, 1, 1, 'YES', 100), playerId: ASHA, arrivedAt: iso(NOW + 4 * HOUR_MS), proof: 'received' }] });
    const moved = collectCard(legacy, asha, chatMessageArrival(NOW + 2 * HOUR_MS), NOW + 9 * HOUR_MS).operated;
    expect(moved.picks?.[0]).toMatchObject({ arrivedAt: iso(NOW + 2 * HOUR_MS), collectedAt: iso(NOW + 4 * HOUR_MS) });
    expect(refusedOf(moved, ASHA)).toEqual([]);
  });
});

describe('a wallet before a result', () => {
  it('is not emptied by a pick collected after the result, so a pick counted on that question stays counted', () => {
    // Asha's whole 1000 on question 1, in hand before its result; her 100 on question 2 reaches the
    // organiser only after it, though a chat message dates it earlier.
    const held = operatedWith(pool, { players: [player(ASHA), player(BEN)], picks: [collected(ASHA, 1, 1, 'YES', 1000, NOW + 3 * HOUR_MS), collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS)] });
    const before = snapshot(held);
    const late = collectCard(held, card(ASHA, [pick(ASHA, 2, 2, 'NO', 100)], 'Asha'), chatMessageArrival(NOW + 2 * HOUR_MS), NOW + 7 * HOUR_MS).operated;
    expect(refusedOf(late, ASHA)).toEqual([]);
    expect(snapshot(late).payouts).toEqual(before.payouts);
    expect(snapshot(late).standings.find((row) => row.playerId === ASHA)?.balance).toBe(1000 + 100 - 100);
  });
});

describe('a cash-out on a question with a result', () => {
  // Asha YES 100 and Ben NO 100: 50 of Asha's stake is worth 45 on an even crowd.
  const value = cashOutValue(50, 'YES', { yesCoins: 100, noCoins: 100 }, 'fixed');
  const held = operatedWith(events, {
    players: [player(ASHA), player(BEN), player(CHEN, 'pending')],
    picks: [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'NO', 100, NOW + HOUR_MS), collected(CHEN, 1, 1, 'NO', 100, NOW + HOUR_MS)],
    cashOuts: [collectedCashOut(ASHA, 2, 1, 50, value, NOW + 2 * HOUR_MS)],
  });

  it('keeps its verdict when a player whose pick would have moved the crowd is admitted after the result', () => {
    // Chen's NO 100, had it counted, would leave 50 of Asha's YES worth less than she claimed.
    expect(cashOutValue(50, 'YES', { yesCoins: 100, noCoins: 200 }, 'fixed')).toBeLessThan(value);
    const before = snapshot(held);
    expect(refusedOf(held, ASHA)).toEqual([]);
    const admitted = setAdmission(held, CHEN, 'admitted', NOW + 6 * HOUR_MS);
    expect(refusedOf(admitted, ASHA)).toEqual([]);
    expect(snapshot(admitted).standings.find((row) => row.playerId === ASHA)).toEqual(before.standings.find((row) => row.playerId === ASHA));
    expect(snapshot(admitted).crowd).toEqual(before.crowd);
  });

  it('is refused as after the result when collected after it, whatever its chat time', () => {
    const late = { ...collectedCashOut(ASHA, 3, 1, 10, 9, NOW + 3 * HOUR_MS, 'chat-message'), collectedAt: iso(NOW + 6 * HOUR_MS) };
    const withLate = operatedWith(events, { ...held, cashOuts: [...(held.cashOuts ?? []), late] });
    expect(refusedOf(withLate, ASHA)).toEqual([{ id: pickId(ASHA, 3), reason: 'after-result' }]);
    expect(snapshot(withLate).standings).toEqual(snapshot(held).standings);
  });
});
