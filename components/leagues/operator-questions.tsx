'use client';

import { formatDateTime } from '@/lib/display/format';
import type { LeagueQuestionState } from '@/lib/league/log-state';
import type { LeagueOutcome } from './settle-league-dialog';
import { leagues_cancel_question, leagues_cancelled_coins_returned, leagues_ends_at, leagues_no_questions_yet, leagues_questions, leagues_result_is } from '@/lib/i18n/paraglide/messages';
import { fill } from './fill';
import { choiceWord } from '@/lib/betting/choice-words';

const STATE_TEXT: Record<Exclude<LeagueQuestionState['state'], 'open'>, () => string> = {
  YES: () => leagues_result_is({ choice: choiceWord('YES') }),
  NO: () => leagues_result_is({ choice: choiceWord('NO') }),
  VOID: () => leagues_cancelled_coins_returned(),
};
const actionClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold text-white';

interface OperatorQuestionsProps {
  questions: LeagueQuestionState[];
  onSettle: (question: LeagueQuestionState, outcome: LeagueOutcome) => void;
}

/** The league's questions as its operator sees them: each open one with its settling buttons. */
export function OperatorQuestions({ questions, onSettle }: OperatorQuestionsProps) {
  if (questions.length === 0) return <p className="text-sm text-slate-300">{leagues_no_questions_yet()}</p>;
  return (
    <ul aria-label={leagues_questions()} className="divide-y divide-ink-700">
      {questions.map((question) => (
        <li key={question.id} className="py-3">
          <p className="font-semibold text-white [overflow-wrap:anywhere]">{question.question}</p>
          <p className="mt-0.5 text-sm text-slate-300">
            {question.category} · {fill(leagues_ends_at, { time: <time dateTime={question.endTime}>{formatDateTime(question.endTime)}</time> })}
          </p>
          {question.state === 'open' ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className={`${actionClass} border-yes-600 hover:bg-yes-700`} onClick={() => onSettle(question, 'YES')}>
                {leagues_result_is({ choice: choiceWord('YES') })}<span className="sr-only"> ({question.question})</span>
              </button>
              <button type="button" className={`${actionClass} border-no-600 hover:bg-no-700`} onClick={() => onSettle(question, 'NO')}>
                {leagues_result_is({ choice: choiceWord('NO') })}<span className="sr-only"> ({question.question})</span>
              </button>
              <button type="button" className={`${actionClass} border-ink-600 hover:bg-ink-700`} onClick={() => onSettle(question, 'VOID')}>
                {leagues_cancel_question()}<span className="sr-only"> ({question.question})</span>
              </button>
            </div>
          ) : (
            <p className="mt-1 text-sm font-semibold text-slate-200">{STATE_TEXT[question.state]()}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
