// A followed league as the storage tests need it, made by hand: its record, one question, a
// player's starting coins and a bet from the league's wallet, and an update that settles the
// question at seq 2 and, like lib/league's apply-once rule, changes nothing once the league's
// record is at seq 2 already. Storage must carry these records whatever makes them.

import type { OpContext } from '@/lib/game/operation';
import type { GameData } from '@/lib/model/game';
import type { League } from '@/lib/model/league';
import type { Position } from '@/lib/model/position';
import { applyMovements } from '@/lib/wallet/ledger';
import { makeMarket } from '../game-fixtures';
import { withPlayerKey } from '../league/counted-snapshot';

export const LEAGUE_ID = 'sitea2b3c4d5e6f7';
export const OTHER_LEAGUE_ID = 'othera2b3c4d5e6f';
export const PUBLIC_KEY = `B${'k'.repeat(86)}`;
export const OTHER_KEY = `B${'q'.repeat(86)}`;
export const QUESTION_ID = `${LEAGUE_ID}.1`;
export const QUESTION = 'Will the league question settle once?';

/** A stand-in event hash for seq `seq` (43 base64url characters). */
export const hashAt = (seq: number, variant = 'h') => `${variant.repeat(40)}${String(seq).padStart(3, '0')}`;

export function makeLeague(overrides: Partial<League> = {}): League {
  const seq = overrides.seq ?? 1;
  return {
    id: LEAGUE_ID,
    name: 'Site League',
    publicKey: PUBLIC_KEY,
    startingCoins: 1000,
    seq,
    hashes: Array.from({ length: seq }, (_, index) => hashAt(index + 1)),
    updatedAt: '2026-11-22T12:00:00.000Z',
    source: 'site',
    ...overrides,
  };
}

export const settlementEntryId = (seq: number, positionId: string, leagueId = LEAGUE_ID) => `${leagueId}:${seq}:${positionId}`;

/** The league followed (at seq 1, its question added), `accountId` credited its starting coins and betting 100 YES from that wallet. */
export function joinAndBet(data: GameData, accountId: string, ctx: OpContext): GameData {
  const at = new Date(ctx.nowMs).toISOString();
  const league = data.leagues.find((each) => each.id === LEAGUE_ID) ?? makeLeague({ updatedAt: at });
  const market = makeMarket({ id: QUESTION_ID, question: QUESTION, leagueId: LEAGUE_ID, totalYes: 1, totalPool: 100, yesCoins: 100, noCoins: 0, createdAt: at });
  const position: Position = {
    id: ctx.newId(),
    accountId,
    marketId: QUESTION_ID,
    question: QUESTION,
    choice: 'YES',
    amount: 100,
    potentialWin: 180,
    createdAt: at,
    status: 'open',
    settledAt: null,
    yesShareAfter: 100,
    wallet: LEAGUE_ID,
  };
  const moved = applyMovements(
    data,
    [
      { id: `${LEAGUE_ID}:start:${accountId}`, accountId, amount: 1000, kind: 'league start', wallet: LEAGUE_ID },
      { id: `${position.id}:stake`, accountId, amount: -100, kind: 'bet', question: QUESTION, positionId: position.id, wallet: LEAGUE_ID },
    ],
    ctx,
  );
  return {
    ...data,
    ...moved,
    leagues: data.leagues.includes(league) ? data.leagues : [...data.leagues, league],
    markets: [...data.markets, market],
    positions: [...data.positions, position],
  };
}

/** The update 'question 1 resolved YES' at seq 2: applied once; a league already at seq 2 is a replay, and the same data comes back. */
export function resolveAtSeq2(data: GameData, ctx: OpContext): { ok: true; data: GameData } {
  const league = data.leagues.find((each) => each.id === LEAGUE_ID);
  if (!league || league.seq >= 2) return { ok: true, data };
  const at = new Date(ctx.nowMs).toISOString();
  const open = data.positions.filter((position) => position.marketId === QUESTION_ID && position.status === 'open');
  const moved = applyMovements(
    data,
    open.filter((position) => position.choice === 'YES').map((position) => ({ id: settlementEntryId(2, position.id), accountId: position.accountId, amount: position.potentialWin, kind: 'win' as const, question: QUESTION, positionId: position.id, wallet: LEAGUE_ID })),
    ctx,
  );
  const settled = new Set(open.map((position) => position.id));
  return {
    ok: true,
    data: {
      ...data,
      ...moved,
      leagues: data.leagues.map((each) => (each === league ? { ...league, seq: 2, hashes: [...league.hashes, hashAt(2)], updatedAt: at } : each)),
      markets: data.markets.map((market) => (market.id === QUESTION_ID ? { ...market, isResolved: true, outcome: 'YES' as const, resolvedAt: at } : market)),
      positions: data.positions.map((position) => (settled.has(position.id) ? { ...position, status: position.choice === 'YES' ? ('won' as const) : ('lost' as const), settledAt: at } : position)),
    },
  };
}

/** A wallet's balance by its ledger. */
export const walletSum = (ledger: GameData['ledger'], accountId: string, wallet: string) =>
  ledger.filter((entry) => entry.accountId === accountId && entry.wallet === wallet).reduce((sum, entry) => sum + entry.amount, 0);

/** The league followed here with these questions open, `accountId` credited its starting coins and holding a player key (a league bet needs one). */
export function followWithQuestions(data: GameData, accountId: string, questionIds: readonly string[], ctx: OpContext): { ok: true; data: GameData } {
  const at = new Date(ctx.nowMs).toISOString();
  const markets = questionIds.map((id) => makeMarket({ id, question: `Will ${id} settle?`, leagueId: LEAGUE_ID, createdAt: at }));
  const moved = applyMovements(data, [{ id: `${LEAGUE_ID}:start:${accountId}`, accountId, amount: 1000, kind: 'league start', wallet: LEAGUE_ID }], ctx);
  const followed = { ...data, ...moved, leagues: [...data.leagues, makeLeague({ updatedAt: at })], markets: [...data.markets, ...markets] };
  return { ok: true, data: withPlayerKey(followed, accountId, LEAGUE_ID, ctx.nowMs) };
}
