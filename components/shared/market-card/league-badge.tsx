'use client';

import { betting_league } from '@/lib/i18n/paraglide/messages';
import { useGameStore } from '@/lib/store/game-store';
import { LeagueBadgeView } from './league-badge-view';

/**
 * The league that asks a question, by name, so a league question is never mistaken for a practice
 * one; nothing for a practice question. The name is the league's latest, from its own updates.
 */
export function LeagueBadge({ leagueId }: { leagueId: string | null }) {
  const name = useGameStore((state) => (leagueId === null ? null : (state.leagues.find((league) => league.id === leagueId)?.name ?? null)));
  if (leagueId === null) return null;
  return <LeagueBadgeView name={name ?? betting_league()} />;
}
