// The daily bonus under any clock: forwards, backwards, several times a day, across midnights.
// It is paid at most once per local calendar day and never for a day at or before the last paid.

import fc from 'fast-check';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { HOUR_MS, localDayKey } from '@/lib/display/time';
import { claimDailyBonus } from '@/lib/wallet/free-coins';
import { FAKE_HASH, gameWith, makeCtx, NOW, openLegacyLoginAccount, practiceBalance } from '../game-fixtures';

// Offsets from a fixed moment: a fortnight either way in steps as small as a minute, so claims
// land on the same day, the next day, and days already paid.
const moment = fc.oneof(
  fc.integer({ min: -14 * 24, max: 14 * 24 }).map((hours) => NOW + hours * HOUR_MS),
  fc.integer({ min: -14 * 24 * 60, max: 14 * 24 * 60 }).map((minutes) => NOW + minutes * 60_000),
);

describe('claimDailyBonus under any clock', () => {
  it('pays at most once per local day, only for a day later than the last one paid', () => {
    fc.assert(
      fc.property(fc.array(moment, { minLength: 1, maxLength: 40 }), (moments) => {
        const ctx = makeCtx(NOW);
        const opened = openLegacyLoginAccount(gameWith(), { email: 'ann@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
        if (!opened.ok) throw new Error(opened.reason);
        const accountId = opened.account.id;
        let data = opened.data;
        const paidDays: string[] = [];

        for (const nowMs of moments) {
          ctx.setNow(nowMs);
          const day = localDayKey(nowMs);
          const lastPaid = paidDays.at(-1);
          const result = claimDailyBonus(data, accountId, ctx);
          // Paid exactly when the day is later than every day paid before.
          expect(result.ok).toBe(lastPaid === undefined || day > lastPaid);
          if (result.ok) {
            expect(result.amount).toBe(50);
            expect(result.data.accounts[0]?.lastBonusDay).toBe(day);
            paidDays.push(day);
            data = result.data;
          } else {
            expect(result).toEqual({ ok: false, reason: 'already-claimed' });
          }
        }

        // Distinct days, in strictly increasing order, each paid once.
        expect(new Set(paidDays).size).toBe(paidDays.length);
        expect([...paidDays].sort()).toEqual(paidDays);
        const bonuses = data.ledger.filter((entry) => entry.description === 'Daily login bonus');
        expect(bonuses).toHaveLength(paidDays.length);
        expect(new Set(bonuses.map((entry) => localDayKey(Date.parse(entry.createdAt)))).size).toBe(paidDays.length);
        expect(data.accounts[0]?.coins).toBe(1500 + 50 * paidDays.length);
        expect(practiceBalance(data.ledger, accountId)).toBe(data.accounts[0]?.coins);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each account’s bonus days apart', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), moment), { maxLength: 30 }), (claims) => {
        const ctx = makeCtx(NOW);
        const ann = openLegacyLoginAccount(gameWith(), { email: 'ann@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
        if (!ann.ok) throw new Error(ann.reason);
        const bob = openLegacyLoginAccount(ann.data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
        if (!bob.ok) throw new Error(bob.reason);
        const ids = [ann.account.id, bob.account.id];
        const lastPaid = new Map<string, string>();
        let data = bob.data;
        for (const [isBob, nowMs] of claims) {
          const id = ids[isBob ? 1 : 0] as string;
          ctx.setNow(nowMs);
          const last = lastPaid.get(id);
          const result = claimDailyBonus(data, id, ctx);
          expect(result.ok).toBe(last === undefined || localDayKey(nowMs) > last);
          if (result.ok) {
            lastPaid.set(id, localDayKey(nowMs));
            data = result.data;
          }
        }
        for (const account of data.accounts) expect(account.lastBonusDay).toBe(lastPaid.get(account.id) ?? null);
      }),
      { numRuns: 200 },
    );
  });
});
