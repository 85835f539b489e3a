'use client';

import { lazy, Suspense } from 'react';
import { formatCoins, formatDateTime } from '@/lib/display/format';
import { formatTimeAgo } from '@/lib/display/time';
import { fingerprintText } from '@/lib/league/fingerprint';
import type { LeagueRow } from '@/lib/stats/league-wallets';
import { resultsAsOfText } from '@/lib/league/signed-time-words';
import { payoutRuleLabel, PAYOUT_RULE_TEXT } from '@/lib/league/screen-words';
import { StaleResultsNote } from '../shared/signed-time/stale-results-note';
import { SCREEN_WORDS } from './leagues-screen-words';
import { LookAlikeCheck } from './look-alike-check';
import { leagues_card_last_update, leagues_card_log_in, leagues_card_not_joined, leagues_card_you_run, leagues_coins, leagues_leave_league } from '@/lib/i18n/paraglide/messages';

// The question cards (and the bet dialog behind them) load after the saved game, not with the page.
const LeagueQuestions = lazy(() => import('./league-questions').then((module) => ({ default: module.LeagueQuestions })));

function BalanceText({ row }: { row: LeagueRow }) {
  const { balance } = row;
  if (balance === null) return <span className="font-normal text-slate-300">{leagues_card_log_in()}</span>;
  if (balance === 'not-joined') return <span className="font-normal text-slate-300">{leagues_card_not_joined()}</span>;
  return (
    <>
      <bdi>{row.name}</bdi>: {leagues_coins({ coins: formatCoins(balance) })}
    </>
  );
}

interface LeagueCardProps {
  row: LeagueRow;
  nowMs: number | null;
  /** This account runs the league. */
  operated?: boolean;
  /** Offered for a league the account follows and may leave. */
  onLeave?: () => void;
  /** More for this league, below its questions (the player's picks, for one). */
  children?: React.ReactNode;
}

/** A league the player is in: its coins here, its open questions to bet on, and its code under Advanced. */
export function LeagueCard({ row, nowMs, operated = false, onLeave, children }: LeagueCardProps) {
  const shownAt = row.signedAt ?? row.updatedAt;
  const ago = nowMs === null ? null : formatTimeAgo(shownAt, nowMs);
  const headingId = `league-${row.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-4 sm:p-5">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-white [overflow-wrap:anywhere]">
          <span aria-hidden="true">{'🏆 '}</span>
          <bdi>{row.name}</bdi>
        </h2>
        {operated && <p className="mt-1 text-sm font-semibold text-brand-300">{leagues_card_you_run()}</p>}
        <p data-league-balance className="mt-2 text-lg font-semibold text-gold-300 [overflow-wrap:anywhere]">
          <span aria-hidden="true">🪙 </span>
          <BalanceText row={row} />
        </p>
        <p className="mt-1 text-sm text-slate-300">
          {/* The organiser's signing time when updates carry one; else when this browser applied the last. */}
          <span>{row.signedAt ? resultsAsOfText() : leagues_card_last_update()}</span>{' '}
          <span>
            <time dateTime={shownAt}>{formatDateTime(shownAt)}</time>
            {ago && ` (${ago})`}
          </span>
        </p>
        <p data-payout-rule className="mt-1 text-sm text-slate-300">
          {payoutRuleLabel()}: {PAYOUT_RULE_TEXT[row.payout ?? 'fixed']}
        </p>
        <StaleResultsNote signedAt={row.signedAt} nowMs={nowMs} />
      </div>
      <LookAlikeCheck leagueId={row.id} onLeave={onLeave} />
      <Suspense fallback={<div aria-busy="true" className="min-h-[12rem]" />}>
        <LeagueQuestions leagueId={row.id} leagueName={row.name} />
      </Suspense>
      {children}
      <details className="rounded-xl border border-ink-700 px-4 py-2 text-sm">
        <summary className="cursor-pointer py-1 font-semibold text-slate-200">
          {SCREEN_WORDS.advanced}
          <span className="sr-only">
            {' '}
            (<bdi>{row.name}</bdi>)
          </span>
        </summary>
        <dl className="mt-2 space-y-1 pb-2">
          <dt className="text-slate-400">{SCREEN_WORDS.leagueCode}</dt>
          <dd className="font-mono font-semibold tracking-wider text-white">{fingerprintText(row.id)}</dd>
          <dd className="text-slate-300">{SCREEN_WORDS.leagueCodeHelp}</dd>
        </dl>
        {onLeave && (
          <button type="button" onClick={onLeave} className="mb-2 rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-slate-200 hover:border-no-400">
            {leagues_leave_league()}
            <span className="sr-only">
              {' '}
              (<bdi>{row.name}</bdi>)
            </span>
          </button>
        )}
      </details>
    </article>
  );
}
