// Remembers the language a player chose with the switch, through the safe storage every store
// uses: a storage that refuses only means the choice is not kept (the page still switches).
import type { Locale } from '../i18n/locale';
import { STORAGE_KEYS } from '../storage/keys';
import { browserStorage } from './browser-storage';

export function saveLanguageChoice(locale: Locale): void {
  browserStorage.write(STORAGE_KEYS.language, locale);
}
