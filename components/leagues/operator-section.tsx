'use client';

import { useMemo, useRef, useState } from 'react';
import { describeLog, type LeagueQuestionState } from '@/lib/league/log-state';
import { showToast } from '@/lib/store/toast-store';
import { downloadKeyFile } from './league-port';
import { LeagueQuestionDialog } from './league-question-dialog';
import { OperatorQuestions } from './operator-questions';
import { SeasonFileInput } from './season-file-input';
import { SettleLeagueDialog, type LeagueOutcome, type PendingSettle } from './settle-league-dialog';
import { SharePanel } from './share-panel';
import type { OperatedLeague } from '@/lib/model/operated-league';

export const KEY_WARNING = 'Whoever holds this file runs the league. Losing it ends the league: keep it safe and private.';
const buttonClass = 'rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400';

/** A league this account runs: its questions to add and settle, its links to share and its key. */
export function OperatorSection({ league }: { league: OperatedLeague }) {
  const state = useMemo(() => describeLog(league.events), [league.events]);
  const [adding, setAdding] = useState(false);
  const [settling, setSettling] = useState<PendingSettle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `run-${league.id}`;

  function downloadKey() {
    const done = downloadKeyFile(league.id);
    showToast(done.message, done.ok ? 'success' : 'error');
  }

  const settle = (question: LeagueQuestionState, outcome: LeagueOutcome) =>
    setSettling({ leagueId: league.id, questionId: question.id, question: question.question, outcome });

  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-2xl border border-brand-700 bg-ink-900 p-5">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-white [overflow-wrap:anywhere] focus:outline-none">
          Run <bdi>{state.name}</bdi>
        </h2>
        <p className="mt-1 text-sm text-slate-300">You run this league. Players see a change once they open your next update link or file.</p>
      </div>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-semibold text-white">Questions</h3>
          <button type="button" onClick={() => setAdding(true)} className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Add a question
          </button>
        </div>
        <SeasonFileInput leagueId={league.id} />
        <OperatorQuestions questions={state.questions} onSettle={settle} />
      </div>
      <SharePanel leagueId={league.id} name={state.name} />
      <div className="space-y-2 border-t border-ink-700 pt-4">
        <button type="button" onClick={downloadKey} className={buttonClass} aria-describedby={`${headingId}-key`}>
          Download league key
        </button>
        <p id={`${headingId}-key`} className="text-sm text-amber-200">
          {KEY_WARNING}
        </p>
      </div>
      {adding && <LeagueQuestionDialog leagueId={league.id} leagueName={state.name} onClose={() => setAdding(false)} />}
      {settling && <SettleLeagueDialog pending={settling} onClose={() => setSettling(null)} fallbackFocus={() => headingRef.current} />}
    </section>
  );
}
