'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { pastedLeagueLink } from '@/lib/league/pasted-league-link';
import { fieldControlClass } from '../ui/form-field';
import { TOOLS_SPACE } from './league-space';
import { SCREEN_WORDS } from './leagues-screen-words';
import { LogInNote } from './log-in-note';
import { leagues_log_in_to_start } from '@/lib/i18n/paraglide/messages';

// The dialog and the store actions load on the click that needs them, not with the page.
const StartLeagueDialog = lazy(() => import('./start-league-dialog').then((module) => ({ default: module.StartLeagueDialog })));

/** 'Start a league' and 'Join with a link': the two ways into a league, after the player's own. */
export function LeagueTools({ loggedIn }: { loggedIn: boolean }) {
  const pasteId = useId();
  const [starting, setStarting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState('');

  function open(event: React.FormEvent) {
    event.preventDefault();
    const found = pastedLeagueLink(pasted);
    if (!found.ok) {
      setProblem(found.reason === 'empty' ? SCREEN_WORDS.pasteEmpty : SCREEN_WORDS.pasteNoLink);
      document.getElementById(pasteId)?.focus();
      return;
    }
    setProblem('');
    setPasted('');
    // The page reads a league link from the address on hashchange, as when the link is opened.
    window.location.hash = found.hash;
  }

  return (
    <section aria-label={SCREEN_WORDS.startOrJoin} className={`grid content-start gap-5 rounded-2xl border border-ink-700 bg-ink-900 p-4 sm:grid-cols-2 sm:p-5 ${TOOLS_SPACE}`}>
      <div>
        {loggedIn ? (
          <button type="button" onClick={() => setStarting(true)} className="min-h-11 w-full rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 sm:w-auto">
            {SCREEN_WORDS.start}
          </button>
        ) : (
          <LogInNote>{leagues_log_in_to_start()}</LogInNote>
        )}
      </div>
      <form noValidate onSubmit={open} className="space-y-1.5">
        <label htmlFor={pasteId} className="block font-semibold text-white">
          {SCREEN_WORDS.pasteLabel}
        </label>
        <p id={`${pasteId}-hint`} className="text-sm text-slate-300">
          {SCREEN_WORDS.pasteHint}
        </p>
        <div className="flex gap-2">
          <input
            id={pasteId}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            aria-describedby={`${pasteId}-hint ${pasteId}-problem`}
            aria-invalid={problem !== '' || undefined}
            className={`${fieldControlClass} min-w-0`}
          />
          <button type="submit" className="shrink-0 rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400">
            {SCREEN_WORDS.openLink}
          </button>
        </div>
        <p id={`${pasteId}-problem`} role="alert" className="text-sm text-no-300 empty:hidden">
          {problem}
        </p>
      </form>
      {starting && (
        <Suspense fallback={null}>
          <StartLeagueDialog onClose={() => setStarting(false)} />
        </Suspense>
      )}
    </section>
  );
}
