// The admin settings' words: every reason the platform settings form can refuse a field for, in
// the page's language, exactly as the form shows it. (Question packs have their own, in pack-words.ts.)

import { formatCount } from '../display/format';
import { fieldWords, type Words } from '../display/words';
import { admin_settings_bonus_out_of_range, admin_settings_name_missing, admin_settings_name_too_long } from '../i18n/paraglide/messages';
import type { SettingsErrors, SettingsField, SettingsProblem } from './settings';

export const SETTINGS_WORDS = {
  'platform-name-missing': () => admin_settings_name_missing(),
  'platform-name-too-long': ({ max }) => admin_settings_name_too_long({ max: formatCount(max) }),
  'daily-bonus-out-of-range': ({ min, max }) => admin_settings_bonus_out_of_range({ min: formatCount(min), max: formatCount(max) }),
} satisfies Words<SettingsProblem>;

/** The settings form's reasons as the messages under its fields. */
export function settingsErrorsText(errors: SettingsErrors): Partial<Record<SettingsField, string>> {
  return fieldWords(SETTINGS_WORDS, errors);
}
