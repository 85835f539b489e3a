// The organiser's published count at signing time: tied to the log's last seq, the counted crowd
// on every question with a counted pick, the standings, and for each admitted player how far their
// picks were judged (the newest card collected) and which were refused, with why. A player's
// browser pays a league position only once a snapshot has judged it counted.

import type { LeagueEvent } from '../../model/league';
import type { CollectedPick, CrowdRow, Judged, LeaguePlayer, Snapshot } from '../../model/picks';
import { countPicks } from './count-picks';
import { leagueFactsOf, type LeagueFacts } from './league-facts';
import { standingsOf } from './standings';

export { sidesOf, type QuestionSides, type SideEntry } from './sides';

/** Counted coins and players per side, for each question with a counted pick, in the order questions were added. */
export function crowdOf(facts: LeagueFacts, counted: readonly CollectedPick[]): CrowdRow[] {
  const rows = new Map<string, CrowdRow>();
  const onSide = new Set<string>();
  for (const pick of counted) {
    const row = rows.get(pick.questionId) ?? { questionId: pick.questionId, yesCoins: 0, noCoins: 0, yesPlayers: 0, noPlayers: 0 };
    const side = [pick.questionId, pick.choice, pick.playerId].join('|');
    const firstOnSide = !onSide.has(side);
    onSide.add(side);
    if (pick.choice === 'YES') rows.set(pick.questionId, { ...row, yesCoins: row.yesCoins + pick.amount, yesPlayers: row.yesPlayers + (firstOnSide ? 1 : 0) });
    else rows.set(pick.questionId, { ...row, noCoins: row.noCoins + pick.amount, noPlayers: row.noPlayers + (firstOnSide ? 1 : 0) });
  }
  return [...facts.endTimes.keys()].flatMap((questionId) => rows.get(questionId) ?? []);
}

export function snapshotOf(events: readonly LeagueEvent[], players: readonly LeaguePlayer[], picks: readonly CollectedPick[], signedAtMs: number): Snapshot {
  const facts = leagueFactsOf(events);
  const { counted, refused } = countPicks(events, players, picks);
  const playerOf = new Map(picks.map((pick) => [pick.id, pick.playerId] as const));
  const refusedOf = new Map<string, Judged['refused']>();
  for (const [id, reason] of refused) {
    const playerId = playerOf.get(id) ?? '';
    const list = refusedOf.get(playerId);
    if (list) list.push({ id, reason });
    else refusedOf.set(playerId, [{ id, reason }]);
  }
  const judged: Judged[] = players
    .filter((player) => player.admission === 'admitted')
    .map((player) => ({ playerId: player.playerId, through: player.through, refused: (refusedOf.get(player.playerId) ?? []).sort((a, b) => (a.id < b.id ? -1 : 1)) }))
    .sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
  return { seq: facts.lastSeq, crowd: crowdOf(facts, counted), standings: standingsOf(facts, players, counted, signedAtMs), judged };
}
