// Who is on which side of each question, for the organiser's page: per question with a counted
// pick, each admitted player's counted coins on YES and on NO, most coins first.

import type { LeagueEvent } from '../../model/league';
import type { CollectedPick, LeaguePlayer } from '../../model/picks';
import { countPicks } from './count-picks';

export interface SideEntry {
  playerId: string;
  name: string;
  coins: number;
}

export interface QuestionSides {
  questionId: string;
  yes: SideEntry[];
  no: SideEntry[];
}

function bySize(a: SideEntry, b: SideEntry): number {
  return b.coins - a.coins || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.playerId < b.playerId ? -1 : 1);
}

/** The sides of every question holding a counted pick, in the order the questions were added. */
export function sidesOf(events: readonly LeagueEvent[], players: readonly LeaguePlayer[], picks: readonly CollectedPick[]): QuestionSides[] {
  const { counted } = countPicks(events, players, picks);
  const nameOf = new Map(players.map((player) => [player.playerId, player.name] as const));
  const coins = new Map<string, Map<string, number>>();
  for (const pick of counted) {
    const key = `${pick.questionId} ${pick.choice}`;
    const side = coins.get(key) ?? new Map<string, number>();
    side.set(pick.playerId, (side.get(pick.playerId) ?? 0) + pick.amount);
    coins.set(key, side);
  }
  const entries = (questionId: string, choice: 'YES' | 'NO'): SideEntry[] =>
    [...(coins.get(`${questionId} ${choice}`) ?? new Map<string, number>())]
      .map(([playerId, sum]) => ({ playerId, name: nameOf.get(playerId) ?? playerId, coins: sum }))
      .sort(bySize);
  const sides: QuestionSides[] = [];
  for (const event of events) {
    if (event.type !== 'question-added') continue;
    const row = { questionId: event.id, yes: entries(event.id, 'YES'), no: entries(event.id, 'NO') };
    if (row.yes.length > 0 || row.no.length > 0) sides.push(row);
  }
  return sides;
}
