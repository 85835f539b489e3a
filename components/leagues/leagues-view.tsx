'use client';

import { lazy, Suspense, useSyncExternalStore, useCallback, useEffect, useMemo, useState } from 'react';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { leagueRows, type LeagueRow } from '@/lib/stats/league-wallets';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useCatalogueReady } from '../hooks/use-catalogue-ready';
import { useCurrentAccount, useSessionReady } from '../hooks/use-current-account';
import { LeagueCard } from './league-card';
import { LIST_SPACE } from './league-space';
import { advancedSpace, LeaguesPlaceholder, toolsSpace } from './leagues-placeholder';
import { SCREEN_WORDS } from './leagues-screen-words';
import { useLeftLeagueIds, useOperatedLeagues } from '../hooks/use-league-records';

// The operator's screens, the join screen and the leave step load only when there is something
// for them to show, so /leagues's first load stays as small as it was.
const OperatorSection = lazy(() => import('./operator-section').then((module) => ({ default: module.OperatorSection })));
const FragmentPanel = lazy(() => import('./fragment-panel').then((module) => ({ default: module.FragmentPanel })));
const OtherBrowserNote = lazy(() => import('./other-browser-note').then((module) => ({ default: module.OtherBrowserNote })));
// Asked for as this module loads, so the tools are there by the time the saved game is.
const loadTools = () => import('./league-tools').then((module) => ({ default: module.LeagueTools }));
const loadAdvanced = () => import('./league-advanced').then((module) => ({ default: module.LeagueAdvanced }));
if (typeof window !== 'undefined') {
  void loadTools();
  void loadAdvanced();
}
const LeagueTools = lazy(loadTools);
const LeagueAdvanced = lazy(loadAdvanced);
const LeaveLeagueDialog = lazy(() => import('./leave-league-dialog').then((module) => ({ default: module.LeaveLeagueDialog })));

/** Says only what is built: starting a league here and joining one by its invite link. */
export function noLeagueText(): string {
  return SCREEN_WORDS.noLeague;
}

interface OpenedLink {
  /** A new key for each opening (reading it empties the address, so the same link can arrive twice). */
  key: string;
  /** The whole link as it was opened, to copy into another browser. */
  href: string;
}

/** The league link in the address, if any: read after hydration and on every hashchange. */
function useLeagueFragment(): [OpenedLink | null, () => void] {
  const [opened, setOpened] = useState<OpenedLink | null>(null);
  useEffect(() => {
    let count = 0;
    const read = () => {
      count += 1;
      if (/^#(join|update|picks)=/.test(window.location.hash)) setOpened({ key: `${count}:${window.location.hash}`, href: window.location.href });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return [opened, useCallback(() => setOpened(null), [])];
}

interface LeaguesViewProps {
  /** More on a league's card, below its questions (a player's picks, for one). */
  leagueExtras?: (row: LeagueRow, accountId: string) => React.ReactNode;
  /** More in the section of a league this account runs (collecting picks, for one). */
  operatorExtras?: (league: OperatedLeague) => React.ReactNode;
}

// The picks panels load with a league to show them on, not with /leagues's first paint.
const LeaguePicks = lazy(() => import('./picks/league-picks').then((module) => ({ default: module.LeaguePicks })));
const OperatorPicks = lazy(() => import('./picks/operator-picks').then((module) => ({ default: module.OperatorPicks })));
const SharedIntakePanel = lazy(() => import('./picks/shared-intake-panel').then((module) => ({ default: module.SharedIntakePanel })));

const playerPicks = (row: LeagueRow, accountId: string) => <LeaguePicks accountId={accountId} leagueId={row.id} leagueName={row.name} />;
const operatorPicks = (league: OperatedLeague) => <OperatorPicks league={league} />;

/** Whether the installed app was opened by a share into it (the service worker's redirect names it). */
function useSharedIntoApp(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('collect') === 'shared',
    () => false,
  );
}

const noSubscription = () => () => undefined;

/**
 * /leagues for a player: an opened league link first, then the player's leagues with their open
 * questions, the leagues this account runs, then Start and Join, and the files under Advanced.
 */
export function LeaguesView({ leagueExtras = playerPicks, operatorExtras = operatorPicks }: LeaguesViewProps = {}) {
  const catalogueReady = useCatalogueReady();
  const sessionReady = useSessionReady();
  const ready = catalogueReady && sessionReady;
  const accountId = useCurrentAccount()?.id ?? null;
  const noGameHere = useGameStore((state) => state.accounts.length === 0);
  const leagues = useGameStore((state) => state.leagues);
  const markets = useGameStore((state) => state.markets);
  const ledger = useGameStore((state) => state.ledger);
  const now = useClockStore((state) => state.now);
  const operated = useOperatedLeagues(accountId);
  const left = useLeftLeagueIds(accountId);
  const [fragment, clearFragment] = useLeagueFragment();
  const sharedIntoApp = useSharedIntoApp();
  const [leaving, setLeaving] = useState<{ id: string; name: string } | null>(null);
  const rows = useMemo(() => leagueRows(leagues, markets, ledger, accountId), [leagues, markets, ledger, accountId]);
  const operatedIds = useMemo(() => new Set(operated.map((league) => league.id)), [operated]);

  if (!ready) return <LeaguesPlaceholder />;
  return (
    <div className="space-y-6">
      {fragment && noGameHere && (
        <Suspense fallback={null}>
          <OtherBrowserNote link={fragment.href} />
        </Suspense>
      )}
      {sharedIntoApp && (
        <Suspense fallback={null}>
          <SharedIntakePanel />
        </Suspense>
      )}
      {fragment && (
        <Suspense fallback={<div aria-busy="true" className="min-h-[8rem]" />}>
          <FragmentPanel key={fragment.key} onDone={clearFragment} />
        </Suspense>
      )}
      {rows.length === 0 ? (
        <div className={`rounded-2xl border border-ink-700 bg-ink-900 p-6 text-center ${LIST_SPACE}`}>
          <span aria-hidden="true" className="text-4xl">
            {'🏆'}
          </span>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">{SCREEN_WORDS.noLeague}</p>
        </div>
      ) : (
        <ul aria-label={SCREEN_WORDS.yourLeagues} className="grid gap-5 lg:grid-cols-2">
          {rows.map((row) => (
            <li key={row.id}>
              <LeagueCard
                row={row}
                nowMs={now}
                operated={operatedIds.has(row.id)}
                onLeave={typeof row.balance === 'number' && !left.has(row.id) ? () => setLeaving({ id: row.id, name: row.name }) : undefined}
              >
                {accountId !== null && typeof row.balance === 'number' && (
                  <Suspense fallback={null}>{leagueExtras(row, accountId)}</Suspense>
                )}
              </LeagueCard>
            </li>
          ))}
        </ul>
      )}
      {operated.length > 0 && (
        <Suspense fallback={<div aria-busy="true" className="min-h-[16rem]" />}>
          {operated.map((league) => (
            <OperatorSection key={league.id} league={league}>
              {operatorExtras(league)}
            </OperatorSection>
          ))}
        </Suspense>
      )}
      <Suspense fallback={toolsSpace}>
        <LeagueTools loggedIn={accountId !== null} />
      </Suspense>
      <Suspense fallback={advancedSpace}>
        <LeagueAdvanced loggedIn={accountId !== null} />
      </Suspense>
      {leaving && (
        <Suspense fallback={null}>
          <LeaveLeagueDialog leagueId={leaving.id} name={leaving.name} onClose={() => setLeaving(null)} />
        </Suspense>
      )}
    </div>
  );
}
