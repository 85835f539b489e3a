'use client';

import { betting_league, betting_league_label } from '@/lib/i18n/paraglide/messages';
import { useGameStore } from '@/lib/store/game-store';

/**
 * The league that asks a question, by name, so a league question is never mistaken for a practice
 * one; nothing for a practice question. The name is the league's latest, from its own updates.
 */
export function LeagueBadge({ leagueId }: { leagueId: string | null }) {
  const name = useGameStore((state) => (leagueId === null ? null : (state.leagues.find((league) => league.id === leagueId)?.name ?? null)));
  if (leagueId === null) return null;
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full border border-gold-400/50 bg-gold-400/10 px-2.5 py-1 text-xs font-semibold text-gold-300">
      <span aria-hidden="true">{'🏆'}</span>
      <span className="sr-only">{`${betting_league_label()} `}</span>
      <span className="truncate">
        <bdi>{name ?? betting_league()}</bdi>
      </span>
    </span>
  );
}
