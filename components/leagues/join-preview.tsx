'use client';

import { formatCoins, formatCount, formatDateTime } from '@/lib/display/format';
import { payoutRuleLabel, PAYOUT_RULE_TEXT } from '@/lib/league/screen-words';
import type { InvitePreview } from './league-port';
import { leagues_coins, leagues_ends_at, leagues_join_code_of_followed, leagues_join_code_of_invite, leagues_league_code, leagues_more_after_join, leagues_no_open_questions_yet, leagues_open_questions, leagues_starting_coins } from '@/lib/i18n/paraglide/messages';
import { fill } from './fill';

/** How many open questions an invite lists before 'and N more'. */
const PREVIEW_QUESTIONS = 10;

const termClass = 'text-sm text-slate-400';
const valueClass = 'mt-0.5 font-semibold text-white';

/** What an invite shows before anything is stored: the league, its key's fingerprint (and a look-alike followed league's), its questions. */
export function JoinPreview({ preview, followed }: { preview: InvitePreview; followed: { name: string; fingerprint: string } | null }) {
  // A season's league can hold thousands: the first few tell a player what it is about.
  const openQuestions = preview.questions.filter((question) => question.state === 'open');
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className={termClass}>{followed ? leagues_join_code_of_invite() : leagues_league_code()}</dt>
          <dd className={`${valueClass} font-mono tracking-wider`}>{preview.fingerprint}</dd>
        </div>
        {followed && (
          <div>
            <dt className={termClass}>
              {fill(leagues_join_code_of_followed, { name: <bdi>{followed.name}</bdi> })}
            </dt>
            <dd className={`${valueClass} font-mono tracking-wider`}>{followed.fingerprint}</dd>
          </div>
        )}
        <div>
          <dt className={termClass}>{leagues_starting_coins()}</dt>
          <dd className={valueClass}>{leagues_coins({ coins: formatCoins(preview.startingCoins) })}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={termClass}>{payoutRuleLabel()}</dt>
          <dd className={valueClass}>{PAYOUT_RULE_TEXT[preview.payout]}</dd>
        </div>
      </dl>
      <h3 className="mt-4 font-semibold text-white">{leagues_open_questions()}</h3>
      {openQuestions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-300">{leagues_no_open_questions_yet()}</p>
      ) : (
        <>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-200">
            {openQuestions.slice(0, PREVIEW_QUESTIONS).map((question) => (
              <li key={question.id} className="[overflow-wrap:anywhere]">
                {question.question} <span className="text-sm text-slate-300">({leagues_ends_at({ time: formatDateTime(question.endTime) })})</span>
              </li>
            ))}
          </ul>
          {openQuestions.length > PREVIEW_QUESTIONS && <p className="mt-1 text-sm text-slate-300">{leagues_more_after_join({ count: openQuestions.length - PREVIEW_QUESTIONS, shown: formatCount(openQuestions.length - PREVIEW_QUESTIONS) })}</p>}
        </>
      )}
    </>
  );
}
