// What one league update settled for each account of this browser, worked out inside the update's
// own operation (so a replay on another tab's records, where nothing new settles, yields nothing):
// the news a notification says. Typed figures only; lib/notify/notification-words.ts words them.

import { standingStake, winPaid } from '../betting/standing-stake';
import { rankIn } from '../league/player/visit-notes';
import type { GameData } from '../model/game';
import type { Position } from '../model/position';

export interface SettledNews {
  accountId: string;
  leagueId: string;
  leagueName: string;
  /** What the settled bets came to: wins paid less the coins that stood on them; refunds count 0. May be negative. */
  net: number;
  /** How many of the account's bets this update settled, by how each ended. */
  won: number;
  lost: number;
  refunded: number;
  /** Where the league's published standings put the account after the update (1 is first), of how many; null when not listed. */
  rank: number | null;
  of: number;
}

/** What a settled bet came to: its win less its standing stake, the stake lost, or nothing for coins returned. */
function netOf(position: Position): number {
  if (position.status === 'won') return winPaid(position) - standingStake(position);
  if (position.status === 'lost') return -standingStake(position);
  return 0;
}

/** The account's bets of the league that were open `before` and are won, lost or refunded `after`. */
function settledBets(before: GameData, after: GameData, leagueId: string): Map<string, Position[]> {
  const open = new Set(before.positions.flatMap((position) => (position.wallet === leagueId && position.status === 'open' ? [position.id] : [])));
  const byAccount = new Map<string, Position[]>();
  for (const position of after.positions) {
    if (!open.has(position.id) || position.wallet !== leagueId) continue;
    if (position.status !== 'won' && position.status !== 'lost' && position.status !== 'refunded') continue;
    byAccount.set(position.accountId, [...(byAccount.get(position.accountId) ?? []), position]);
  }
  return byAccount;
}

/** The news of one update for each account of this browser whose bets it settled: `before` and `after` the update. */
export function settledNews(before: GameData, after: GameData, leagueId: string): SettledNews[] {
  if (before === after) return [];
  const league = after.leagues.find((held) => held.id === leagueId);
  if (!league) return [];
  const accounts = new Set(after.accounts.map((account) => account.id));
  const news: SettledNews[] = [];
  for (const [accountId, bets] of settledBets(before, after, leagueId)) {
    if (!accounts.has(accountId)) continue;
    const playerId = after.memberships.find((membership) => membership.accountId === accountId && membership.leagueId === leagueId)?.player?.playerId;
    const { rank, of } = rankIn(league.snapshot, playerId);
    const count = (status: Position['status']) => bets.filter((bet) => bet.status === status).length;
    news.push({
      accountId,
      leagueId,
      leagueName: league.name,
      net: bets.reduce((sum, bet) => sum + netOf(bet), 0),
      won: count('won'),
      lost: count('lost'),
      refunded: count('refunded'),
      rank,
      of,
    });
  }
  return news;
}
