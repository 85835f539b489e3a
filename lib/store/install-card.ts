// Remembers, through the safe storage every store uses, that the home-screen card had its answer.
// A storage that refuses only means the card may be offered again on the next visit.
import { isInstallCardDone, type InstallCardEnding } from '../install/install-memory';
import { STORAGE_KEYS } from '../storage/keys';
import { browserStorage } from './browser-storage';

/** True once the card was dismissed or the app installed in this browser. */
export function installCardDone(): boolean {
  const stored = browserStorage.read(STORAGE_KEYS.installCard);
  return stored.ok && isInstallCardDone(stored.value);
}

export function rememberInstallCard(ending: InstallCardEnding): void {
  browserStorage.write(STORAGE_KEYS.installCard, ending);
}
