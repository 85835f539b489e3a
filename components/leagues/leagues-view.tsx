'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { leagueRows } from '@/lib/stats/league-wallets';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useCatalogueReady } from '../hooks/use-catalogue-ready';
import { useCurrentAccount, useSessionReady } from '../hooks/use-current-account';
import { LeagueCard } from './league-card';
import { LIST_SPACE, TOOLS_SPACE } from './league-space';
import { useLeftLeagueIds, useOperatedLeagues } from '../hooks/use-league-records';

// The operator's screens, the join screen and the leave step load only when there is something
// for them to show, so /leagues's first load stays as small as it was.
const OperatorSection = lazy(() => import('./operator-section').then((module) => ({ default: module.OperatorSection })));
const FragmentPanel = lazy(() => import('./fragment-panel').then((module) => ({ default: module.FragmentPanel })));
// Asked for as this module loads, so the tools are there by the time the saved game is.
const loadTools = () => import('./league-tools').then((module) => ({ default: module.LeagueTools }));
if (typeof window !== 'undefined') void loadTools();
const LeagueTools = lazy(loadTools);
const LeaveLeagueDialog = lazy(() => import('./leave-league-dialog').then((module) => ({ default: module.LeaveLeagueDialog })));

/** Says only what is built: starting a league here, joining one by its invite link, and the site's own league. */
export const NO_LEAGUE_TEXT =
  'You follow no league yet. Start one above, or open an invite link from someone who runs one. When this site runs its own league, its questions appear on Home and every account here gets its starting coins.';

/**
 * The league link in the address, if any: read after hydration and on every hashchange, each
 * opening a new key (reading it empties the address, so the same link can arrive twice).
 */
function useLeagueFragment(): [string | null, () => void] {
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    let count = 0;
    const read = () => {
      count += 1;
      if (/^#(join|update)=/.test(window.location.hash)) setOpened(`${count}:${window.location.hash}`);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return [opened, useCallback(() => setOpened(null), [])];
}

/** The leagues this browser follows, the ones this account runs, and an opened league link. */
export function LeaguesView() {
  const catalogueReady = useCatalogueReady();
  const sessionReady = useSessionReady();
  const ready = catalogueReady && sessionReady;
  const accountId = useCurrentAccount()?.id ?? null;
  const leagues = useGameStore((state) => state.leagues);
  const markets = useGameStore((state) => state.markets);
  const ledger = useGameStore((state) => state.ledger);
  const now = useClockStore((state) => state.now);
  const operated = useOperatedLeagues(accountId);
  const left = useLeftLeagueIds(accountId);
  const [fragment, clearFragment] = useLeagueFragment();
  const [leaving, setLeaving] = useState<{ id: string; name: string } | null>(null);
  const rows = useMemo(() => leagueRows(leagues, markets, ledger, accountId), [leagues, markets, ledger, accountId]);
  const operatedIds = useMemo(() => new Set(operated.map((league) => league.id)), [operated]);

  const toolsSpace = <div aria-busy="true" className={`rounded-2xl border border-ink-700 bg-ink-900 ${TOOLS_SPACE}`} />;
  if (!ready) {
    return (
      <div className="space-y-8">
        {toolsSpace}
        <div aria-busy="true" className={LIST_SPACE} />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {fragment && (
        <Suspense fallback={<div aria-busy="true" className="min-h-[8rem]" />}>
          <FragmentPanel key={fragment} onDone={clearFragment} />
        </Suspense>
      )}
      <Suspense fallback={toolsSpace}>
        <LeagueTools loggedIn={accountId !== null} />
      </Suspense>
      {operated.length > 0 && (
        <Suspense fallback={<div aria-busy="true" className="min-h-[16rem]" />}>
          {operated.map((league) => (
            <OperatorSection key={league.id} league={league} />
          ))}
        </Suspense>
      )}
      {rows.length === 0 ? (
        <div className={`rounded-2xl border border-ink-700 bg-ink-900 p-8 text-center ${LIST_SPACE}`}>
          <span aria-hidden="true" className="text-5xl">
            🏆
          </span>
          <p className="mx-auto mt-4 max-w-xl text-slate-300">{NO_LEAGUE_TEXT}</p>
        </div>
      ) : (
        <ul aria-label="Leagues you follow" className="grid gap-5 lg:grid-cols-2">
          {rows.map((row) => (
            <li key={row.id}>
              <LeagueCard
                row={row}
                nowMs={now}
                operated={operatedIds.has(row.id)}
                onLeave={typeof row.balance === 'number' && !left.has(row.id) ? () => setLeaving({ id: row.id, name: row.name }) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {leaving && (
        <Suspense fallback={null}>
          <LeaveLeagueDialog leagueId={leaving.id} name={leaving.name} onClose={() => setLeaving(null)} />
        </Suspense>
      )}
    </div>
  );
}
