// Properties of collecting and counting picks (issue 29's acceptance): for random bets, picks cards
// (cumulative, duplicated, reordered, late, tampered with, forged) and results, the snapshot's
// standings equal a recomputation from the counted picks, no league wallet ever goes below zero,
// no coin is created, the same card twice changes nothing, and the order cards are collected in
// (each with its own arrival) does not change the count.

import fc from 'fast-check';
import { potentialWin } from '@/lib/betting/betting-rules';
import { collectCard, setAdmission, type Arrival } from '@/lib/league/picks/collect-picks';
import { countPicks } from '@/lib/league/picks/count-picks';
import { readPicksCard, signPicksCard, type PicksCard } from '@/lib/league/picks/picks-card';
import { snapshotOf } from '@/lib/league/picks/snapshot';
import { newPlayerKey } from '@/lib/league/picks/player-key';
import type { OperatedLeague } from '@/lib/model/operated-league';
import type { CollectedPick, PlayerKey, Standing } from '@/lib/model/picks';
import { signRaw } from '../league-fixtures';
import { HOUR_MS, iso, keyPick, LEAGUE, leagueEvents, NOW, operatedWith, playerKeys, type Step } from './picks-fixtures';

const COINS = 1000;
const SIGNED_AT = NOW + 40 * HOUR_MS;
/** The India week holding SIGNED_AT began Monday 23 November, 00:00 India time. */
const WEEK_FROM = Date.parse('2026-11-22T18:30:00Z');

const betArb = fc.record({ player: fc.nat(2), question: fc.nat(2), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 1, max: 1200 }) });
const cardArb = fc.record({
  player: fc.nat(2),
  upTo: fc.nat(6),
  arrivalHours: fc.integer({ min: 0, max: 30 }),
  proof: fc.constantFrom('received' as const, 'chat-message' as const),
  tamper: fc.constantFrom('none', 'none', 'none', 'byte', 'forged'),
  at: fc.nat(),
});
const scenarioArb = fc.record({
  ends: fc.array(fc.integer({ min: 1, max: 24 }), { minLength: 3, maxLength: 3 }),
  results: fc.array(fc.option(fc.record({ outcome: fc.constantFrom('YES' as const, 'NO' as const, 'VOID' as const), hours: fc.integer({ min: 1, max: 28 }) })), { minLength: 3, maxLength: 3 }),
  bets: fc.array(betArb, { maxLength: 12 }),
  cards: fc.array(cardArb, { minLength: 1, maxLength: 7 }),
  admissions: fc.array(fc.constantFrom('admitted' as const, 'pending' as const, 'ignored' as const), { minLength: 3, maxLength: 3 }),
  order: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

let outsider: Promise<PlayerKey> | undefined;

function eventsOf(scenario: Scenario) {
  const steps: Step[] = scenario.ends.map((end) => ({ kind: 'question', atMs: NOW, endMs: NOW + end * HOUR_MS }));
  const results = scenario.results.flatMap((result, index) => (result ? [{ kind: 'result' as const, n: index + 1, outcome: result.outcome, atMs: NOW + result.hours * HOUR_MS }] : []));
  return leagueEvents([...steps, ...results.sort((a, b) => a.atMs - b.atMs)], COINS);
}

/** Each card as signed (tampered or forged as asked), with its arrival; refused ones checked and left out. */
async function cardsOf(scenario: Scenario, keys: PlayerKey[]): Promise<{ card: PicksCard; arrival: Arrival }[]> {
  const cards: { card: PicksCard; arrival: Arrival }[] = [];
  for (const spec of scenario.cards) {
    const key = keys[spec.player]!;
    const mine = scenario.bets.map((bet, k) => ({ bet, k })).filter(({ bet }) => bet.player === spec.player);
    const picks = mine.slice(0, spec.upTo).map(({ bet, k }) => keyPick(key, k, bet.question + 1, bet.choice, bet.amount));
    const arrivalMs = NOW + spec.arrivalHours * HOUR_MS;
    let bytes = await signPicksCard(key, LEAGUE, picks, arrivalMs - 60_000);
    if (spec.tamper === 'byte') {
      const at = spec.at % bytes.length;
      bytes = new Uint8Array(bytes);
      bytes[at] = (bytes[at] ?? 0) ^ (1 << spec.at % 8);
    } else if (spec.tamper === 'forged') {
      const forger = await (outsider ??= newPlayerKey('Mallory', NOW));
      bytes = await signRaw(forger, { kind: 'picks', league: LEAGUE, name: key.name, signedAt: iso(arrivalMs), picks }, true);
      // The card is the forger's own when it names none of another player's picks: then it is harmless, and no player here.
      if (picks.length === 0) continue;
    }
    const read = await readPicksCard(bytes);
    expect(read.ok).toBe(spec.tamper === 'none');
    if (read.ok) cards.push({ card: read.card, arrival: { at: iso(arrivalMs), proof: spec.proof } });
  }
  return cards;
}

function collectAll(start: OperatedLeague, cards: readonly { card: PicksCard; arrival: Arrival }[], scenario: Scenario, keys: PlayerKey[]): OperatedLeague {
  // Every card in hand and every player admitted before any result (a result freezes its question
  // against whatever is collected or admitted after it): the log as it stood then.
  let operated: OperatedLeague = { ...start, events: start.events.filter((event) => event.type !== 'resolved' && event.type !== 'voided') };
  for (const { card, arrival } of cards) operated = collectCard(operated, card, arrival, NOW).operated;
  scenario.admissions.forEach((admission, index) => {
    if (admission !== 'pending') operated = setAdmission(operated, keys[index]!.playerId, admission, NOW);
  });
  return { ...operated, events: start.events };
}

/** Standings recomputed plainly from the counted picks, checking every wallet along the way. */
function recompute(operated: OperatedLeague, counted: readonly CollectedPick[]): Map<string, Omit<Standing, 'name'> & { name: undefined }> {
  const results = new Map(operated.events.flatMap((event) => (event.type === 'resolved' ? [[event.questionId, { outcome: event.outcome as string, at: Date.parse(event.at) }] as const] : event.type === 'voided' ? [[event.questionId, { outcome: 'VOID', at: Date.parse(event.at) }] as const] : [])));
  const rows = new Map<string, Omit<Standing, 'name'> & { name: undefined }>();
  for (const player of operated.players ?? []) if (player.admission === 'admitted') rows.set(player.playerId, { playerId: player.playerId, name: undefined, balance: COINS, week: 0, month: 0, all: 0, won: 0, settled: 0 });
  type Move = { at: number; order: number; playerId: string; coins: number };
  const moves: Move[] = [];
  for (const pick of counted) {
    const row = rows.get(pick.playerId)!;
    const arrived = Date.parse(pick.arrivedAt);
    moves.push({ at: arrived, order: 1, playerId: pick.playerId, coins: -pick.amount });
    const result = results.get(pick.questionId);
    expect(arrived).toBeLessThan(result?.at ?? Number.POSITIVE_INFINITY);
    if (!result) continue;
    const back = result.outcome === 'VOID' ? pick.amount : result.outcome === pick.choice ? potentialWin(pick.amount) : 0;
    moves.push({ at: result.at, order: 0, playerId: pick.playerId, coins: back });
    row.all += back - pick.amount;
    row.month += back - pick.amount;
    if (result.at >= WEEK_FROM) row.week += back - pick.amount;
    if (result.outcome !== 'VOID') row.settled += 1;
    if (result.outcome === pick.choice) row.won += 1;
  }
  const wallets = new Map<string, number>();
  for (const move of moves.sort((a, b) => a.at - b.at || a.order - b.order)) {
    const balance = (wallets.get(move.playerId) ?? COINS) + move.coins;
    expect(balance).toBeGreaterThanOrEqual(0);
    wallets.set(move.playerId, balance);
  }
  for (const row of rows.values()) row.balance = wallets.get(row.playerId) ?? COINS;
  return rows;
}

jest.setTimeout(120_000);

describe('picks properties', () => {
  it('standings equal a recomputation from the counted picks; wallets never go negative; no coin is created; a card twice and the collection order change nothing', async () => {
    const keys = await playerKeys();
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const events = eventsOf(scenario);
        const cards = await cardsOf(scenario, keys);
        // Collected as they arrived (ties in card order), as the organiser's clock would.
        const byArrival = [...cards].sort((a, b) => Date.parse(a.arrival.at) - Date.parse(b.arrival.at));
        const operated = collectAll(operatedWith(events), byArrival, scenario, keys);
        const players = operated.players ?? [];
        const picks = operated.picks ?? [];
        const snapshot = snapshotOf(events, players, picks, SIGNED_AT);
        const { counted } = countPicks(events, players, picks);

        const expected = recompute(operated, counted);
        expect(snapshot.standings.map((row) => ({ ...row, name: undefined })).sort((a, b) => (a.playerId < b.playerId ? -1 : 1))).toEqual([...expected.values()].sort((a, b) => (a.playerId < b.playerId ? -1 : 1)));
        for (const row of snapshot.standings) expect(row.balance).toBeGreaterThanOrEqual(0);
        const open = counted.filter((pick) => !events.some((event) => (event.type === 'resolved' || event.type === 'voided') && event.questionId === pick.questionId));
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(snapshot.standings.map((row) => row.balance))).toBe(snapshot.standings.length * COINS + sum(snapshot.standings.map((row) => row.all)) - sum(open.map((pick) => pick.amount)));
        expect(counted.every((pick) => players.some((player) => player.playerId === pick.playerId && player.admission === 'admitted'))).toBe(true);

        const last = cards.at(-1);
        if (last) {
          const again = collectCard(operated, last.card, { at: iso(NOW + 31 * HOUR_MS), proof: 'received' }, NOW + 31 * HOUR_MS);
          expect(again.operated).toEqual(operated);
          expect(again.report.added).toBe(0);
        }

        const shuffled = cards.map((card, index) => ({ card, key: scenario.order[index] ?? index })).sort((a, b) => a.key - b.key).map(({ card }) => card);
        const reordered = collectAll(operatedWith(events), shuffled, scenario, keys);
        expect(snapshotOf(events, reordered.players ?? [], reordered.picks ?? [], SIGNED_AT)).toEqual(snapshot);
      }),
      { numRuns: 40 },
    );
  });
});
