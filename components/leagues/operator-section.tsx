'use client';

import { useMemo, useRef, useState } from 'react';
import { describeLog, type LeagueQuestionState } from '@/lib/league/log-state';
import { showToast } from '@/lib/store/toast-store';
import { downloadKeyFile, downloadUpdateFile } from './league-port';
import { SCREEN_WORDS } from './leagues-screen-words';
import { LeagueQuestionDialog } from './league-question-dialog';
import { OperatorQuestions } from './operator-questions';
import { SeasonFileInput } from './season-file-input';
import { SettleLeagueDialog, type LeagueOutcome, type PendingSettle } from './settle-league-dialog';
import { SharePanel } from './share-panel';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { leagues_add_question, leagues_download_key_file, leagues_download_results_file, leagues_questions, leagues_run_heading, leagues_run_intro } from '@/lib/i18n/paraglide/messages';
import { fill } from './fill';

const buttonClass = 'rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400';

/** A league this account runs: its questions to add and settle, its links to share, and its files and key under Advanced. */
export function OperatorSection({ league, children }: { league: OperatedLeague; /** More for the organiser (collecting picks, for one). */ children?: React.ReactNode }) {
  const state = useMemo(() => describeLog(league.events), [league.events]);
  const [adding, setAdding] = useState(false);
  const [settling, setSettling] = useState<PendingSettle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `run-${league.id}`;

  function downloadKey() {
    const done = downloadKeyFile(league.id);
    showToast(done.message, done.ok ? 'success' : 'error');
  }
  async function downloadUpdate() {
    const done = await downloadUpdateFile(league.id);
    showToast(done.message, done.ok ? 'success' : 'error');
  }

  const settle = (question: LeagueQuestionState, outcome: LeagueOutcome) =>
    setSettling({ leagueId: league.id, questionId: question.id, question: question.question, outcome, endTime: question.endTime, payout: state.payout ?? 'fixed' });

  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-2xl border border-brand-700 bg-ink-900 p-5">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-white [overflow-wrap:anywhere] focus:outline-none">
          {fill(leagues_run_heading, { name: <bdi>{state.name}</bdi> })}
        </h2>
        <p className="mt-1 text-sm text-slate-300">{leagues_run_intro()}</p>
      </div>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-semibold text-white">{leagues_questions()}</h3>
          <button type="button" onClick={() => setAdding(true)} className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {leagues_add_question()}
          </button>
        </div>
        <OperatorQuestions questions={state.questions} onSettle={settle} />
      </div>
      <SharePanel league={league} name={state.name} />
      {children}
      <details className="rounded-xl border border-ink-700 px-4 py-2">
        <summary className="cursor-pointer py-1 font-semibold text-slate-200">
          {SCREEN_WORDS.advanced}
          <span className="sr-only">
            {' '}
            (<bdi>{state.name}</bdi>)
          </span>
        </summary>
        <div className="mt-3 space-y-5 pb-2">
          <div className="space-y-1">
            <p className="text-sm text-slate-300">{SCREEN_WORDS.seasonFileHelp}</p>
            <SeasonFileInput leagueId={league.id} />
          </div>
          <div className="space-y-2">
            <button type="button" onClick={() => void downloadUpdate()} className={buttonClass} aria-describedby={`${headingId}-file`}>
              {leagues_download_results_file()}
            </button>
            <p id={`${headingId}-file`} className="text-sm text-slate-300">
              {SCREEN_WORDS.updateFileHelp}
            </p>
          </div>
          <div className="space-y-2">
            <button type="button" onClick={downloadKey} className={buttonClass} aria-describedby={`${headingId}-key`}>
              {leagues_download_key_file()}
            </button>
            <p id={`${headingId}-key`} className="text-sm text-amber-200">
              {SCREEN_WORDS.keyDownloadHelp}
            </p>
          </div>
        </div>
      </details>
      {adding && <LeagueQuestionDialog leagueId={league.id} leagueName={state.name} onClose={() => setAdding(false)} />}
      {settling && <SettleLeagueDialog pending={settling} onClose={() => setSettling(null)} fallbackFocus={() => headingRef.current} />}
    </section>
  );
}
