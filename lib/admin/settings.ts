// The admin's platform settings: the name shown in the brand and the page title, and the
// daily bonus. The form sends text; this turns it into settings or a message per field.

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

export type SettingsCheck = { ok: true; value: Settings } | { ok: false; errors: FieldErrors<SettingsField> };

const WHOLE_NUMBER = /^\d+$/;

export function validateSettings(form: SettingsForm): SettingsCheck {
  const platformName = form.platformName.trim();
  const bonusText = form.dailyBonus.trim();
  const dailyBonus = WHOLE_NUMBER.test(bonusText) ? Number(bonusText) : Number.NaN;
  const errors: FieldErrors<SettingsField> = {};
  if (platformName === '') errors.platformName = 'Enter a platform name.';
  else if (platformName.length > PLATFORM_NAME_MAX_LENGTH) {
    errors.platformName = `The platform name can have at most ${PLATFORM_NAME_MAX_LENGTH} characters.`;
  }
  if (!(dailyBonus >= DAILY_BONUS_RANGE.min && dailyBonus <= DAILY_BONUS_RANGE.max)) {
    errors.dailyBonus = 'Enter a whole number of coins from 1 to 10,000.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { platformName, dailyBonus } };
}

export type SettingsResult = { ok: true; data: GameData; settings: Settings } | { ok: false; reason: 'invalid'; errors: FieldErrors<SettingsField> };

export function updateSettings(data: GameData, form: SettingsForm): SettingsResult {
  const checked = validateSettings(form);
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  return { ok: true, data: { ...data, settings: checked.value }, settings: checked.value };
}
