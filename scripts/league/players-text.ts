// The players part of `list`: one line per player who sent picks, with their code, whether they
// are admitted, and of their picks how many count, how many came late and how many were refused
// otherwise (over their league balance, an unknown question, a bad stake). A player not admitted
// shows how many picks are kept for them.

import { pluralize } from '../../lib/display/format';
import { fingerprintText } from '../../lib/league/league-id';
import { countPicks, firstOfEachId } from '../../lib/league/picks/count-picks';
import type { LeagueEvent } from '../../lib/model/league';
import { isolateText } from '../../lib/display/bidi';
import type { Collected } from './picks-file';

export function playersText(events: readonly LeagueEvent[], { players, picks, cashOuts }: Collected): string[] {
  if (players.length === 0) return ['No picks collected yet (`npm run league -- picks FILE…`).'];
  const { counted, refused } = countPicks(events, players, picks, cashOuts);
  const countedOf = new Map<string, number>();
  for (const pick of counted) countedOf.set(pick.playerId, (countedOf.get(pick.playerId) ?? 0) + 1);
  const lines = [`${pluralize(players.length, 'player')} sent picks:`];
  for (const player of players) {
    const own = firstOfEachId(picks).filter((pick) => pick.playerId === player.playerId);
    const reasons = own.map((pick) => refused.get(pick.id));
    const late = reasons.filter((reason) => reason === 'after-close' || reason === 'after-result').length;
    const other = reasons.filter((reason) => reason !== undefined).length - late;
    const state =
      player.admission === 'admitted'
        ? `${countedOf.get(player.playerId) ?? 0} counted, ${late} late, ${other} refused`
        : `${pluralize(own.length, 'pick')} kept, not counted`;
    lines.push(`${fingerprintText(player.playerId)}  [${player.admission}]  ${isolateText(player.name)}: ${state}`);
  }
  return lines;
}
