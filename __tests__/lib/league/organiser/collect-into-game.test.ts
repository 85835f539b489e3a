import { admitInGame, collectIntoGame, type ArrivedCard } from '@/lib/league/organiser/collect-into-game';
import type { Arrival } from '@/lib/league/picks/collect-picks';
import type { Pick } from '@/lib/model/picks';
import { gameWith } from '../../game-fixtures';
import { ASHA, BEN, HOUR_MS, iso, LEAGUE, leagueEvents, NOW, openQuestions, operatedWith, pick } from '../picks/picks-fixtures';

const OTHER = 'quiznightaaaabbb';
const received = (ms: number): Arrival => ({ at: iso(ms), proof: 'received' });
const events = leagueEvents(openQuestions(2));

function arrived(playerId: string, picks: Pick[], league = LEAGUE, atMs = NOW + HOUR_MS): ArrivedCard {
  const name = playerId === ASHA ? 'Asha' : 'Ben';
  return { card: { playerId, publicKey: 'A'.repeat(87), payload: { kind: 'picks', league, name, signedAt: iso(NOW), picks } }, arrival: received(atMs) };
}

/** This browser: 'a1' runs the Office Cup, 'a2' runs Quiz Night. */
function browser() {
  return gameWith({ operatedLeagues: [operatedWith(events), operatedWith(events, { id: OTHER, accountId: 'a2' })] });
}

describe('collecting cards into the game', () => {
  it('records every card on the league it names, in order, with a report per card', () => {
    const data = browser();
    const collected = collectIntoGame(data, 'a1', [arrived(ASHA, [pick(ASHA, 1, 1, 'YES', 100)]), arrived(BEN, [pick(BEN, 1, 2, 'NO', 50)]), arrived(ASHA, [pick(ASHA, 1, 1, 'YES', 100)])]);
    if (!collected.ok) throw new Error(collected.reason);
    const office = collected.data.operatedLeagues.find((league) => league.id === LEAGUE);
    expect(office?.players?.map((player) => [player.name, player.admission])).toEqual([
      ['Asha', 'pending'],
      ['Ben', 'pending'],
    ]);
    expect(office?.picks?.map((one) => one.id)).toEqual([`${ASHA}.0000000000000001`, `${BEN}.0000000000000001`]);
    expect(collected.reports.map((report) => [report.leagueId, report.name, report.added, report.seen])).toEqual([
      [LEAGUE, 'Asha', 1, 0],
      [LEAGUE, 'Ben', 1, 0],
      [LEAGUE, 'Asha', 0, 1],
    ]);
    expect(collected.notOperated).toBe(0);
    // The other organiser's league in this browser is left as it was.
    expect(collected.data.operatedLeagues[1]).toBe(data.operatedLeagues[1]);
  });

  it('counts a card for a league the account does not run apart, and changes nothing for it', () => {
    const data = browser();
    const collected = collectIntoGame(data, 'a1', [arrived(ASHA, [pick(ASHA, 1, 1, 'YES', 100)], OTHER), arrived(BEN, [pick(BEN, 1, 1, 'YES', 100)], 'nobodyrunsthis22')]);
    expect(collected).toEqual({ ok: true, data, reports: [], notOperated: 2 });
  });

  it('collects the cards it can beside one it cannot', () => {
    const collected = collectIntoGame(browser(), 'a1', [arrived(ASHA, [pick(ASHA, 1, 1, 'YES', 100)], OTHER), arrived(BEN, [pick(BEN, 1, 1, 'YES', 100)])]);
    expect(collected).toMatchObject({ ok: true, reports: [{ leagueId: LEAGUE, name: 'Ben', added: 1 }], notOperated: 1 });
  });

  it('stores a card’s cash-outs on the league, the first of each id kept and a changed one reported', () => {
    const cashOut = { id: `${ASHA}.0000000000000002`, pickId: `${ASHA}.0000000000000001`, amount: 50, value: 45, pricedAt: iso(NOW), placedAt: iso(NOW) };
    const withCashOut = (over: Partial<typeof cashOut> = {}): ArrivedCard => {
      const card = arrived(ASHA, [pick(ASHA, 1, 1, 'YES', 100)]);
      return { ...card, card: { ...card.card, payload: { ...card.card.payload, cashOuts: [{ ...cashOut, ...over }] } } };
    };
    const collected = collectIntoGame(browser(), 'a1', [withCashOut(), withCashOut({ value: 49 })]);
    if (!collected.ok) throw new Error(collected.reason);
    expect(collected.data.operatedLeagues[0]?.cashOuts).toEqual([{ ...cashOut, playerId: ASHA, arrivedAt: iso(NOW + HOUR_MS), proof: 'received', collectedAt: iso(NOW) }]);
    expect(collected.reports.map((report) => [report.added, report.changed, report.seen])).toEqual([
      [1, 0, 0],
      [0, 1, 1],
    ]);
  });

  it('refuses when there is no card at all', () => {
    expect(collectIntoGame(browser(), 'a1', [])).toEqual({ ok: false, reason: 'nothing-to-collect' });
  });
});

describe('admitting a player in the game', () => {
  const withAsha = () => {
    const collected = collectIntoGame(browser(), 'a1', [arrived(ASHA, [pick(ASHA, 1, 1, 'YES', 100)])]);
    if (!collected.ok) throw new Error(collected.reason);
    return collected.data;
  };

  it('admits or ignores a player of a league the account runs, and keeps it with the league', () => {
    const admitted = admitInGame(withAsha(), 'a1', LEAGUE, ASHA, 'admitted', NOW);
    if (!admitted.ok) throw new Error(admitted.reason);
    expect(admitted.data.operatedLeagues[0]?.players?.[0]).toMatchObject({ playerId: ASHA, admission: 'admitted' });
    const ignored = admitInGame(admitted.data, 'a1', LEAGUE, ASHA, 'ignored', NOW);
    expect(ignored.ok && ignored.data.operatedLeagues[0]?.players?.[0]?.admission).toBe('ignored');
  });

  it('refuses an account that does not run the league', () => {
    expect(admitInGame(withAsha(), 'a2', LEAGUE, ASHA, 'admitted', NOW)).toEqual({ ok: false, reason: 'not-operator' });
    expect(admitInGame(withAsha(), 'a1', 'nobodyrunsthis22', ASHA, 'admitted', NOW)).toEqual({ ok: false, reason: 'not-operator' });
  });
});

describe('a card received now', () => {
  it('arrives by the clock of the commit that collects it, never earlier than the league’s last event', () => {
    const data = browser();
    const operated = data.operatedLeagues[0];
    const lastAt = Date.parse(operated?.events.at(-1)?.at ?? '');
    const card = { ...arrived(ASHA, [pick(ASHA, 1, 1, 'YES', 100)]), arrival: null };
    const early = collectIntoGame(data, 'a1', [card], lastAt - HOUR_MS);
    const late = collectIntoGame(data, 'a1', [card], lastAt + HOUR_MS);
    if (!early.ok || !late.ok) throw new Error('not collected');
    expect(early.data.operatedLeagues[0]?.picks?.[0]).toMatchObject({ arrivedAt: new Date(lastAt).toISOString(), proof: 'received' });
    expect(late.data.operatedLeagues[0]?.picks?.[0]).toMatchObject({ arrivedAt: new Date(lastAt + HOUR_MS).toISOString(), proof: 'received' });
  });
});
