// Coins that come from outside play: the daily bonus (once per local calendar day, and never
// again on a day at or before the last one, so a clock moved back gives nothing) and top-ups
// from the fixed choices. Both are credits in the ledger and never count on a leaderboard.

import { findAccount } from '../account/find-account';
import type { GameData } from '../model/game';
import type { OpContext, Refusal } from '../game/operation';
import { applyMovement } from './ledger';
import { endOfLocalDay, localDayKey } from '../display/time';

export const TOP_UP_CHOICES = [100, 500, 1000, 2500, 5000, 10000] as const;
export const DEFAULT_TOP_UP = 500;

export type BonusRefusal = 'not-logged-in' | 'already-claimed';
export type WalletResult = { ok: true; data: GameData; amount: number } | Refusal<BonusRefusal | 'invalid-top-up'>;

export function canClaimDailyBonus(lastBonusDay: string | null, nowMs: number): boolean {
  // Day keys are YYYY-MM-DD, so comparing the strings compares the days.
  return lastBonusDay === null || localDayKey(nowMs) > lastBonusDay;
}

/**
 * When the next bonus can be claimed: now if it can be, else the start of the local day after
 * the last one paid. That is usually the next midnight, but later when the clock is behind that
 * day (moved back, or a zone further west): the next midnight would still be the paid day.
 */
export function nextBonusAt(lastBonusDay: string | null, nowMs: number): number {
  if (lastBonusDay === null || canClaimDailyBonus(lastBonusDay, nowMs)) return nowMs;
  return endOfLocalDay(lastBonusDay);
}

export function claimDailyBonus(data: GameData, accountId: string | null, ctx: OpContext): WalletResult {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  if (!canClaimDailyBonus(account.lastBonusDay, ctx.nowMs)) return { ok: false, reason: 'already-claimed' };
  const amount = data.settings.dailyBonus;
  const moved = applyMovement(data, { accountId: account.id, amount, kind: 'bonus' }, ctx);
  const today = localDayKey(ctx.nowMs);
  const accounts = moved.accounts.map((candidate) => (candidate.id === account.id ? { ...candidate, lastBonusDay: today } : candidate));
  return { ok: true, data: { ...data, ledger: moved.ledger, accounts }, amount };
}

export function addCoins(data: GameData, accountId: string | null, amount: number, ctx: OpContext): WalletResult {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  if (!(TOP_UP_CHOICES as readonly number[]).includes(amount)) return { ok: false, reason: 'invalid-top-up' };
  const moved = applyMovement(data, { accountId: account.id, amount, kind: 'top-up' }, ctx);
  return { ok: true, data: { ...data, ...moved }, amount };
}
