'use client';

import { formatCoins } from '@/lib/display/format';
import { betting_coins } from '@/lib/i18n/paraglide/messages';
import { isFollowing, leagueBalance } from '@/lib/league/following';
import { useGameStore } from '@/lib/store/game-store';
import { useCurrentAccount } from '../../hooks/use-current-account';

/**
 * '<league>: N coins' beside a league question's bet, for a player in that league: the top bar's
 * chip shows practice coins, which a league bet never touches. Nothing for a practice question.
 */
export function LeagueBalance({ leagueId }: { leagueId: string | null }) {
  const accountId = useCurrentAccount()?.id ?? null;
  const name = useGameStore((state) => (leagueId === null ? null : (state.leagues.find((league) => league.id === leagueId)?.name ?? null)));
  const joined = useGameStore((state) => leagueId !== null && accountId !== null && isFollowing(state, accountId, leagueId));
  const balance = useGameStore((state) => (leagueId === null || accountId === null ? 0 : leagueBalance(state.ledger, accountId, leagueId)));
  if (!joined || name === null) return null;
  return (
    <p className="text-sm font-semibold text-gold-300 [overflow-wrap:anywhere]">
      <span aria-hidden="true">🪙 </span>
      <bdi>{name}</bdi>: {betting_coins({ count: balance, shown: formatCoins(balance) })}
    </p>
  );
}
