'use client';

import { isolateText } from '@/lib/display/bidi';
import { isFollowing, leagueBalance } from '@/lib/league/following';
import { betting_league_word, betting_your_coins, betting_your_league_coins } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';
import { useGameStore } from '@/lib/store/game-store';
import { useCurrentAccount } from '../../hooks/use-current-account';

export interface StakeWallet {
  /** The coins a bet on this market is drawn from: practice coins, or the player's coins in its league. */
  balance: number;
  /** 'Your coins', or 'Your coins in Site League'. */
  label: string;
  /** False for a league this account does not follow (never joined, or left): it cannot bet there. */
  joined: boolean;
}

/** The wallet a bet on this market draws from, as the bet dialog shows and checks it (placeBet checks it again). */
export function useStakeWallet(market: Pick<Market, 'leagueId'>): StakeWallet {
  const account = useCurrentAccount();
  const { leagueId } = market;
  const leagueName = useGameStore((state) => state.leagues.find((league) => league.id === leagueId)?.name ?? betting_league_word());
  const joined = useGameStore((state) => leagueId === null || (account !== undefined && isFollowing(state, account.id, leagueId)));
  const balance = useGameStore((state) => {
    if (account === undefined) return 0;
    return leagueId === null ? account.coins : leagueBalance(state.ledger, account.id, leagueId);
  });
  return { balance, label: leagueId === null ? betting_your_coins() : betting_your_league_coins({ league: isolateText(leagueName) }), joined };
}
