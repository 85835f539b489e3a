// The crowd a league question shows once the organiser has counted: the snapshot's counted coins
// and players per side, plus this browser's own bets the snapshot doesn't list yet (waiting for
// the organiser). Refused bets are in neither. Before any snapshot a league question shows only
// the bets made here, as it always did.

import type { GameData } from '../model/game';
import type { Market } from '../model/market';
import type { Snapshot } from '../model/picks';
import type { Judgement } from './judged';
import type { Position } from '../model/position';

type Pool = Pick<Market, 'yesCoins' | 'noCoins' | 'totalYes' | 'totalNo' | 'totalPool'>;

function poolOf(market: Market, snapshot: Snapshot, waiting: readonly Position[]): Pool {
  const row = snapshot.crowd.find((crowd) => crowd.questionId === market.id);
  let yesCoins = row?.yesCoins ?? 0;
  let noCoins = row?.noCoins ?? 0;
  let totalYes = row?.yesPlayers ?? 0;
  let totalNo = row?.noPlayers ?? 0;
  const sides = new Set<string>();
  for (const position of waiting) {
    if (position.choice === 'YES') yesCoins += position.amount;
    else noCoins += position.amount;
    // An account here counts once per side among the bets still waiting.
    const side = `${position.accountId}:${position.choice}`;
    if (sides.has(side)) continue;
    sides.add(side);
    if (position.choice === 'YES') totalYes += 1;
    else totalNo += 1;
  }
  return { yesCoins, noCoins, totalYes, totalNo, totalPool: yesCoins + noCoins };
}

/** Every question of the league with its counted crowd and the bets made here still waiting. */
export function withCountedCrowd(data: GameData, leagueId: string, snapshot: Snapshot, judge: (position: Position) => Judgement): GameData {
  const waiting = data.positions.filter((position) => position.wallet === leagueId && position.status === 'open' && judge(position).state === 'waiting');
  const markets = data.markets.map((market) => (market.leagueId === leagueId ? { ...market, ...poolOf(market, snapshot, waiting.filter((position) => position.marketId === market.id)) } : market));
  return { ...data, markets };
}
