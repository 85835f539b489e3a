'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { formatCount } from '@/lib/display/format';
import { showToast } from '@/lib/store/toast-store';
import { addLeagueQuestionsFromFile } from './league-port';
import { leagues_season_checking, leagues_season_help, leagues_season_label, leagues_season_more, leagues_season_not_added, leagues_season_problems } from '@/lib/i18n/paraglide/messages';

/** How many of a refused file's problems are listed; the rest are counted. */
const SHOWN_PROBLEMS = 50;

const fileClass =
  'max-w-full text-sm text-slate-300 file:mr-3 file:rounded-xl file:border-0 file:bg-ink-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-ink-600';

interface Refused {
  message: string;
  problems: string[];
}

/** The organiser's 'Add questions from a file': a season CSV, every row added or none, each problem listed by its row. */
export function SeasonFileInput({ leagueId }: { leagueId: string }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // A refusal is read out, and focus moves to it so the list of rows is where the keyboard is.
  useEffect(() => {
    if (refused) alertRef.current?.focus();
  }, [refused]);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, once fixed, is a new choice.
    input.value = '';
    if (!file) return;
    setRefused(null);
    setBusy(true);
    try {
      const result = await addLeagueQuestionsFromFile(leagueId, file);
      if (result.ok) showToast(result.message, 'success');
      else setRefused({ message: result.message, problems: result.problems });
    } catch {
      setRefused({ message: leagues_season_not_added(), problems: [] });
    } finally {
      setBusy(false);
    }
  }

  const hidden = refused ? refused.problems.length - SHOWN_PROBLEMS : 0;
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        {leagues_season_label()}
      </label>
      <input id={inputId} type="file" accept=".csv,text/csv" disabled={busy} onChange={choose} aria-describedby={`${inputId}-help`} className={fileClass} />
      <p id={`${inputId}-help`} className="text-sm text-slate-300">
        {leagues_season_help()}
      </p>
      <p role="status" className="text-sm text-slate-100 empty:hidden">
        {busy ? leagues_season_checking() : ''}
      </p>
      {refused && (
        <div ref={alertRef} role="alert" tabIndex={-1} className="space-y-1 rounded-xl border border-no-400 p-3 text-sm text-no-300 focus:outline-none">
          <p className="font-semibold">{refused.message}</p>
          {refused.problems.length > 0 && (
            <ul aria-label={leagues_season_problems()} className="list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
              {refused.problems.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          )}
          {hidden > 0 && <p>{leagues_season_more({ count: hidden, shown: formatCount(hidden) })}</p>}
        </div>
      )}
    </div>
  );
}
