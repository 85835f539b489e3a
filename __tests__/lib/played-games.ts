// Games as play leaves them, for property tests that need any reachable state: three players who
// bet, top up, claim daily bonuses, flip their notification switches, and markets that settle.

import fc from 'fast-check';
import { setNotifications } from '@/lib/account/account-data';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { settleMarket, type Outcome } from '@/lib/settlement/settlement';
import { DAY_MS } from '@/lib/display/time';
import { addCoins, claimDailyBonus } from '@/lib/wallet/free-coins';
import { FAKE_HASH, gameWith, makeCtx, NOW } from './game-fixtures';

const MARKET_IDS = ['m1', 'm2', 'm3'] as const;
export const PLAYER_COUNT = 3;

export type PlayStep =
  | { kind: 'bet'; player: number; market: string; choice: 'YES' | 'NO'; amount: number; atMs: number }
  | { kind: 'settle'; market: string; outcome: Outcome; atMs: number }
  | { kind: 'topUp'; player: number }
  | { kind: 'bonus'; player: number; day: number }
  | { kind: 'notify'; player: number; email: boolean; sms: boolean };

const player = fc.nat({ max: PLAYER_COUNT - 1 });

export const playStepArb: fc.Arbitrary<PlayStep> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), player, market: fc.constantFrom(...MARKET_IDS), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 10, max: 300 }), atMs: fc.integer({ min: 0, max: 5000 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), market: fc.constantFrom(...MARKET_IDS), outcome: fc.constantFrom<Outcome>('YES', 'NO', 'VOID'), atMs: fc.integer({ min: 0, max: 5000 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('topUp' as const), player }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('bonus' as const), player, day: fc.integer({ min: 0, max: 5 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('notify' as const), player, email: fc.boolean(), sms: fc.boolean() }), weight: 1 },
);

/** Three signed-up players, `prefix` keeping their ids apart from another game's. */
export function players(prefix = 'id'): { data: GameData; ids: string[]; ctx: ReturnType<typeof makeCtx> } {
  const ctx = makeCtx(NOW, prefix);
  let data = gameWith();
  const ids: string[] = [];
  for (const name of ['ann', 'bob', 'cy'].slice(0, PLAYER_COUNT)) {
    const opened = signUp(data, { username: name, email: `${name}@example.com`, phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    if (!opened.ok) throw new Error(opened.reason);
    data = opened.data;
    ids.push(opened.account.id);
  }
  return { data, ids, ctx };
}

/** One step of play; a refused step leaves the data as it was. */
function apply(data: GameData, ids: readonly string[], step: PlayStep, ctx: ReturnType<typeof makeCtx>): GameData {
  const accountId = 'player' in step ? (ids[step.player] ?? null) : null;
  const at = { ...ctx, nowMs: NOW + ('atMs' in step ? step.atMs : 'day' in step ? step.day * DAY_MS : 0) };
  const result =
    step.kind === 'bet'
      ? placeBet(data, { accountId, marketId: step.market, choice: step.choice, amount: step.amount }, at)
      : step.kind === 'settle'
        ? settleMarket(data, step.market, step.outcome, at)
        : step.kind === 'topUp'
          ? addCoins(data, accountId, 500, at)
          : step.kind === 'bonus'
            ? claimDailyBonus(data, accountId, at)
            : setNotifications(data, accountId, { email: step.email, sms: step.sms });
  return result.ok ? result.data : data;
}

/** Three players, then whatever the steps do. */
export function play(steps: readonly PlayStep[], prefix = 'id'): { data: GameData; ids: string[] } {
  const { data, ids, ctx } = players(prefix);
  return { data: steps.reduce((current, step) => apply(current, ids, step, ctx), data), ids };
}

/** Ann's game: two bets (one won), a top-up, a bonus and SMS on. */
export function annsGame() {
  return play([
    { kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 10 },
    { kind: 'bet', player: 0, market: 'm2', choice: 'NO', amount: 40, atMs: 30 },
    { kind: 'topUp', player: 0 },
    { kind: 'bonus', player: 0, day: 1 },
    { kind: 'notify', player: 0, email: false, sms: true },
    { kind: 'settle', market: 'm1', outcome: 'YES', atMs: 40 },
  ]);
}
