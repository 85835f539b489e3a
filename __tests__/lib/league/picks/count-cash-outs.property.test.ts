// Properties of counting cash-outs with picks and results: for random picks, cash-outs (honest,
// greedy or nonsense) and results, in a fixed or a pool-share league, no counted wallet ever goes
// below zero at any moment of the timeline, and a pool-share result pays out exactly its pool.

import fc from 'fast-check';
import { countPicks } from '@/lib/league/picks/count-picks';
import { leagueFactsOf } from '@/lib/league/picks/league-facts';
import { ASHA, BEN, CHEN, collected, collectedCashOut, HOUR_MS, leagueEvents, NOW, player, sharingThePool, type Step } from './picks-fixtures';

const PLAYERS = [ASHA, BEN, CHEN];

const scenarioArb = fc.record({
  pool: fc.boolean(),
  ends: fc.array(fc.integer({ min: 1, max: 24 }), { minLength: 2, maxLength: 2 }),
  results: fc.array(fc.option(fc.record({ outcome: fc.constantFrom('YES' as const, 'NO' as const, 'VOID' as const), hours: fc.integer({ min: 1, max: 28 }) })), { minLength: 2, maxLength: 2 }),
  picks: fc.array(
    fc.record({ player: fc.nat(2), question: fc.nat(1), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 5, max: 900 }), hours: fc.integer({ min: 0, max: 30 }) }),
    { maxLength: 10 },
  ),
  cashOuts: fc.array(
    fc.record({ player: fc.nat(2), pick: fc.nat(12), amount: fc.integer({ min: 1, max: 900 }), percent: fc.integer({ min: 1, max: 100 }), hours: fc.integer({ min: 0, max: 30 }) }),
    { maxLength: 8 },
  ),
});

describe('counting cash-outs', () => {
  it('never takes a counted wallet below zero, and pays out a pool-share result’s whole pool', () => {
    let cashedOut = 0;
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const steps: Step[] = scenario.ends.map((end) => ({ kind: 'question', atMs: NOW, endMs: NOW + end * HOUR_MS }));
        const results = scenario.results.flatMap((result, index) => (result ? [{ kind: 'result' as const, n: index + 1, outcome: result.outcome, atMs: NOW + result.hours * HOUR_MS }] : []));
        const plain = leagueEvents([...steps, ...results.sort((a, b) => a.atMs - b.atMs)], 1000);
        const events = scenario.pool ? sharingThePool(plain) : plain;
        const picks = scenario.picks.map((each, k) => collected(PLAYERS[each.player]!, k, each.question + 1, each.choice, each.amount, NOW + each.hours * HOUR_MS));
        // Cash-out ids start past every pick's; each names a pick by its k (some never made, some another player's).
        const cashOuts = scenario.cashOuts.map((each, k) => collectedCashOut(PLAYERS[each.player]!, 100 + k, each.pick, each.amount, Math.max(1, Math.floor((each.amount * each.percent) / 100)), NOW + each.hours * HOUR_MS));
        const count = countPicks(events, PLAYERS.map((id) => player(id)), picks, cashOuts);
        const facts = leagueFactsOf(events);

        // Replay the counted timeline in the count's own order: at one instant results first, then arrivals by id.
        type Move = { atMs: number; order: number; id: string; moves: [string, number][] };
        const timeline: Move[] = [
          ...count.counted.map((pick) => ({ atMs: Date.parse(pick.arrivedAt), order: 1, id: pick.id, moves: [[pick.playerId, -pick.amount]] as [string, number][] })),
          ...count.cashOuts.map((cashOut) => ({ atMs: Date.parse(cashOut.arrivedAt), order: 1, id: cashOut.id, moves: [[cashOut.playerId, cashOut.value]] as [string, number][] })),
          ...facts.results.map((result) => ({
            atMs: result.atMs,
            order: 0,
            id: '',
            moves: count.counted.filter((pick) => pick.questionId === result.questionId).map((pick) => [pick.playerId, count.returns.get(pick.id) ?? 0] as [string, number]),
          })),
        ].sort((a, b) => a.atMs - b.atMs || a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const wallets = new Map(PLAYERS.map((id) => [id, 1000]));
        for (const { moves } of timeline) {
          for (const [id, delta] of moves) {
            wallets.set(id, (wallets.get(id) ?? 0) + delta);
            expect(wallets.get(id)).toBeGreaterThanOrEqual(0);
          }
        }
        cashedOut += count.cashOuts.length;

        // A pool-share result with a winner pays out every standing stake on it plus its kept coins.
        if (scenario.pool) {
          for (const result of facts.results) {
            const on = count.counted.filter((pick) => pick.questionId === result.questionId);
            const won = on.some((pick) => pick.choice === result.outcome && (count.standing.get(pick.id) ?? 0) > 0);
            if (!won) continue;
            const pool = on.reduce((sum, pick) => sum + (count.standing.get(pick.id) ?? 0), 0) + (count.kept.get(result.questionId) ?? 0);
            expect(on.reduce((sum, pick) => sum + (count.returns.get(pick.id) ?? 0), 0)).toBe(pool);
          }
        }
      }),
      // Seeded: whether random scenarios reach a counted cash-out at all is luck; this seed's do (checked below).
      { seed: 30, numRuns: 300 },
    );
    // The scenarios do reach counted cash-outs, not only refused ones.
    expect(cashedOut).toBeGreaterThan(0);
  });
});
