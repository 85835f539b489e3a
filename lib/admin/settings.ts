// The admin's platform settings: the name shown in the brand and the page title, and the
// daily bonus. The form sends text; this turns it into settings or a reason per field, with the
// limits its words need (admin-words.ts says it).

import type { GameData } from '../model/game';
import type { Settings } from '../model/settings';
import type { FieldErrors } from '../account/validation';

import { DAILY_BONUS_RANGE, PLATFORM_NAME_MAX_LENGTH } from './settings-limits';

export { DAILY_BONUS_RANGE, PLATFORM_NAME_MAX_LENGTH };

export type SettingsField = 'platformName' | 'dailyBonus';

export interface SettingsForm {
  platformName: string;
  dailyBonus: string;
}

export type SettingsProblem =
  | { reason: 'platform-name-missing' }
  | { reason: 'platform-name-too-long'; max: number }
  | { reason: 'daily-bonus-out-of-range'; min: number; max: number };

export type SettingsErrors = FieldErrors<SettingsField, SettingsProblem>;

export type SettingsCheck = { ok: true; value: Settings } | { ok: false; errors: SettingsErrors };

const WHOLE_NUMBER = /^\d+$/;

export function validateSettings(form: SettingsForm): SettingsCheck {
  const platformName = form.platformName.trim();
  const bonusText = form.dailyBonus.trim();
  const dailyBonus = WHOLE_NUMBER.test(bonusText) ? Number(bonusText) : Number.NaN;
  const errors: SettingsErrors = {};
  if (platformName === '') errors.platformName = { reason: 'platform-name-missing' };
  else if (platformName.length > PLATFORM_NAME_MAX_LENGTH) errors.platformName = { reason: 'platform-name-too-long', max: PLATFORM_NAME_MAX_LENGTH };
  if (!(dailyBonus >= DAILY_BONUS_RANGE.min && dailyBonus <= DAILY_BONUS_RANGE.max)) {
    errors.dailyBonus = { reason: 'daily-bonus-out-of-range', ...DAILY_BONUS_RANGE };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { platformName, dailyBonus } };
}

export type SettingsResult = { ok: true; data: GameData; settings: Settings } | { ok: false; reason: 'invalid'; errors: SettingsErrors };

export function updateSettings(data: GameData, form: SettingsForm): SettingsResult {
  const checked = validateSettings(form);
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  return { ok: true, data: { ...data, settings: checked.value }, settings: checked.value };
}
