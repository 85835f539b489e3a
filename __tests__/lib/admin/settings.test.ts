import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { DEFAULT_SETTINGS } from '@/lib/model/empty-game';
import { settingsErrorsText } from '@/lib/admin/admin-words';
import { DAILY_BONUS_RANGE, PLATFORM_NAME_MAX_LENGTH, updateSettings, validateSettings, type SettingsForm } from '@/lib/admin/settings';
import { gameStateSchema } from '@/lib/storage/schema';
import { claimDailyBonus } from '@/lib/wallet/free-coins';
import { copyOf, FAKE_HASH, gameWith, makeCtx, practiceBalance } from '../game-fixtures';

const BONUS_ERROR = 'Enter a whole number of coins from 1 to 10,000.';

function formWith(overrides: Partial<SettingsForm> = {}): SettingsForm {
  return { platformName: 'PredictoPlay', dailyBonus: '50', ...overrides };
}

function errorsOf(form: SettingsForm) {
  const checked = validateSettings(form);
  if (checked.ok) throw new Error(`expected a refusal, got ${JSON.stringify(checked.value)}`);
  return settingsErrorsText(checked.errors);
}

describe('validateSettings: the reasons behind the words', () => {
  it('returns each problem as a reason with the limits its sentence needs', () => {
    expect(validateSettings(formWith({ platformName: 'n'.repeat(41), dailyBonus: '0' }))).toEqual({
      ok: false,
      errors: { platformName: { reason: 'platform-name-too-long', max: 40 }, dailyBonus: { reason: 'daily-bonus-out-of-range', min: 1, max: 10_000 } },
    });
  });
});

describe('validateSettings: platform name', () => {
  it('trims the name', () => {
    expect(validateSettings(formWith({ platformName: '  Crystal Ball \t' }))).toEqual({
      ok: true,
      value: { platformName: 'Crystal Ball', dailyBonus: 50 },
    });
  });

  it.each(['', '   ', '\n\t'])('asks for a name for %p', (platformName) => {
    expect(errorsOf(formWith({ platformName }))).toEqual({ platformName: 'Enter a platform name.' });
  });

  it('accepts 40 characters and refuses 41', () => {
    expect(PLATFORM_NAME_MAX_LENGTH).toBe(40);
    const forty = 'n'.repeat(40);
    expect(validateSettings(formWith({ platformName: forty }))).toEqual({ ok: true, value: { platformName: forty, dailyBonus: 50 } });
    expect(validateSettings(formWith({ platformName: `  ${forty}  ` })).ok).toBe(true);
    expect(errorsOf(formWith({ platformName: 'n'.repeat(41) }))).toEqual({
      platformName: 'The platform name can have at most 40 characters.',
    });
  });
});

describe('validateSettings: daily bonus', () => {
  it.each([
    ['1', 1],
    ['50', 50],
    ['10000', 10_000],
    [' 75 ', 75],
  ])('accepts %p as %d coins', (dailyBonus, coins) => {
    expect(DAILY_BONUS_RANGE).toEqual({ min: 1, max: 10_000 });
    const checked = validateSettings(formWith({ dailyBonus }));
    expect(checked).toEqual({ ok: true, value: { platformName: 'PredictoPlay', dailyBonus: coins } });
  });

  it.each(['0', '10001', '1.5', '-5', 'abc', '', '   ', '1e3', '+5', '0x10', '5 coins', 'Infinity', 'NaN', '99999999999999999999'])(
    'refuses %p',
    (dailyBonus) => {
      expect(errorsOf(formWith({ dailyBonus }))).toEqual({ dailyBonus: BONUS_ERROR });
    },
  );

  it('reports both fields at once', () => {
    expect(errorsOf({ platformName: '', dailyBonus: '0' })).toEqual({ platformName: 'Enter a platform name.', dailyBonus: BONUS_ERROR });
  });
});

describe('updateSettings', () => {
  it('replaces the settings and leaves everything else as it was', () => {
    const data = gameWith();
    const result = updateSettings(data, { platformName: ' Crystal Ball ', dailyBonus: '120' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.settings).toEqual({ platformName: 'Crystal Ball', dailyBonus: 120 });
    expect(result.data.settings).toEqual(result.settings);
    expect(result.data).toEqual({ ...data, settings: { platformName: 'Crystal Ball', dailyBonus: 120 } });
    expect(data.settings).toEqual(DEFAULT_SETTINGS);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it.each<[string, Partial<SettingsForm>]>([
    ['an empty name', { platformName: '' }],
    ['a 41-character name', { platformName: 'n'.repeat(41) }],
    ['a bonus of 0', { dailyBonus: '0' }],
    ['a bonus of 10001', { dailyBonus: '10001' }],
    ['a fractional bonus', { dailyBonus: '1.5' }],
    ['a bonus in exponent form', { dailyBonus: '1e3' }],
  ])('refuses %s and leaves the data unchanged', (_label, overrides) => {
    const data = gameWith();
    const before = copyOf(data);
    const result = updateSettings(data, formWith(overrides));
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(result).not.toHaveProperty('data');
    expect(data).toEqual(before);
    expect(data.settings).toBe(DEFAULT_SETTINGS);
  });

  it('makes the daily bonus pay the new amount', () => {
    const ctx = makeCtx(new Date(2026, 10, 22, 9, 0).getTime());
    const opened = signUp(gameWith(), { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    if (!opened.ok) throw new Error(opened.reason);
    const updated = updateSettings(opened.data, formWith({ dailyBonus: '250' }));
    if (!updated.ok) throw new Error(JSON.stringify(updated));
    const claimed = claimDailyBonus(updated.data, opened.account.id, ctx);
    if (!claimed.ok) throw new Error(claimed.reason);
    expect(claimed.amount).toBe(250);
    expect(claimed.data.ledger.at(-1)).toMatchObject({ amount: 250, description: 'Daily login bonus' });
    expect(practiceBalance(claimed.data.ledger, opened.account.id)).toBe(1250);
    expect(claimed.data.accounts[0]?.coins).toBe(1250);
  });

  it('pays the old amount when the update was refused', () => {
    const ctx = makeCtx(new Date(2026, 10, 22, 9, 0).getTime());
    const opened = signUp(gameWith(), { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    if (!opened.ok) throw new Error(opened.reason);
    expect(updateSettings(opened.data, formWith({ dailyBonus: '10001' })).ok).toBe(false);
    const claimed = claimDailyBonus(opened.data, opened.account.id, ctx);
    expect(claimed.ok && claimed.amount).toBe(DEFAULT_SETTINGS.dailyBonus);
  });
});
