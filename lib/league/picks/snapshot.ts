// The organiser's published count at signing time: tied to the log's last seq, the counted crowd
// on every question with a counted pick (standing stakes, and the coins cash-outs left in its pool),
// the standings, for each admitted player how far their picks were judged (the newest card
// collected) and which picks and cash-outs were refused, with why, and in a pool-share league what
// every counted pick on a resolved question returns. A player's browser pays a league position only
// once a snapshot has judged it counted.

import type { LeagueEvent } from '../../model/league';
import type { CollectedCashOut, CollectedPick, CrowdRow, Judged, LeaguePlayer, Payout, Snapshot } from '../../model/picks';
import { countPicks, type PicksCount } from './count-picks';
import { leagueFactsOf, type LeagueFacts } from './league-facts';
import { standingsOf } from './standings';

export { sidesOf, type QuestionSides, type SideEntry } from './sides';

/**
 * Counted standing coins and players per side, for each question with a counted pick, in the order
 * questions were added; a pick cashed out whole adds nobody to its side. The coins counted cash-outs
 * left in a question's pool are its `keptCoins` (only when there are some).
 */
export function crowdOf(facts: LeagueFacts, count: Pick<PicksCount, 'counted' | 'standing' | 'kept'>): CrowdRow[] {
  const rows = new Map<string, CrowdRow>();
  const onSide = new Set<string>();
  for (const pick of count.counted) {
    const row = rows.get(pick.questionId) ?? { questionId: pick.questionId, yesCoins: 0, noCoins: 0, yesPlayers: 0, noPlayers: 0 };
    const stake = count.standing.get(pick.id) ?? pick.amount;
    const side = [pick.questionId, pick.choice, pick.playerId].join('|');
    const firstOnSide = stake > 0 && !onSide.has(side);
    if (stake > 0) onSide.add(side);
    if (pick.choice === 'YES') rows.set(pick.questionId, { ...row, yesCoins: row.yesCoins + stake, yesPlayers: row.yesPlayers + (firstOnSide ? 1 : 0) });
    else rows.set(pick.questionId, { ...row, noCoins: row.noCoins + stake, noPlayers: row.noPlayers + (firstOnSide ? 1 : 0) });
  }
  return [...facts.endTimes.keys()].flatMap((questionId) => {
    const row = rows.get(questionId);
    if (!row) return [];
    const kept = count.kept.get(questionId) ?? 0;
    return [kept > 0 ? { ...row, keptCoins: kept } : row];
  });
}

/** A pool-share league's payouts: every counted pick on a question resolved YES or NO that returns something, by id. */
export function payoutsOf(facts: LeagueFacts, count: Pick<PicksCount, 'counted' | 'payouts'>): Payout[] {
  const payouts: Payout[] = [];
  for (const pick of count.counted) {
    const paid = count.payouts.get(pick.id);
    const outcome = facts.resultOf.get(pick.questionId)?.outcome;
    if (paid && paid.amount > 0 && (outcome === 'YES' || outcome === 'NO')) payouts.push({ id: pick.id, amount: paid.amount, kind: paid.kind });
  }
  return payouts.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function snapshotOf(
  events: readonly LeagueEvent[],
  players: readonly LeaguePlayer[],
  picks: readonly CollectedPick[],
  signedAtMs: number,
  cashOuts: readonly CollectedCashOut[] = [],
): Snapshot {
  const facts = leagueFactsOf(events);
  const count = countPicks(events, players, picks, cashOuts);
  // Refused ids are a player's pick or cash-out ids; the first collected of each id names its player.
  const playerOf = new Map<string, string>();
  for (const item of [...picks, ...cashOuts]) if (!playerOf.has(item.id)) playerOf.set(item.id, item.playerId);
  const refusedOf = new Map<string, Judged['refused']>();
  for (const [id, reason] of count.refused) {
    const playerId = playerOf.get(id) ?? '';
    const list = refusedOf.get(playerId);
    if (list) list.push({ id, reason });
    else refusedOf.set(playerId, [{ id, reason }]);
  }
  const judged: Judged[] = players
    .filter((player) => player.admission === 'admitted')
    .map((player) => ({ playerId: player.playerId, through: player.through, refused: (refusedOf.get(player.playerId) ?? []).sort((a, b) => (a.id < b.id ? -1 : 1)) }))
    .sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
  const snapshot: Snapshot = { seq: facts.lastSeq, crowd: crowdOf(facts, count), standings: standingsOf(facts, players, count, signedAtMs), judged };
  return count.rule === 'pool' ? { ...snapshot, payouts: payoutsOf(facts, count) } : snapshot;
}
