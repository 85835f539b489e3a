import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { GameData } from '@/lib/model/game';
import { localDayKey } from '@/lib/display/time';
import { addCoins, canClaimDailyBonus, claimDailyBonus, DEFAULT_TOP_UP, nextBonusAt, TOP_UP_CHOICES } from '@/lib/wallet/free-coins';
import { copyOf, FAKE_HASH, gameWith, makeCtx, practiceBalance } from '../game-fixtures';

// Local times, so the day boundaries hold in any time zone the tests run in.
const NOV_22_MORNING = new Date(2026, 10, 22, 9, 0).getTime();
const NOV_22_LAST_MS = new Date(2026, 10, 23, 0, 0).getTime() - 1;
const NOV_23_MIDNIGHT = new Date(2026, 10, 23, 0, 0).getTime();
const NOV_21_EVENING = new Date(2026, 10, 21, 20, 0).getTime();

function withAlice(nowMs = NOV_22_MORNING) {
  const ctx = makeCtx(nowMs);
  const opened = signUp(gameWith(), { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
  if (!opened.ok) throw new Error(opened.reason);
  return { data: opened.data, accountId: opened.account.id, ctx };
}

function claimed(data: GameData, accountId: string, ctx: ReturnType<typeof makeCtx>): GameData {
  const result = claimDailyBonus(data, accountId, ctx);
  if (!result.ok) throw new Error(result.reason);
  return result.data;
}

describe('claimDailyBonus', () => {
  it('credits the settings’ daily bonus and remembers the local day', () => {
    const { data, accountId, ctx } = withAlice();
    const result = claimDailyBonus(data, accountId, ctx);
    if (!result.ok) throw new Error(result.reason);
    expect(result.amount).toBe(50);
    expect(result.data.accounts[0]).toMatchObject({ coins: 1050, lastBonusDay: '2026-11-22' });
    expect(result.data.ledger.at(-1)).toMatchObject({ accountId, amount: 50, description: 'Daily login bonus', positionId: null });
    expect(practiceBalance(result.data.ledger, accountId)).toBe(1050);
  });

  it('pays what the admin set as the daily bonus', () => {
    const { data, accountId, ctx } = withAlice();
    const result = claimDailyBonus({ ...data, settings: { ...data.settings, dailyBonus: 75 } }, accountId, ctx);
    expect(result.ok && result.data.accounts[0]?.coins).toBe(1075);
  });

  it('refuses a second claim on the same local day, up to its last millisecond', () => {
    const { data, accountId, ctx } = withAlice();
    const once = claimed(data, accountId, ctx);
    ctx.setNow(NOV_22_LAST_MS);
    expect(claimDailyBonus(once, accountId, ctx)).toEqual({ ok: false, reason: 'already-claimed' });
  });

  it('pays again from local midnight', () => {
    const { data, accountId, ctx } = withAlice();
    const once = claimed(data, accountId, ctx);
    ctx.setNow(NOV_23_MIDNIGHT);
    const twice = claimed(once, accountId, ctx);
    expect(twice.accounts[0]).toMatchObject({ coins: 1100, lastBonusDay: '2026-11-23' });
  });

  it('gives nothing for a clock moved back to an earlier day', () => {
    const { data, accountId, ctx } = withAlice();
    const once = claimed(data, accountId, ctx);
    ctx.setNow(NOV_21_EVENING);
    expect(claimDailyBonus(once, accountId, ctx)).toEqual({ ok: false, reason: 'already-claimed' });
  });

  it('refuses when nobody is logged in or the account is gone', () => {
    const { data, ctx } = withAlice();
    expect(claimDailyBonus(data, null, ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(claimDailyBonus(data, 'ghost', ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
  });
});

describe('canClaimDailyBonus', () => {
  it('is true before the first claim and on a later day only', () => {
    expect(canClaimDailyBonus(null, NOV_22_MORNING)).toBe(true);
    expect(canClaimDailyBonus('2026-11-22', NOV_22_MORNING)).toBe(false);
    expect(canClaimDailyBonus('2026-11-21', NOV_22_MORNING)).toBe(true);
    expect(canClaimDailyBonus('2026-11-23', NOV_22_MORNING)).toBe(false);
  });

  it('compares across a month and a year boundary', () => {
    expect(canClaimDailyBonus('2026-09-30', new Date(2026, 9, 1, 8).getTime())).toBe(true);
    expect(canClaimDailyBonus('2026-12-31', new Date(2027, 0, 1, 0, 0).getTime())).toBe(true);
    expect(localDayKey(new Date(2027, 0, 1).getTime())).toBe('2027-01-01');
  });
});

describe('nextBonusAt', () => {
  it('is now before the first claim and on a later day', () => {
    expect(nextBonusAt(null, NOV_22_MORNING)).toBe(NOV_22_MORNING);
    expect(nextBonusAt('2026-11-21', NOV_22_MORNING)).toBe(NOV_22_MORNING);
  });

  it('is the next local midnight on the day paid', () => {
    expect(nextBonusAt('2026-11-22', NOV_22_MORNING)).toBe(NOV_23_MIDNIGHT);
    expect(nextBonusAt('2026-11-22', NOV_22_LAST_MS)).toBe(NOV_23_MIDNIGHT);
  });

  it('waits for the day after the one paid when the clock is behind it, not for the next midnight', () => {
    // Paid on 22 November, clock moved back to the evening of the 21st: the 22nd is paid already.
    expect(nextBonusAt('2026-11-22', NOV_21_EVENING)).toBe(NOV_23_MIDNIGHT);
    expect(canClaimDailyBonus('2026-11-22', NOV_23_MIDNIGHT - 1)).toBe(false);
    expect(canClaimDailyBonus('2026-11-22', NOV_23_MIDNIGHT)).toBe(true);
  });
});

describe('addCoins', () => {
  it('offers the fixed top-up choices with 500 as the default', () => {
    expect(TOP_UP_CHOICES).toEqual([100, 500, 1000, 2500, 5000, 10000]);
    expect(DEFAULT_TOP_UP).toBe(500);
  });

  it.each([...TOP_UP_CHOICES])('credits a top-up of %d coins', (amount) => {
    const { data, accountId, ctx } = withAlice();
    const result = addCoins(data, accountId, amount, ctx);
    if (!result.ok) throw new Error(result.reason);
    expect(result.amount).toBe(amount);
    expect(result.data.accounts[0]?.coins).toBe(1000 + amount);
    expect(result.data.ledger.at(-1)).toMatchObject({ amount, description: 'Added coins', accountId });
  });

  it.each([0, -100, 50, 100.5, 99999, Number.NaN, Infinity])('refuses a top-up of %p and changes nothing', (amount) => {
    const { data, accountId, ctx } = withAlice();
    const before = copyOf(data);
    expect(addCoins(data, accountId, amount, ctx)).toEqual({ ok: false, reason: 'invalid-top-up' });
    expect(data).toEqual(before);
  });

  it('refuses when nobody is logged in', () => {
    const { data, ctx } = withAlice();
    expect(addCoins(data, null, 500, ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
  });
});
