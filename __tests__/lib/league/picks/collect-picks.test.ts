import { arrivalNow, chatMessageArrival, collectCard, collectOwnCashOut, collectOwnPick, isCardFor, setAdmission, type Arrival } from '@/lib/league/picks/collect-picks';
import type { PicksCard } from '@/lib/league/picks/picks-card';
import type { CashOutPick, Pick } from '@/lib/model/picks';
import { ASHA, BEN, HOUR_MS, iso, LEAGUE, leagueEvents, NOW, openQuestions, operatedWith, pick, pickId, player } from './picks-fixtures';

const events = leagueEvents([...openQuestions(2, 10), { kind: 'result', n: 1, outcome: 'YES', atMs: NOW + 5 * HOUR_MS }]);
const received = (ms: number): Arrival => ({ at: iso(ms), proof: 'received' });

function card(picks: Pick[], signedAtMs = NOW + HOUR_MS, name = 'Asha'): PicksCard {
  return { playerId: ASHA, publicKey: 'A'.repeat(87), payload: { kind: 'picks', league: LEAGUE, name, signedAt: iso(signedAtMs), picks } };
}

describe('when a card arrives', () => {
  it('is the organiser’s clock, or its last event’s time when the clock is behind it', () => {
    expect(arrivalNow(NOW + 7 * HOUR_MS, events)).toEqual({ at: iso(NOW + 7 * HOUR_MS), proof: 'received' });
    expect(arrivalNow(NOW + HOUR_MS, events)).toEqual({ at: iso(NOW + 5 * HOUR_MS), proof: 'received' });
    expect(chatMessageArrival(NOW)).toEqual({ at: iso(NOW), proof: 'chat-message' });
  });
});

describe('collecting a card', () => {
  it('records a new player as pending, through the card’s signing time, and stores each pick with its arrival and when it was collected (never before the last event)', () => {
    const picks = [pick(ASHA, 1, 2, 'YES', 100), pick(ASHA, 2, 2, 'NO', 50)];
    const { operated, report } = collectCard(operatedWith(events), card(picks), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS);
    expect(operated.players).toEqual([{ playerId: ASHA, publicKey: 'A'.repeat(87), name: 'Asha', admission: 'pending', firstSeenAt: iso(NOW + 2 * HOUR_MS), through: iso(NOW + HOUR_MS) }]);
    expect(operated.picks).toEqual(picks.map((one) => ({ ...one, playerId: ASHA, arrivedAt: iso(NOW + 2 * HOUR_MS), proof: 'received', collectedAt: iso(NOW + 5 * HOUR_MS) })));
    expect(report).toEqual({ playerId: ASHA, name: 'Asha', newPlayer: true, admission: 'pending', added: 2, late: 0, refused: 0, changed: 0, seen: 0, cashOuts: 0, cashOutsRefused: 0 });
  });

  it('reports late and refused new picks, judged as if the player were admitted', () => {
    const picks = [pick(ASHA, 1, 1, 'YES', 100), pick(ASHA, 2, 2, 'NO', 5), pick(ASHA, 3, 2, 'NO', 100)];
    const { report } = collectCard(operatedWith(events), card(picks), received(NOW + 6 * HOUR_MS), NOW + 6 * HOUR_MS);
    expect(report).toMatchObject({ newPlayer: true, admission: 'pending', added: 3, late: 1, refused: 1 });
  });

  it('changes nothing when the same card comes again, and says the picks were seen', () => {
    const first = collectCard(operatedWith(events), card([pick(ASHA, 1, 2, 'YES', 100)]), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS);
    const again = collectCard(first.operated, card([pick(ASHA, 1, 2, 'YES', 100)]), received(NOW + 3 * HOUR_MS), NOW + 3 * HOUR_MS);
    expect(again.operated).toEqual(first.operated);
    expect(again.report).toMatchObject({ newPlayer: false, added: 0, seen: 1, changed: 0 });
  });

  it('keeps the first content of a pick id and reports a different one as changed', () => {
    const first = collectCard(operatedWith(events), card([pick(ASHA, 1, 2, 'YES', 100)]), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS);
    const changed = collectCard(first.operated, card([pick(ASHA, 1, 2, 'YES', 900), pick(ASHA, 2, 2, 'NO', 10)], NOW + 3 * HOUR_MS), received(NOW + 3 * HOUR_MS), NOW + 3 * HOUR_MS);
    expect(changed.operated.picks?.map((one) => [one.id, one.amount])).toEqual([
      [`${ASHA}.0000000000000001`, 100],
      [`${ASHA}.0000000000000002`, 10],
    ]);
    expect(changed.report).toMatchObject({ added: 1, changed: 1, seen: 0 });
  });

  it('moves a stored pick to an earlier arrival that a chat message proves, and never to a later one', () => {
    const opened = collectCard(operatedWith(events), card([pick(ASHA, 1, 1, 'YES', 100)]), received(NOW + 6 * HOUR_MS), NOW + 6 * HOUR_MS);
    const fromChat = collectCard(opened.operated, card([pick(ASHA, 1, 1, 'YES', 100)]), chatMessageArrival(NOW + 2 * HOUR_MS), NOW + 7 * HOUR_MS);
    expect(fromChat.operated.picks?.[0]).toMatchObject({ arrivedAt: iso(NOW + 2 * HOUR_MS), proof: 'chat-message' });
    expect(fromChat.operated.players?.[0]?.firstSeenAt).toBe(iso(NOW + 2 * HOUR_MS));
    expect(fromChat.report).toMatchObject({ seen: 1, added: 0 });
  });

  it('moves the player’s judged-through time forward only, and takes the name of their newest card', () => {
    const newer = collectCard(operatedWith(events), card([], NOW + 3 * HOUR_MS, 'Asha R'), received(NOW + 4 * HOUR_MS), NOW + 4 * HOUR_MS);
    const older = collectCard(newer.operated, card([], NOW + HOUR_MS, 'Old name'), received(NOW + 4 * HOUR_MS), NOW + 4 * HOUR_MS);
    expect(older.operated.players?.[0]).toMatchObject({ name: 'Asha R', through: iso(NOW + 3 * HOUR_MS) });
  });

  it('knows a card made for another league', () => {
    expect(isCardFor({ id: LEAGUE }, card([]))).toBe(true);
    expect(isCardFor({ id: 'otherleagueaaaaa' }, card([]))).toBe(false);
  });
});

describe('admitting a player', () => {
  it('admits or ignores a collected player, and leaves the league alone otherwise', () => {
    const { operated } = collectCard(operatedWith(events), card([]), received(NOW), NOW);
    expect(setAdmission(operated, ASHA, 'admitted', NOW + 6 * HOUR_MS).players?.[0]?.admission).toBe('admitted');
    expect(setAdmission(setAdmission(operated, ASHA, 'admitted', NOW + 6 * HOUR_MS), ASHA, 'ignored', NOW + 7 * HOUR_MS).players?.[0]?.admission).toBe('ignored');
    expect(setAdmission(operated, 'nobodyaaaaaaaaaa', 'admitted', NOW + 6 * HOUR_MS)).toBe(operated);
  });
});

describe('the organiser’s own bet', () => {
  it('is collected at once, the organiser admitted and judged through its arrival', () => {
    const me = { playerId: ASHA, publicKey: 'A'.repeat(87), name: 'Asha' };
    const operated = collectOwnPick(operatedWith(events), me, pick(ASHA, 1, 2, 'NO', 100), received(NOW + HOUR_MS));
    expect(operated.players).toEqual([{ ...me, admission: 'admitted', firstSeenAt: iso(NOW + HOUR_MS), admittedAt: iso(NOW + HOUR_MS), through: iso(NOW + HOUR_MS) }]);
    expect(operated.picks).toEqual([{ ...pick(ASHA, 1, 2, 'NO', 100), playerId: ASHA, arrivedAt: iso(NOW + HOUR_MS), proof: 'received', collectedAt: iso(NOW + HOUR_MS) }]);
    const pending = collectCard(operatedWith(events), card([]), received(NOW), NOW).operated;
    expect(collectOwnPick(pending, me, pick(ASHA, 2, 2, 'NO', 100), received(NOW + 2 * HOUR_MS)).players?.[0]).toMatchObject({ admission: 'admitted', through: iso(NOW + 2 * HOUR_MS) });
  });
});

describe('how far a player’s picks were judged', () => {
  it('never passes the card’s arrival: a phone clock running ahead does not make later bets read as seen', () => {
    const ahead = collectCard(operatedWith(events), card([pick(ASHA, 1, 2, 'YES', 100)], NOW + 9 * HOUR_MS), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS);
    expect(ahead.operated.players?.[0]?.through).toBe(iso(NOW + 2 * HOUR_MS));
    const next = collectCard(ahead.operated, card([pick(ASHA, 1, 2, 'YES', 100)], NOW + 3 * HOUR_MS), received(NOW + 4 * HOUR_MS), NOW + 4 * HOUR_MS);
    expect(next.operated.players?.[0]?.through).toBe(iso(NOW + 3 * HOUR_MS));
  });
});

describe('collecting a card’s cash-outs', () => {
  const bet = pick(ASHA, 1, 2, 'YES', 100);
  const cashOut = (k: number, pickK: number, amount = 50, value = 45, of = ASHA): CashOutPick => ({ id: pickId(ASHA, k), pickId: pickId(of, pickK), amount, value, pricedAt: iso(NOW), placedAt: iso(NOW + HOUR_MS) });
  const withCashOuts = (cashOuts: CashOutPick[], picks: Pick[] = [bet]): PicksCard => ({ ...card(picks), payload: { ...card(picks).payload, cashOuts } });
  // Ben's 100 on NO: the crowd is even, so 50 of Asha's 100 on YES is worth 45.
  const held = operatedWith(events, { players: [player(ASHA), player(BEN)], picks: [{ ...pick(BEN, 1, 2, 'NO', 100), playerId: BEN, arrivedAt: iso(NOW), proof: 'received' }] });

  it('stores each with the card’s arrival and counts it in the report', () => {
    const { operated, report } = collectCard(held, withCashOuts([cashOut(2, 1)]), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS);
    expect(operated.cashOuts).toEqual([{ ...cashOut(2, 1), playerId: ASHA, arrivedAt: iso(NOW + 2 * HOUR_MS), proof: 'received', collectedAt: iso(NOW + 5 * HOUR_MS) }]);
    expect(report).toMatchObject({ added: 1, cashOuts: 1, cashOutsRefused: 0 });
  });

  it('reports a cash-out the organiser does not count, such as one claiming more than the crowd gives', () => {
    const { operated, report } = collectCard(held, withCashOuts([cashOut(2, 1, 50, 46)]), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS);
    expect(operated.cashOuts).toHaveLength(1);
    expect(report).toMatchObject({ cashOuts: 0, cashOutsRefused: 1 });
  });

  it('keeps the first content of a cash-out id, reports a different one as changed, and the same one as seen', () => {
    const first = collectCard(held, withCashOuts([cashOut(2, 1)]), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS).operated;
    const again = collectCard(first, withCashOuts([cashOut(2, 1)]), received(NOW + 3 * HOUR_MS), NOW + 3 * HOUR_MS);
    expect(again.operated.cashOuts).toEqual(first.cashOuts);
    expect(again.report).toMatchObject({ cashOuts: 0, seen: 2, changed: 0 });
    const changed = collectCard(first, withCashOuts([cashOut(2, 1, 60, 54)]), received(NOW + 3 * HOUR_MS), NOW + 3 * HOUR_MS);
    expect(changed.operated.cashOuts).toEqual(first.cashOuts);
    expect(changed.report).toMatchObject({ cashOuts: 0, changed: 1 });
  });

  it('moves a stored cash-out to an earlier arrival that a chat message proves', () => {
    const first = collectCard(held, withCashOuts([cashOut(2, 1)]), received(NOW + 3 * HOUR_MS), NOW + 3 * HOUR_MS).operated;
    const earlier = collectCard(first, withCashOuts([cashOut(2, 1)]), { at: iso(NOW + 2 * HOUR_MS), proof: 'chat-message' }, NOW + 4 * HOUR_MS).operated;
    expect(earlier.cashOuts?.[0]).toMatchObject({ arrivedAt: iso(NOW + 2 * HOUR_MS), proof: 'chat-message' });
  });

  it('stores no cash-out of another player’s bet, nor one under a pick’s id', () => {
    const { operated, report } = collectCard(held, withCashOuts([cashOut(2, 1, 50, 45, BEN), cashOut(1, 1)]), received(NOW + 2 * HOUR_MS), NOW + 2 * HOUR_MS);
    expect(operated.cashOuts).toBeUndefined();
    expect(report).toMatchObject({ cashOuts: 0, cashOutsRefused: 1, changed: 1 });
  });

  it('collects the organiser’s own cash-out at once', () => {
    const own = collectOwnPick(held, { playerId: ASHA, publicKey: 'A'.repeat(87), name: 'Asha' }, bet, received(NOW + HOUR_MS));
    const cashed = collectOwnCashOut(own, { playerId: ASHA }, cashOut(2, 1), received(NOW + 2 * HOUR_MS));
    expect(cashed.cashOuts).toEqual([{ ...cashOut(2, 1), playerId: ASHA, arrivedAt: iso(NOW + 2 * HOUR_MS), proof: 'received', collectedAt: iso(NOW + 2 * HOUR_MS) }]);
  });
});
