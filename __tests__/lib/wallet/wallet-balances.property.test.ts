// Random games, practice and league play mixed, through the stored form and back: every
// account's every wallet holds what its ledger says, before and after, and the account's coins
// are its practice wallet.

import fc from 'fast-check';
import { placeBet } from '@/lib/betting/place-bet';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import type { GameData } from '@/lib/model/game';
import { settleMarket, type Outcome } from '@/lib/settlement/settlement';
import { decodeEnvelope, encodeState } from '@/lib/storage/envelope';
import { GAME_SPEC } from '../storage/v8-reference/game-spec';
import { packGame } from '../storage/v8-reference/packed-game';
import { addCoins } from '@/lib/wallet/free-coins';
import { applyMovement, walletBalance, walletBalances } from '@/lib/wallet/ledger';
import { makeCtx, NOW, threePlayers } from '../game-fixtures';

const MARKET_IDS = ['m1', 'm2', 'm3'] as const;
const LEAGUES = ['league-a', 'league-b'] as const;

type Step =
  | { kind: 'bet'; player: number; market: string; choice: 'YES' | 'NO'; amount: number; league: string | null }
  | { kind: 'settle'; market: string; outcome: Outcome }
  | { kind: 'topUp'; player: number }
  | { kind: 'leagueCoins'; player: number; league: string; amount: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), player: fc.nat({ max: 2 }), market: fc.constantFrom(...MARKET_IDS), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 10, max: 300 }), league: fc.constantFrom(null, ...LEAGUES) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), market: fc.constantFrom(...MARKET_IDS), outcome: fc.constantFrom<Outcome>('YES', 'NO', 'VOID') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('topUp' as const), player: fc.nat({ max: 2 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('leagueCoins' as const), player: fc.nat({ max: 2 }), league: fc.constantFrom(...LEAGUES), amount: fc.integer({ min: 1, max: 1000 }) }), weight: 1 },
);

const ctx = makeCtx(NOW);

const players = () => threePlayers(ctx);

/**
 * A bet in a league, as the league rules will place it: today's bet, its stake moved from the
 * practice wallet to the league's (refused, leaving the data, when the league wallet is short).
 */
function leagueBet(data: GameData, placed: GameData, league: string): GameData {
  const position = placed.positions.at(-1);
  const stakeEntry = placed.ledger.at(-1);
  if (!position || !stakeEntry) return data;
  if (walletBalance(walletBalances(data.ledger), position.accountId, league) < position.amount) return data;
  return {
    ...placed,
    accounts: placed.accounts.map((account) => (account.id === position.accountId ? { ...account, coins: account.coins + position.amount } : account)),
    positions: [...placed.positions.slice(0, -1), { ...position, wallet: league }],
    ledger: [...placed.ledger.slice(0, -1), { ...stakeEntry, wallet: league }],
  };
}

function apply(data: GameData, ids: readonly string[], step: Step): GameData {
  const accountId = 'player' in step ? (ids[step.player] ?? null) : null;
  if (step.kind === 'bet') {
    const placed = placeBet(data, { accountId, marketId: step.market, choice: step.choice, amount: step.amount }, ctx);
    if (!placed.ok) return data;
    return step.league === null ? placed.data : leagueBet(data, placed.data, step.league);
  }
  if (step.kind === 'settle') {
    const settled = settleMarket(data, step.market, step.outcome, ctx);
    return settled.ok ? settled.data : data;
  }
  if (step.kind === 'topUp') {
    const topped = addCoins(data, accountId, 500, ctx);
    return topped.ok ? topped.data : data;
  }
  if (accountId === null) return data;
  return { ...data, ...applyMovement(data, { accountId, amount: step.amount, kind: 'top-up', wallet: step.league }, ctx) };
}

function everyWallet(data: GameData): Map<string, Map<string, number>> {
  return walletBalances(data.ledger);
}

describe('wallet balances through the stored form', () => {
  it('every account’s every wallet equals its ledger after an encode and a decode, and coins are the practice wallet', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const start = players();
        const data = steps.reduce((current, step) => apply(current, start.ids, step), start.data);
        const decoded = decodeEnvelope(encodeState(GAME_SPEC, 1, data), GAME_SPEC);
        if (!decoded.ok) throw new Error(decoded.reason);
        const after = decoded.state;
        expect(after).toEqual(data);
        const before = everyWallet(data);
        const balances = everyWallet(after);
        expect(balances).toEqual(before);
        for (const account of after.accounts) {
          expect(walletBalance(balances, account.id, PRACTICE_WALLET)).toBe(account.coins);
          for (const league of LEAGUES) expect(walletBalance(balances, account.id, league)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * A practice-only game as version 7 stored it: today's packed form without what version 8 added
 * (each market's leagueId, and the trailing fields of explicit ledger rows: their kind; a practice
 * position's wallet is left off the row already).
 */
function asVersion7(data: GameData): unknown {
  const packed = packGame(data);
  return {
    ...packed,
    markets: packed.markets.map((market) => {
      const older: Partial<typeof market> = { ...market };
      delete older.leagueId;
      return older;
    }),
    positions: packed.positions.map((row) => row.slice(0, 10)),
    ledger: packed.ledger.map((entry) => (typeof entry === 'number' ? entry : entry.slice(0, 6))),
  };
}

describe('wallet balances through a migration', () => {
  it('a practice game stored at version 7 comes back through every step as the same game, every wallet its ledger', () => {
    const practiceStep = stepArb.filter((step) => step.kind !== 'leagueCoins' && !(step.kind === 'bet' && step.league !== null));
    fc.assert(
      fc.property(fc.array(practiceStep, { maxLength: 40 }), (steps) => {
        const start = players();
        const data = steps.reduce((current, step) => apply(current, start.ids, step), start.data);
        const decoded = decodeEnvelope(JSON.stringify({ version: 7, rev: 3, state: asVersion7(data) }), GAME_SPEC);
        if (!decoded.ok) throw new Error(decoded.reason);
        expect(decoded.fromVersion).toBe(7);
        expect(decoded.state).toEqual(data);
        const balances = everyWallet(decoded.state);
        expect(balances).toEqual(everyWallet(data));
        for (const account of decoded.state.accounts) expect(walletBalance(balances, account.id, PRACTICE_WALLET)).toBe(account.coins);
      }),
      { numRuns: 150 },
    );
  });
});
