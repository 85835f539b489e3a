// What a player has to send: every bet of theirs in a league as a pick (a league bet's position id
// is its pick id) and every cash-out of those bets, which of them were made after the last picks
// card they sent, and the
// questions closing within the hour on which a bet is still unsent (the nudge on Home and the
// league page).

import type { Market } from '../../model/market';
import { MAX_PICKS_PER_CARD, type CashOutPick, type Pick } from '../../model/picks';
import { isPickId } from '../../model/pick-id-pattern';
import type { Position } from '../../model/position';

/** How long before a question closes an unsent bet on it is nudged. */
export const NUDGE_BEFORE_CLOSE_MS = 60 * 60 * 1000;

/** The account's bets in the league as picks, oldest first (positions made before picks travelled have no pick id and are left out). */
export function leaguePicksOf(positions: readonly Position[], accountId: string, leagueId: string): Pick[] {
  return positions
    .filter((position) => position.accountId === accountId && position.wallet === leagueId && isPickId(position.id))
    .map((position) => ({ id: position.id, questionId: position.marketId, choice: position.choice, amount: position.amount, placedAt: position.createdAt }));
}

/**
 * The account's cash-outs of its bets in the league as the picks card carries them, oldest first.
 * One without the signing time of the counted crowd that priced it never travels.
 */
export function leagueCashOutsOf(positions: readonly Position[], accountId: string, leagueId: string): CashOutPick[] {
  return positions
    .filter((position) => position.accountId === accountId && position.wallet === leagueId && isPickId(position.id))
    .flatMap((position) =>
      (position.cashOuts ?? []).flatMap(({ id, amount, value, pricedAt, at }) => (pricedAt === undefined || !isPickId(id) ? [] : [{ id, pickId: position.id, amount, value, pricedAt, placedAt: at }])),
    )
    .sort((first, second) => Date.parse(first.placedAt) - Date.parse(second.placedAt));
}

/**
 * What one picks card carries: the newest MAX_PICKS_PER_CARD bets (the organiser keeps every older
 * pick it has seen) and the newest MAX_PICKS_PER_CARD cash-outs, of any bet, however old: a
 * cash-out of a bet the card no longer carries is still the organiser's to count.
 */
export function picksCardContents(positions: readonly Position[], accountId: string, leagueId: string): { picks: Pick[]; cashOuts: CashOutPick[] } {
  return { picks: leaguePicksOf(positions, accountId, leagueId).slice(-MAX_PICKS_PER_CARD), cashOuts: leagueCashOutsOf(positions, accountId, leagueId).slice(-MAX_PICKS_PER_CARD) };
}

/** How many bets and cash-outs of the account in the league were made after the last card sent: each is news to the organiser. */
export function unsentCount(positions: readonly Position[], accountId: string, leagueId: string, sentAt: string | undefined): number {
  return unsentPicks(leaguePicksOf(positions, accountId, leagueId), sentAt).length + unsentPicks(leagueCashOutsOf(positions, accountId, leagueId), sentAt).length;
}

/** The picks (or cash-outs) placed after the last card sent (all of them when none was sent). */
export function unsentPicks<T extends { placedAt: string }>(picks: readonly T[], sentAt: string | undefined): T[] {
  if (sentAt === undefined) return [...picks];
  const sent = Date.parse(sentAt);
  return picks.filter((pick) => Date.parse(pick.placedAt) > sent);
}

/** Questions still open and closing within the hour that hold an unsent pick, soonest first. */
export function closingWithUnsent(markets: readonly Market[], unsent: readonly Pick[], nowMs: number): Market[] {
  const asked = new Set(unsent.map((pick) => pick.questionId));
  return markets
    .filter((market) => asked.has(market.id) && !market.isResolved)
    .filter((market) => {
      const left = Date.parse(market.endTime) - nowMs;
      return left > 0 && left <= NUDGE_BEFORE_CLOSE_MS;
    })
    .sort((first, second) => Date.parse(first.endTime) - Date.parse(second.endTime));
}

/** A league's open questions closing within the hour: the organiser is reminded to collect picks before them. */
export function closingSoon(markets: readonly Market[], leagueId: string, nowMs: number): Market[] {
  return markets.filter((market) => {
    const left = Date.parse(market.endTime) - nowMs;
    return market.leagueId === leagueId && !market.isResolved && left > 0 && left <= NUDGE_BEFORE_CLOSE_MS;
  });
}
