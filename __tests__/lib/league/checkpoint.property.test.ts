// Properties of checkpoints (issue 28's acceptance): joining from a checkpoint at any event N gives
// the state that applying events 1..N gives (the hashes before N aside, and the questions got their results
// before N, which a checkpoint carries only as id and result and a new player has nothing on);
// applying the rest afterwards gives what applying the whole log gives; an older update that
// reaches the checkpoint changes nothing; and a browser behind the checkpoint, with bets, ends with
// the wallets and positions the events themselves would give it, each credit paid once.

import fc from 'fast-check';
import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { followLeague, leagueBalance } from '@/lib/league/follow-league';
import type { LeagueLog } from '@/lib/league/league-log';
import { readUpdate, type VerifiedUpdate } from '@/lib/league/read-update';
import type { LeagueKeys } from '@/lib/league/keys';
import type { GameData } from '@/lib/model/game';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { buildLog, opArb, prefix } from './random-logs';
import { HOUR_MS, NOW, pinned, testKeys } from './league-fixtures';
import { signUpdateAtNow } from './sign-at-now';

const ctx = makeCtx(NOW + 30 * HOUR_MS);


async function read(keys: LeagueKeys, log: LeagueLog, fromSeq: number, checkpoint = false): Promise<VerifiedUpdate> {
  const result = await readUpdate(await signUpdateAtNow(keys, log, fromSeq, { checkpoint }), pinned(log));
  if (!result.ok) throw new Error(result.reason);
  return result.update;
}

/** Questions a result settled at or before event n: a checkpoint at n lists them by id and result only. */
function settledBy(log: LeagueLog, n: number): Set<string> {
  return new Set(log.events.slice(0, n).flatMap((event) => (event.type === 'resolved' || event.type === 'voided' ? [event.questionId] : [])));
}

/** The game as a checkpoint at n can give it: the league without the hashes before n, no market settled by then. */
function asFromCheckpoint(data: GameData, log: LeagueLog, n: number): unknown {
  const gone = settledBy(log, n);
  return {
    ...data,
    leagues: data.leagues.map((league) => ({ ...league, firstSeq: n, hashes: league.hashes.slice(n - 1) })),
    markets: data.markets.filter((market) => !gone.has(market.id)),
  };
}

// Long leagues are built and signed for real: slow on a loaded machine, so these get a minute.
jest.setTimeout(60_000);

describe('checkpoint properties', () => {
  it('joining from a checkpoint at any N equals applying events 1..N, and applying the rest equals applying the whole log', async () => {
    const [keys] = await testKeys();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 10 }), fc.nat(), async (ops, pick) => {
        const log = await buildLog(keys, ops);
        const total = log.events.length;
        const n = 1 + (pick % total);
        const { data: players } = threePlayers(makeCtx());

        const byEvents = ok(applyLeagueUpdate(players, await read(keys, prefix(log, n), 1), 'link', ctx)).data;
        const joined = ok(applyLeagueUpdate(players, await read(keys, prefix(log, n), n + 1, true), 'link', ctx)).data;
        expect(joined).toEqual(asFromCheckpoint(byEvents, log, n));

        const whole = ok(applyLeagueUpdate(players, await read(keys, log, 1), 'link', ctx)).data;
        const rest = n < total ? ok(applyLeagueUpdate(joined, await read(keys, log, n + 1), 'link', ctx)).data : joined;
        expect(rest).toEqual(asFromCheckpoint(whole, log, n));
        // One update: the checkpoint and the events after it.
        const inOne = ok(applyLeagueUpdate(players, await read(keys, log, n + 1, true), 'link', ctx)).data;
        expect(inOne).toEqual(rest);

        // The whole log from event 1 reaches the checkpoint's hash: old news, nothing changes.
        expect(ok(applyLeagueUpdate(rest, await read(keys, log, 1), 'link', ctx)).data).toBe(rest);
      }),
      { numRuns: 25 },
    );
  });

  it('a browser behind the checkpoint, with bets, ends with the wallets and positions the events give it, each credit paid once', async () => {
    const [keys] = await testKeys();
    const betArb = fc.array(fc.record({ player: fc.nat(2), question: fc.nat(2), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 10, max: 300 }) }), {
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), betArb, fc.nat(), async (ops, bets, pick) => {
        const log = await buildLog(keys, ops);
        const total = log.events.length;
        const n = 1 + (pick % total);
        const { data: players, ids } = threePlayers(makeCtx());
        let base = ok(applyLeagueUpdate(players, await read(keys, prefix(log, 4), 1), 'link', ctx)).data;
        for (const id of ids) base = ok(followLeague(base, id, log.leagueId, ctx)).data;
        for (const bet of bets) {
          const placed = placeBet(base, { accountId: ids[bet.player] ?? null, marketId: `${log.leagueId}.${bet.question + 1}`, choice: bet.choice, amount: bet.amount }, ctx);
          if (placed.ok) base = placed.data;
        }

        const byEvents = total > 4 ? ok(applyLeagueUpdate(base, await read(keys, log, 5), 'link', ctx)).data : base;
        const caughtUp = ok(applyLeagueUpdate(base, await read(keys, log, Math.max(n, 1) + 1, true), 'link', ctx)).data;
        const again = ok(applyLeagueUpdate(caughtUp, await read(keys, log, 1), 'link', ctx)).data;
        for (const data of [caughtUp, again]) {
          for (const id of ids) expect(leagueBalance(data.ledger, id, log.leagueId)).toBe(leagueBalance(byEvents.ledger, id, log.leagueId));
          expect(data.positions.map(({ id, status }) => ({ id, status }))).toEqual(byEvents.positions.map(({ id, status }) => ({ id, status })));
        }
        expect(again.ledger).toHaveLength(caughtUp.ledger.length);
      }),
      { numRuns: 25 },
    );
  });
});
