import Link from 'next/link';
import { formatCount, formatCoins, formatDateTime } from '@/lib/display/format';
import { formatTimeAgo } from '@/lib/display/time';
import { fingerprintText } from '@/lib/league/league-id';
import type { LeagueRow } from '@/lib/stats/league-wallets';
import { RESULTS_AS_OF } from '@/lib/league/signed-time-words';
import { StaleResultsNote } from '../shared/signed-time/stale-results-note';
import { LookAlikeCheck } from './look-alike-check';

const termClass = 'text-sm text-slate-400';
const valueClass = 'mt-0.5 font-semibold text-white';

function BalanceText({ balance }: { balance: LeagueRow['balance'] }) {
  if (balance === null) return <span className="font-normal text-slate-300">Log in to see your balance</span>;
  if (balance === 'not-joined') return <span className="font-normal text-slate-300">Not joined</span>;
  return <>{formatCoins(balance)} coins</>;
}

/** A followed league: its name, its key's fingerprint to compare out loud, and where it stands here. */
interface LeagueCardProps {
  row: LeagueRow;
  nowMs: number | null;
  /** This account runs the league. */
  operated?: boolean;
  /** Offered for a league the account follows and may leave. */
  onLeave?: () => void;
}

export function LeagueCard({ row, nowMs, operated = false, onLeave }: LeagueCardProps) {
  const shownAt = row.signedAt ?? row.updatedAt;
  const ago = nowMs === null ? null : formatTimeAgo(shownAt, nowMs);
  const headingId = `league-${row.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <h2 id={headingId} className="text-xl font-bold text-white [overflow-wrap:anywhere]">
        <span aria-hidden="true">🏆 </span>
        <bdi>{row.name}</bdi>
      </h2>
      {operated && <p className="mt-1 text-sm font-semibold text-brand-300">You run this league</p>}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className={termClass}>Key fingerprint</dt>
          <dd className={`${valueClass} font-mono tracking-wider`}>{fingerprintText(row.id)}</dd>
        </div>
        <div>
          {/* The organiser's signing time when updates carry one; else when this browser applied the last. */}
          <dt className={termClass}>{row.signedAt ? RESULTS_AS_OF : 'Last update'}</dt>
          <dd className={valueClass}>
            <time dateTime={shownAt}>{formatDateTime(shownAt)}</time>
            {ago && <span className="font-normal text-slate-300"> ({ago})</span>}
          </dd>
        </div>
        <div>
          <dt className={termClass}>Questions open</dt>
          <dd className={valueClass}>{formatCount(row.openQuestions)}</dd>
        </div>
        <div>
          <dt className={termClass}>Your league balance</dt>
          <dd className={valueClass}>
            <BalanceText balance={row.balance} />
          </dd>
        </div>
      </dl>
      <StaleResultsNote signedAt={row.signedAt} nowMs={nowMs} />
      <LookAlikeCheck leagueId={row.id} onLeave={onLeave} />
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          href={`/?league=${encodeURIComponent(row.id)}#predictions`}
          className="inline-block rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400"
        >
          See its questions
          <span className="sr-only">
            {' '}
            (<bdi>{row.name}</bdi>)
          </span>
        </Link>
        {onLeave && (
          <button type="button" onClick={onLeave} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-slate-200 hover:border-no-400">
            Leave league
            <span className="sr-only">
              {' '}
              (<bdi>{row.name}</bdi>)
            </span>
          </button>
        )}
      </div>
    </article>
  );
}
