'use client';

import { useMemo } from 'react';
import { leagueRows } from '@/lib/stats/league-wallets';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useCatalogueReady } from '../hooks/use-catalogue-ready';
import { useCurrentAccount, useSessionReady } from '../hooks/use-current-account';
import { LeagueCard } from './league-card';

/** Says only what is built: the site's own league, followed by every visitor. */
export const NO_LEAGUE_TEXT =
  'This site has no league yet. When its operator starts one, its questions appear on Home with the league’s name, and every account in this browser gets the league’s starting coins to play them with.';

/** The leagues this browser follows, or why there are none. */
export function LeaguesView() {
  const catalogueReady = useCatalogueReady();
  const sessionReady = useSessionReady();
  const ready = catalogueReady && sessionReady;
  const accountId = useCurrentAccount()?.id ?? null;
  const leagues = useGameStore((state) => state.leagues);
  const markets = useGameStore((state) => state.markets);
  const ledger = useGameStore((state) => state.ledger);
  const now = useClockStore((state) => state.now);
  const rows = useMemo(() => leagueRows(leagues, markets, ledger, accountId), [leagues, markets, ledger, accountId]);

  if (!ready) return <div aria-busy="true" className="min-h-[16rem]" />;
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl border border-ink-700 bg-ink-900 p-8 text-center">
        <span aria-hidden="true" className="text-5xl">
          🏆
        </span>
        <p className="mx-auto mt-4 max-w-xl text-slate-300">{NO_LEAGUE_TEXT}</p>
      </div>
    );
  }
  return (
    <ul aria-label="Leagues you follow" className="grid gap-5 lg:grid-cols-2">
      {rows.map((row) => (
        <li key={row.id}>
          <LeagueCard row={row} nowMs={now} />
        </li>
      ))}
    </ul>
  );
}
