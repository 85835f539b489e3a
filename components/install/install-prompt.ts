// The browser's install prompt, as the head script keeps it (lib/install/install-prompt-script.ts).
import { INSTALL_PROMPT_GLOBAL } from '@/lib/install/install-prompt-script';

/** Chromium's `beforeinstallprompt` event; not in TypeScript's DOM types. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

type WindowWithPrompt = Window & { [INSTALL_PROMPT_GLOBAL]?: InstallPromptEvent | null };

/** The kept event, or null where the browser gave none (Safari, Firefox) or it was used. */
export function keptInstallPrompt(): InstallPromptEvent | null {
  return (window as WindowWithPrompt)[INSTALL_PROMPT_GLOBAL] ?? null;
}

/** A prompt can be shown once: after it, the event is dropped. */
export function dropInstallPrompt(): void {
  (window as WindowWithPrompt)[INSTALL_PROMPT_GLOBAL] = null;
}

/** True when this page runs as the installed app (Safari's home-screen apps say so on navigator). */
export function runsInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
