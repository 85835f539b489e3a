// The admin settings' words: every reason the platform settings form can refuse a field for, in
// English, exactly as the form shows it. (Question packs have their own, in pack-words.ts.)

import { formatCount } from '../display/format';
import { fieldWords, type Words } from '../display/words';
import type { SettingsErrors, SettingsField, SettingsProblem } from './settings';

export const SETTINGS_WORDS = {
  'platform-name-missing': () => 'Enter a platform name.',
  'platform-name-too-long': ({ max }) => `The platform name can have at most ${max} characters.`,
  'daily-bonus-out-of-range': ({ min, max }) => `Enter a whole number of coins from ${formatCount(min)} to ${formatCount(max)}.`,
} satisfies Words<SettingsProblem>;

/** The settings form's reasons as the messages under its fields. */
export function settingsErrorsText(errors: SettingsErrors): Partial<Record<SettingsField, string>> {
  return fieldWords(SETTINGS_WORDS, errors);
}
