// Properties of leagues (issue 19's acceptance): whatever order, duplication and replay the
// slices of one signed log arrive in, the game ends as if each event were applied once in order,
// every league wallet is what its positions say, and no credit is paid twice; tampered bytes never
// verify; a changed event breaks the chain or conflicts with what was applied.

import fc from 'fast-check';
import * as v from 'valibot';
import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { followLeague, leagueBalance } from '@/lib/league/follow-league';
import type { LeagueLog } from '@/lib/league/league-log';
import { readUpdate, type VerifiedUpdate } from '@/lib/league/read-update';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import type { LeagueKeys } from '@/lib/league/keys';
import type { GameData } from '@/lib/model/game';
import type { LeagueEvent } from '@/lib/model/league';
import { gameStateSchema } from '@/lib/storage/schema';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { buildLog, opArb, prefix } from './random-logs';
import { handMadeUpdate, HOUR_MS, logWithQuestions, NOW, pinned, resolve, signRaw, testKeys } from './league-fixtures';

const ctx = makeCtx(NOW + 20 * HOUR_MS);

type Bet = { player: number; question: number; choice: 'YES' | 'NO'; amount: number };

const betArb: fc.Arbitrary<Bet> = fc.record({ player: fc.nat(2), question: fc.nat(2), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 10, max: 400 }) });

const single = (log: LeagueLog, seq: number): VerifiedUpdate => ({
  leagueId: log.leagueId,
  publicKey: log.publicKey,
  name: 'Site League',
  events: [log.events[seq - 1] as LeagueEvent],
  hashes: [log.hashes[seq - 1] as string],
});
const pinnedIn = (data: GameData) => (leagueId: string) => data.leagues?.find((league) => league.id === leagueId)?.publicKey ?? null;

/** Events 1-4 applied, every player following, and the bets that fit their league wallets placed. */
async function baseGame(keys: LeagueKeys, log: LeagueLog, bets: Bet[]): Promise<GameData> {
  const { data: players, ids } = threePlayers(makeCtx());
  const read = await readUpdate(await signUpdateAtNow(keys, prefix(log, 4)), pinned(log));
  if (!read.ok) throw new Error(read.reason);
  let data = ok(applyLeagueUpdate(players, read.update, 'site', ctx)).data;
  for (const id of ids) data = ok(followLeague(data, id, log.leagueId, ctx)).data;
  for (const bet of bets) {
    const placed = placeBet(data, { accountId: ids[bet.player] ?? null, marketId: `${log.leagueId}.${bet.question + 1}`, choice: bet.choice, amount: bet.amount }, ctx);
    if (placed.ok) data = placed.data;
  }
  return data;
}

/** Each league wallet is its starting coins, less its stakes, plus what its settled positions were paid. */
function walletsAgreeWithPositions(data: GameData, leagueId: string, startingCoins: number): boolean {
  return data.accounts.every((account) => {
    const own = data.positions.filter((position) => position.accountId === account.id && position.wallet === leagueId);
    const expected = own.reduce(
      (sum, position) => sum - position.amount + (position.status === 'won' ? position.potentialWin : position.status === 'refunded' ? position.amount : 0),
      startingCoins,
    );
    return leagueBalance(data.ledger, account.id, leagueId) === expected;
  });
}

describe('league properties', () => {
  it('end in the same game, however the slices of one signed log arrive, with wallets equal to their ledgers', async () => {
    const [keys] = await testKeys();
    const sliceArb = fc.tuple(fc.nat(), fc.nat());
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 6 }), fc.array(betArb, { maxLength: 8 }), fc.array(sliceArb, { minLength: 1, maxLength: 10 }), async (ops, bets, slices) => {
        const log = await buildLog(keys, ops);
        const total = log.events.length;
        // The reference: each event applied once, in order, one at a time.
        const reference: GameData[] = [];
        reference[4] = await baseGame(keys, log, bets);
        for (let seq = 5; seq <= total; seq += 1) reference[seq] = ok(applyLeagueUpdate(reference[seq - 1] as GameData, single(log, seq), 'site', ctx)).data;

        let data = reference[4] as GameData;
        const feeds = slices.map(([a, b]) => [Math.min(a, b) % total, Math.max(a, b) % total].sort((x, y) => x - y) as [number, number]);
        for (const [from, to] of [...feeds, [0, total - 1] as [number, number]]) {
          const read = await readUpdate(await signUpdateAtNow(keys, prefix(log, to + 1), from + 1), pinnedIn(data));
          if (!read.ok) throw new Error(read.reason);
          const applied = applyLeagueUpdate(data, read.update, 'site', ctx);
          if (applied.ok) data = applied.data;
          else expect(applied.reason).toBe('gap');
          const seq = data.leagues?.[0]?.seq ?? 0;
          expect(data).toEqual(reference[seq]);
          expect(v.safeParse(gameStateSchema, data).success).toBe(true);
          expect(walletsAgreeWithPositions(data, log.leagueId, 1000)).toBe(true);
          expect(new Set(data.ledger.map((entry) => entry.id)).size).toBe(data.ledger.length);
        }
        expect(data).toEqual(reference[total]);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('never verify a signed update with any byte changed', async () => {
    const [keys] = await testKeys();
    const open = await logWithQuestions(keys, 2);
    const log = await resolve(open, `${open.leagueId}.1`, 'YES');
    const signed = [await signUpdateAtNow(keys, log), await signUpdateAtNow(keys, log, 2, { compress: false })];
    await fc.assert(
      fc.asyncProperty(fc.nat(1), fc.nat(), fc.integer({ min: 1, max: 255 }), async (which, at, mask) => {
        const bytes = (signed[which] as Uint8Array).slice();
        const index = at % bytes.length;
        bytes[index] = (bytes[index] ?? 0) ^ mask;
        expect((await readUpdate(bytes, pinned(log))).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('refuse a changed event: inside an update the chain breaks, against applied events it conflicts', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 4);
    const { data: players } = threePlayers(makeCtx());
    const read = await readUpdate(await signUpdateAtNow(keys, log), pinned(log));
    if (!read.ok) throw new Error(read.reason);
    const applied = ok(applyLeagueUpdate(players, read.update, 'site', ctx)).data;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: log.events.length - 1 }), fc.integer({ min: 1, max: 10_000 }), async (index, shift) => {
        const movedTo = new Date(NOW + shift * 60_000).toISOString();
        // A shift can land on the event's own time (the questions are NOW + 1, 2, … hours): no change then.
        fc.pre(movedTo !== log.events[index]?.at);
        const changed = log.events.map((event, at) => (at === index ? { ...event, at: movedTo } : event));
        // Signed by the operator, but not re-chained: the next event still names the old hash.
        if (index < log.events.length - 1) {
          const result = await readUpdate(await signRaw(keys, { league: log.leagueId, name: 'Site League', events: changed }), pinned(log));
          expect(result).toEqual({ ok: false, reason: 'broken-chain', leagueId: log.leagueId });
        }
        // Re-chained and signed: it reads, and it conflicts with what this browser applied.
        const rechained = await handMadeUpdate(log, changed);
        const resigned = await readUpdate(await signRaw(keys, { league: log.leagueId, name: 'Site League', events: rechained.events }), pinned(log));
        if (!resigned.ok) throw new Error(resigned.reason);
        expect(applyLeagueUpdate(applied, resigned.update, 'site', ctx)).toMatchObject({ ok: false, reason: 'conflict' });
      }),
      { numRuns: 40 },
    );
  });

  it('credit a league’s starting coins once per account, however often each follows', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 0);
    const read = await readUpdate(await signUpdateAtNow(keys, log), pinned(log));
    if (!read.ok) throw new Error(read.reason);
    const { data: players, ids } = threePlayers(makeCtx());
    const start = ok(applyLeagueUpdate(players, read.update, 'site', ctx)).data;
    fc.assert(
      fc.property(fc.array(fc.nat(2), { maxLength: 12 }), (follows) => {
        let data = start;
        for (const player of follows) data = ok(followLeague(data, ids[player] ?? null, log.leagueId, ctx)).data;
        for (const [player, id] of ids.entries()) {
          const starts = data.ledger.filter((entry) => entry.accountId === id && entry.kind === 'league start');
          expect(starts.length).toBe(follows.includes(player) ? 1 : 0);
          expect(leagueBalance(data.ledger, id, log.leagueId)).toBe(follows.includes(player) ? 1000 : 0);
        }
        expect(data.accounts.map((account) => account.coins)).toEqual(start.accounts.map((account) => account.coins));
      }),
      { numRuns: 100 },
    );
  });
});
