'use client';

import { useEffect } from 'react';
import { SITE_LEAGUE_KEY } from '@/lib/config';

/**
 * Follows the site's own league once the page runs: its feed is read after the stores load, when
 * the browser comes back online and every five minutes while visible. A deploy without a league
 * (the key is compiled in empty) loads nothing and asks for nothing. Renders nothing.
 */
export function SiteLeagueFollower() {
  useEffect(() => {
    if (SITE_LEAGUE_KEY === '') return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('@/lib/store/site-league-feed').then((feed) => {
      if (!unmounted) stop = feed.followSiteLeagueFeed();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
