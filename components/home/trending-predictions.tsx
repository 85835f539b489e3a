'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import {
  homeFiltersToQuery,
  knownLeagueFilter,
  leagueFilterOptions,
  parseHomeFilters,
  selectMarkets,
  type HomeFilters,
} from '@/lib/market/market-filters';
import { SITE_LEAGUE_KEY } from '@/lib/config';
import { home_unknown_league } from '@/lib/i18n/paraglide/messages';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useCatalogueReady } from '../hooks/use-catalogue-ready';
import { TrendingList } from './trending-list';

/** Why the list shows every question: the link's league is not one joined here. */
export const unknownLeagueNotice = (): string => home_unknown_league();

interface TrendingPredictionsProps {
  /** The search box's words: the box is the page's own (live-trending.tsx), drawn before this list loads. */
  query: string;
  onQueryChange: (query: string) => void;
  /** What stands until the stores are read: the exported HTML's first cards (trending-preview.tsx). */
  preview?: ReactNode;
}

/** Home's list, bound to the URL: search and filters live in the query so reload and share keep them. */
export function TrendingPredictions({ query, onQueryChange, preview }: TrendingPredictionsProps) {
  const router = useRouter();
  const pathname = usePathname();
  const fromUrl = parseHomeFilters(useSearchParams());
  const markets = useGameStore((state) => state.markets);
  const leagues = useGameStore((state) => state.leagues);
  // The player's own tutorial shows, first; nobody else's does.
  const viewerId = useSessionStore((state) => state.accountId);
  const ready = useCatalogueReady();
  const now = useClockStore((state) => state.now);
  // Until the leagues have loaded no league is known, and none is called unknown.
  const league = ready ? knownLeagueFilter(fromUrl.league, leagues) : { league: fromUrl.league, unknown: false };
  const filters = { ...fromUrl, query, league: league.league };

  const setFilters = (next: HomeFilters) => {
    onQueryChange(next.query);
    router.replace(`${pathname}${homeFiltersToQuery(next)}`, { scroll: false });
  };

  // Worked out again only when what it reads changes: not on every render of the page around it.
  const { category, sort } = fromUrl;
  const shown = useMemo(
    () => (ready && now !== null ? selectMarkets(markets, { query, category, sort, league: league.league }, now, leagues, viewerId) : null),
    [ready, now, markets, query, category, sort, league.league, leagues, viewerId],
  );
  // Drawn at a transition's priority: React builds the cards in slices of a few milliseconds, so
  // the first list after start-up (or a filter's new one) never holds the main thread in one long
  // task; until then the preview, or the list as it was, stays on screen.
  const list = useDeferredValue(shown);
  if (list === null && preview !== undefined) return preview;
  return (
    <TrendingList
      showSearch={false}
      filters={filters}
      onFiltersChange={setFilters}
      markets={list}
      leagueOptions={leagueFilterOptions(leagues, SITE_LEAGUE_KEY !== '')}
      notice={league.unknown ? unknownLeagueNotice() : undefined}
    />
  );
}
