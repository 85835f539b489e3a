// For random bets, results and the organiser's snapshots, applied in any order and replayed: every
// league wallet is its ledger, no coin is made, and the player's league balance after an update is
// the snapshot's standing balance (recomputed here, independently, from the bets it counted) minus
// the stakes of the bets it has not judged yet.

import fc from 'fast-check';
import { placeBet } from '@/lib/betting/place-bet';
import { potentialWin } from '@/lib/betting/betting-rules';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { leagueBalance } from '@/lib/league/follow-league';
import type { LeagueLog } from '@/lib/league/league-log';
import { readUpdate, type VerifiedUpdate } from '@/lib/league/read-update';
import { signUpdate } from '@/lib/league/sign-update';
import type { GameData } from '@/lib/model/game';
import type { Position } from '@/lib/model/position';
import { PICK_REFUSALS, type PickRefusal } from '@/lib/model/picks';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { countedSnapshot, followWithKey } from './counted-snapshot';
import { HOUR_MS, logWithQuestions, NOW, pinned, resolve, testKeys, verifiedUpdate } from './league-fixtures';

const QUESTIONS = 3;
const STARTING = 1000;

interface Scenario {
  bets: { question: number; choice: 'YES' | 'NO'; amount: number; refused: PickRefusal | null }[];
  /** Per question: its result, or none. Results come in question order. */
  outcomes: ('YES' | 'NO' | 'VOID' | null)[];
  /** Each snapshot: how many results the log holds when it is signed, and how many bets (in order) it has judged. */
  cuts: { results: number; judged: number }[];
  /** Which snapshot's update the player opens, in order (repeats are replays). */
  opened: number[];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    bets: fc.array(
      fc.record({
        question: fc.nat(QUESTIONS - 1),
        choice: fc.constantFrom<'YES' | 'NO'>('YES', 'NO'),
        amount: fc.integer({ min: 10, max: 120 }),
        refused: fc.option(fc.constantFrom(...PICK_REFUSALS), { freq: 3 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    outcomes: fc.array(fc.option(fc.constantFrom<'YES' | 'NO' | 'VOID'>('YES', 'NO', 'VOID')), { minLength: QUESTIONS, maxLength: QUESTIONS }),
    cuts: fc.array(fc.record({ results: fc.nat(QUESTIONS), judged: fc.nat(8) }), { minLength: 1, maxLength: 4 }),
    opened: fc.array(fc.nat(3), { minLength: 1, maxLength: 8 }),
  })
  .map((scenario) => {
    // The organiser's count only moves forward: later snapshots hold more results and more judged bets.
    const results = scenario.cuts.map((cut) => cut.results).sort((a, b) => a - b);
    const judged = scenario.cuts.map((cut) => Math.min(cut.judged, scenario.bets.length)).sort((a, b) => a - b);
    const cuts = results.map((count, index) => ({ results: count, judged: judged[index] ?? 0 }));
    return { ...scenario, cuts, opened: scenario.opened.map((index) => index % cuts.length) };
  });

/** The standing balance the organiser publishes: starting coins, less counted stakes, plus what the results paid them. */
function standingBalance(scenario: Scenario, judged: number, resultsByQuestion: Map<number, 'YES' | 'NO' | 'VOID'>): number {
  let balance = STARTING;
  scenario.bets.slice(0, judged).forEach((bet) => {
    if (bet.refused) return;
    balance -= bet.amount;
    const outcome = resultsByQuestion.get(bet.question);
    if (outcome === 'VOID') balance += bet.amount;
    else if (outcome === bet.choice) balance += potentialWin(bet.amount);
  });
  return balance;
}

describe('a player’s league wallet under the organiser’s snapshots (property)', () => {
  it('is its ledger, makes no coin, and is the standing balance less the stakes not yet judged', async () => {
    const [keys] = await testKeys();
    const base = await logWithQuestions(keys, QUESTIONS);
    const baseUpdate = await verifiedUpdate(keys, base);
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const ctx = makeCtx(NOW + 3 * HOUR_MS);
        const { data: players, ids } = threePlayers(ctx);
        const ann = ids[0] ?? '';
        let data: GameData = followWithKey(ok(applyLeagueUpdate(players, baseUpdate, 'link', ctx)).data, ann, base.leagueId, ctx);
        const positions: Position[] = [];
        for (const [index, bet] of scenario.bets.entries()) {
          ctx.setNow(NOW + 3 * HOUR_MS + index * 1000);
          const placed = ok(placeBet(data, { accountId: ann, marketId: `${base.leagueId}.${bet.question + 1}`, choice: bet.choice, amount: bet.amount }, ctx));
          data = placed.data;
          positions.push(placed.position);
        }

        // The organiser's log, its results in question order, and one signed update per snapshot.
        const resulted: { question: number; outcome: 'YES' | 'NO' | 'VOID' }[] = [];
        scenario.outcomes.forEach((outcome, question) => outcome && resulted.push({ question, outcome }));
        const logs: LeagueLog[] = [base];
        for (const { question, outcome } of resulted) logs.push(await resolve(logs.at(-1) as LeagueLog, `${base.leagueId}.${question + 1}`, outcome, NOW + (5 + question) * HOUR_MS));
        const updates: VerifiedUpdate[] = [];
        const standings: number[] = [];
        const throughs: number[] = [];
        for (const [index, cut] of scenario.cuts.entries()) {
          const log = logs[Math.min(cut.results, resulted.length)] as LeagueLog;
          const refused = Object.fromEntries(scenario.bets.flatMap((bet, at) => (bet.refused && at < cut.judged ? [[positions[at]?.id ?? '', bet.refused]] : [])));
          const snapshot = countedSnapshot(data, base.leagueId, log.events.length, { positions: positions.slice(0, cut.judged), refused });
          const read = await readUpdate(await signUpdate(keys, log, 1, { signedAtMs: NOW + (20 + index) * HOUR_MS, snapshot }), pinned(log));
          if (!read.ok) throw new Error(read.reason);
          updates.push(read.update);
          standings.push(standingBalance(scenario, cut.judged, new Map(resulted.slice(0, Math.min(cut.results, resulted.length)).map((each) => [each.question, each.outcome]))));
          throughs.push(cut.judged);
        }

        ctx.setNow(NOW + 30 * HOUR_MS);
        let newest = -1;
        for (const index of scenario.opened) {
          const applied = ok(applyLeagueUpdate(data, updates[index] as VerifiedUpdate, 'link', ctx));
          data = applied.data;
          newest = Math.max(newest, index);

          const wallet = data.ledger.filter((entry) => entry.accountId === ann && entry.wallet === base.leagueId);
          const ids = new Set(wallet.map((entry) => entry.id));
          expect(ids.size).toBe(wallet.length);
          // The wallet is its ledger: the start, each stake, and each position's one credit by how it ended.
          const byPositions = positions.reduce((sum, placed) => {
            const now = data.positions.find((position) => position.id === placed.id) as Position;
            const credit = now.status === 'won' ? now.potentialWin : now.status === 'refunded' ? now.amount : 0;
            return sum - now.amount + credit;
          }, STARTING);
          const balance = leagueBalance(data.ledger, ann, base.leagueId);
          expect(balance).toBe(byPositions);
          expect(balance).toBeGreaterThanOrEqual(0);
          // Published balance, less the stakes of the bets the newest snapshot held has not judged.
          const unjudged = scenario.bets.slice(throughs[newest]).reduce((sum, bet) => sum + bet.amount, 0);
          expect(balance).toBe((standings[newest] ?? 0) - unjudged);
          expect(data.leagues[0]?.snapshotAt).toBe(new Date(NOW + (20 + newest) * HOUR_MS).toISOString());
        }
      }),
      { numRuns: 40 },
    );
  });
});
