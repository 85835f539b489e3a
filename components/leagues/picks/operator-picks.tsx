'use client';

import { COLLECT_WORDS } from '@/lib/league/organiser/collect-words';
import { describeLog } from '@/lib/league/log-state';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { CollectPicks } from './collect-picks';
import { LeaguePlayers } from './league-players';

/** In the section of a league run here: the reminder to collect before each close, 'Collect picks' and the players. */
export function OperatorPicks({ league }: { league: OperatedLeague }) {
  const name = describeLog(league.events).name;
  return (
    <div className="space-y-5 border-t border-ink-700 pt-4">
      <p className="text-sm text-amber-200">{COLLECT_WORDS.reminder}</p>
      <CollectPicks leagueName={name} />
      <LeaguePlayers league={league} />
    </div>
  );
}
