'use client';

import { useEffect, useRef, useState } from 'react';
import { installStepsFor, type InstallSteps } from '@/lib/install/install-steps';
import {
  install_card_add,
  install_card_dismiss,
  install_card_text,
  install_card_title,
  install_steps_android,
  install_steps_ios,
  install_steps_other,
} from '@/lib/i18n/paraglide/messages';
import { rememberInstallCard } from '@/lib/store/install-card';
import { dropInstallPrompt, keptInstallPrompt, type InstallPromptEvent } from './install-prompt';

const STEPS: Record<InstallSteps, () => string> = {
  android: install_steps_android,
  ios: install_steps_ios,
  other: install_steps_other,
};

/**
 * The one-time offer to add the app to the home screen: the browser's own install prompt where it
 * gave one (Chromium), else the steps for this browser. Dismissed or installed, it is remembered
 * and `onDone` hides it; focus moves to the section that takes its place.
 */
export function InstallCard({ onDone }: { onDone: () => void }) {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(keptInstallPrompt);
  const [steps] = useState(() => installStepsFor(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    // The head script keeps the event whenever it comes; it may come after this card appeared.
    const caught = () => setPrompt(keptInstallPrompt());
    const installed = () => {
      rememberInstallCard('installed');
      onDone();
    };
    window.addEventListener('beforeinstallprompt', caught);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', caught);
      window.removeEventListener('appinstalled', installed);
    };
  }, [onDone]);

  const finish = (ending: 'dismissed' | 'installed') => {
    rememberInstallCard(ending);
    const next = card.current?.nextElementSibling?.querySelector<HTMLElement>('h2');
    if (next) {
      next.tabIndex = -1;
      next.focus();
    }
    onDone();
  };

  const install = async () => {
    if (!prompt) return;
    // An event prompts once: whatever the answer, the steps remain for a second thought.
    dropInstallPrompt();
    setPrompt(null);
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') finish('installed');
  };

  return (
    <section
      ref={card}
      aria-labelledby="install-card-title"
      className="mx-auto max-w-6xl px-4"
    >
      <div className="rounded-2xl border border-brand-400/40 bg-brand-600/15 p-4 sm:p-6">
        <h2 id="install-card-title" className="text-lg font-bold text-white sm:text-xl">
          {install_card_title()}
        </h2>
        <p className="mt-2 text-sm text-slate-200 sm:text-base">{install_card_text()}</p>
        {!prompt && <p className="mt-2 text-sm text-slate-200 sm:text-base">{STEPS[steps]()}</p>}
        <div className="mt-4 flex flex-wrap gap-3">
          {prompt && (
            <button
              type="button"
              onClick={() => void install()}
              className="min-h-12 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              {install_card_add()}
            </button>
          )}
          <button
            type="button"
            onClick={() => finish('dismissed')}
            className="min-h-12 rounded-xl border border-ink-600 px-5 font-semibold text-white hover:border-brand-400"
          >
            {install_card_dismiss()}
          </button>
        </div>
      </div>
    </section>
  );
}
