import fc from 'fast-check';
import * as v from 'valibot';
import { deleteAccount } from '@/lib/account/account-data';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { createMarket } from '@/lib/market/market-draft';
import { settleMarket, type Outcome } from '@/lib/settlement/settlement';
import { decodeEnvelope, encodeEnvelope, encodeState } from '@/lib/storage/envelope';
import { GAME_SPEC } from '@/lib/storage/game-spec';
import { packGame, unpackGame, type PackedGame } from '@/lib/storage/packed-game';
import { storedGameText } from '@/lib/storage/stored-game-text';
import { gameStateSchema } from '@/lib/storage/schema';
import { addCoins } from '@/lib/wallet/free-coins';
import { makeCtx, NOW, ok, threePlayers } from '../game-fixtures';

const MARKET_IDS = ['m1', 'm2', 'm3'] as const;

type Step =
  | { kind: 'bet'; player: number; market: string; choice: 'YES' | 'NO'; amount: number; atMs: number }
  | { kind: 'settle'; market: string; outcome: Outcome; atMs: number }
  | { kind: 'topUp'; player: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), player: fc.nat({ max: 2 }), market: fc.constantFrom(...MARKET_IDS), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 10, max: 300 }), atMs: fc.integer({ min: 0, max: 5000 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), market: fc.constantFrom(...MARKET_IDS), outcome: fc.constantFrom<Outcome>('YES', 'NO', 'VOID'), atMs: fc.integer({ min: 0, max: 5000 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('topUp' as const), player: fc.nat({ max: 2 }) }), weight: 1 },
);

/** Three players, then whatever the steps do: bets, settlements and top-ups, at varied times. */
const ctx = makeCtx(NOW);

const players = () => threePlayers(ctx);

/** One step of play; a refused step leaves the data as it was. */
function apply(data: GameData, ids: readonly string[], step: Step): GameData {
  const at = { ...ctx, nowMs: NOW + ('atMs' in step ? step.atMs : 0) };
  const result =
    step.kind === 'bet'
      ? placeBet(data, { accountId: ids[step.player] ?? null, marketId: step.market, choice: step.choice, amount: step.amount }, at)
      : step.kind === 'settle'
        ? settleMarket(data, step.market, step.outcome, at)
        : addCoins(data, ids[step.player] ?? null, 500, at);
  return result.ok ? result.data : data;
}

/** Three players, then whatever the steps do: bets, settlements and top-ups, at varied times. */
function play(steps: Step[]): GameData {
  const { data, ids } = players();
  return steps.reduce((current, step) => apply(current, ids, step), data);
}

/** The same game as an older app left it: ledger ids it made up, unrelated to the positions. */
function withLegacyIds(data: GameData): GameData {
  return { ...data, ledger: data.ledger.map((entry, index) => ({ ...entry, id: `0b8c1e4a-legacy-${index}` })) };
}

/** Bets from before version 6 among the newer ones: the chosen ones have no YES share recorded. */
function withUnrecordedShares(data: GameData, unrecorded: readonly boolean[]): GameData {
  return { ...data, positions: data.positions.map((position, index) => (unrecorded[index % unrecorded.length] ? { ...position, yesShareAfter: null } : position)) };
}

function roundTrip(data: GameData) {
  const decoded = decodeEnvelope(encodeState(GAME_SPEC, 1, data), GAME_SPEC);
  if (!decoded.ok) throw new Error(decoded.reason);
  return decoded.state;
}

describe('packGame and unpackGame', () => {
  it('store any game the rules can make, and give it back exactly: from the app and from older apps', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), fc.boolean(), fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (steps, legacy, unrecorded) => {
        const played = withUnrecordedShares(play(steps), unrecorded);
        const data = legacy ? withLegacyIds(played) : played;
        expect(v.safeParse(gameStateSchema, data).success).toBe(true);
        expect(roundTrip(data)).toEqual(data);
        expect(storedGameText(data)).toBe(JSON.stringify(packGame(data)));
      }),
      { numRuns: 150 },
    );
  });

  it('writes, change after change, exactly the text JSON.stringify would: kept chunks are never stale', () => {
    // Hundreds of positions, so the text spans several chunks and most of them are kept.
    const { data: start, ids } = players();
    const many = Array.from({ length: 700 }, (_, index): Step => ({ kind: 'bet', player: index % 3, market: MARKET_IDS[index % 3] ?? 'm1', choice: index % 2 ? 'YES' : 'NO', amount: 10, atMs: index }));
    const rich = [0, 1, 2].reduce((data, player) => ok(addCoins(data, ids[player] ?? null, 5000, ctx)).data, start);
    const base = many.reduce((data, step) => apply(data, ids, step), rich);
    const change = fc.oneof(
      stepArb,
      fc.constant({ kind: 'newMarket' as const }),
      fc.constant({ kind: 'deleteFirst' as const }),
    );
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 12 }), (changes) => {
        // Each run starts where the last left off or from the base: both must write the truth.
        let data = base;
        expect(storedGameText(data)).toBe(JSON.stringify(packGame(data)));
        for (const step of changes) {
          if (step.kind === 'newMarket') {
            // Each new question its own words: the same one twice is refused as a duplicate.
            const draft = { question: `Will new market ${data.markets.length} shift every index?`, category: 'News', endTime: new Date(NOW + 86_400_000).toISOString(), description: '' };
            data = ok(createMarket(data, draft, ctx)).data;
          } else if (step.kind === 'deleteFirst') {
            data = data.accounts[0] ? ok(deleteAccount(data, data.accounts[0].id)).data : data;
          } else {
            data = apply(data, ids, step);
          }
          expect(storedGameText(data)).toBe(JSON.stringify(packGame(data)));
        }
        expect(unpackGame(JSON.parse(storedGameText(data)) as PackedGame)).toEqual({ ok: true, data });
      }),
      { numRuns: 40 },
    );
  });

  it('leaves out what a position implies: its question, its stake and settlement entries, canonical times', () => {
    const data = play([
      { kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 10 },
      { kind: 'bet', player: 1, market: 'm1', choice: 'NO', amount: 50, atMs: 20 },
      { kind: 'settle', market: 'm1', outcome: 'YES', atMs: 30 },
    ]);
    const packed = packGame(data);
    const m1 = data.markets.findIndex((market) => market.id === 'm1');
    expect(packed.positions).toEqual([
      [data.positions[0]?.id, 0, m1, 1, 100, 180, NOW + 10, 1, 0, 100],
      // 100 of the 150 coins on YES after the second bet.
      [data.positions[1]?.id, 1, m1, 6, 50, 90, NOW + 20, 1, 0, 67],
    ]);
    // Three welcome bonuses in full, then stake 0, stake 1 and position 0's win.
    expect(packed.ledger.slice(3)).toEqual([0, 2, 1]);
    expect(typeof packed.ledger[0]).toBe('object');
    expect(unpackGame(packed)).toEqual({ ok: true, data });
  });

  it('keeps an entry in full when it differs from what its position implies', () => {
    const data = play([{ kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 0 }]);
    const edited = { ...data, ledger: data.ledger.map((entry) => (entry.positionId ? { ...entry, description: 'Bet placed: something else' } : entry)) };
    const packed = packGame(edited);
    expect(packed.ledger.every((entry) => typeof entry === 'object')).toBe(true);
    expect(unpackGame(packed)).toEqual({ ok: true, data: edited });
  });

  it('keeps a time in full when it is not in the canonical form', () => {
    const data = play([{ kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 0 }]);
    const [position] = data.positions;
    if (!position) throw new Error('no position');
    const createdAt = '2026-11-22T12:00:00Z';
    const edited = {
      ...data,
      positions: [{ ...position, createdAt }],
      ledger: data.ledger.map((entry) => (entry.positionId ? { ...entry, createdAt } : entry)),
    };
    const packed = packGame(edited);
    expect(packed.positions[0]?.[6]).toBe(createdAt);
    expect(packed.ledger.at(-1)).toBe(0);
    expect(roundTrip(edited)).toEqual(edited);
  });

  it.each<[string, (packed: PackedGame) => PackedGame, string]>([
    ['an entry of a position that is not there', (packed) => ({ ...packed, ledger: [...packed.ledger, 99] }), 'A ledger entry refers to no position'],
    ['a settlement credit for an open position', (packed) => ({ ...packed, ledger: [...packed.ledger, 1] }), 'A ledger entry refers to no position'],
    ['a position of an account that is not there', (packed) => ({ ...packed, positions: packed.positions.map((row) => [row[0], 7, ...row.slice(2)] as typeof row) }), 'A position refers to nothing'],
    ['a position on a market that is not there', (packed) => ({ ...packed, positions: packed.positions.map((row) => [row[0], row[1], 40, ...row.slice(3)] as typeof row) }), 'A position refers to nothing'],
  ])('refuses %s', (_, tamper, problem) => {
    const data = play([{ kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 0 }]);
    expect(unpackGame(tamper(packGame(data)))).toEqual({ ok: false, problem });
  });

  it('never reuses a remembered row that points at the wrong account or market after both lists change', () => {
    const data = play([
      { kind: 'bet', player: 1, market: 'm2', choice: 'NO', amount: 40, atMs: 1 },
      { kind: 'bet', player: 2, market: 'm3', choice: 'YES', amount: 60, atMs: 2 },
      { kind: 'settle', market: 'm3', outcome: 'VOID', atMs: 3 },
    ]);
    expect(unpackGame(packGame(data))).toEqual({ ok: true, data });
    const [first] = data.accounts;
    if (!first) throw new Error('no account');
    // The first account goes and a new market goes in front: every index shifts.
    const draft = { question: 'Will the new market come first?', category: 'News', endTime: new Date(NOW + 86_400_000).toISOString(), description: '' };
    const changed = ok(createMarket(ok(deleteAccount(data, first.id)).data, draft, makeCtx(NOW, 'new'))).data;
    expect(unpackGame(packGame(changed))).toEqual({ ok: true, data: changed });
  });

  it.each<[string, (row: unknown[]) => unknown[]]>([
    ['an empty id', (row) => ['', ...row.slice(1)]],
    ['a fractional account index', (row) => [row[0], 0.5, ...row.slice(2)]],
    ['an unknown choice and status', (row) => [...row.slice(0, 3), 8, ...row.slice(4)]],
    ['a stake of 0', (row) => [...row.slice(0, 4), 0, ...row.slice(5)]],
    ['a time that is not one', (row) => [...row.slice(0, 6), 'soon', ...row.slice(7)]],
    ['a settlement marker that is not one', (row) => [...row.slice(0, 7), -1, ...row.slice(8)]],
    ['a question over 200 characters', (row) => [...row.slice(0, 8), 'x'.repeat(201), row[9]]],
    ['a YES share over 100%', (row) => [...row.slice(0, 9), 101]],
    ['a fractional YES share', (row) => [...row.slice(0, 9), 50.5]],
    ['a YES share that is text', (row) => [...row.slice(0, 9), '50']],
    ['a missing field', (row) => row.slice(0, 9)],
    ['a field too many', (row) => [...row, null]],
  ])('the stored check refuses a position row with %s', (_, tamper) => {
    const data = play([{ kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 0 }]);
    const packed = packGame(data);
    const text = encodeEnvelope({ version: GAME_SPEC.version, rev: 1, state: { ...packed, positions: packed.positions.map((row) => tamper(row)) } });
    expect(decodeEnvelope(text, GAME_SPEC)).toEqual({ ok: false, reason: 'wrong-shape' });
    expect(decodeEnvelope(encodeEnvelope({ version: GAME_SPEC.version, rev: 1, state: packed }), GAME_SPEC).ok).toBe(true);
  });

  it('refuses a win of 0 coins rebuilt from a tampered position', () => {
    const data = play([
      { kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 0 },
      { kind: 'settle', market: 'm1', outcome: 'YES', atMs: 1 },
    ]);
    const packed = packGame(data);
    const positions = packed.positions.map((row) => [...row.slice(0, 5), 0, ...row.slice(6)] as typeof row);
    expect(unpackGame({ ...packed, positions })).toEqual({ ok: false, problem: 'A ledger entry of 0 coins' });
  });

  it('a tampered packed state fails the stored check and is never half-loaded', () => {
    const data = play([{ kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 0 }]);
    const packed = packGame(data);
    const text = encodeEnvelope({ version: GAME_SPEC.version, rev: 1, state: { ...packed, ledger: [...packed.ledger, 0] } });
    // The stake counted twice: the balance no longer equals the ledger.
    expect(decodeEnvelope(text, GAME_SPEC)).toEqual({ ok: false, reason: 'wrong-shape' });
  });

  it('stores a played game in well under half the characters of the objects it stands for', () => {
    const steps: Step[] = Array.from({ length: 200 }, (_, index) => ({ kind: 'bet', player: index % 3, market: MARKET_IDS[index % 3] ?? 'm1', choice: index % 2 ? 'YES' : 'NO', amount: 10, atMs: index }));
    const data = play([...steps, { kind: 'settle', market: 'm1', outcome: 'YES', atMs: 300 }]);
    const full = JSON.stringify(data).length;
    const packed = JSON.stringify(packGame(data)).length;
    expect(packed).toBeLessThan(full * 0.4);
  });
});
