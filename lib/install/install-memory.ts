// What this browser remembers of the install card: once it is dismissed or the app installed, the
// card is never offered again. Kept per browser, not per account: installing is the browser's.

/** The storage key. Declared here because the head script writes it; lib/storage/keys.ts lists it with every other key. */
export const INSTALL_CARD_KEY = 'predictoplay:install-card';

export const INSTALL_CARD_ENDINGS = ['dismissed', 'installed'] as const;
export type InstallCardEnding = (typeof INSTALL_CARD_ENDINGS)[number];

/** True when the stored value says the card has had its answer. Anything else (absent, unknown) offers it. */
export function isInstallCardDone(stored: string | null): boolean {
  return (INSTALL_CARD_ENDINGS as readonly (string | null)[]).includes(stored);
}
