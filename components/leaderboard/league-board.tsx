'use client';

import { useId, useState } from 'react';
import { LEAGUE_PERIODS, rankLeagueStandings, type LeagueBoard as Board, type LeaguePeriod } from '@/lib/stats/league-standings';
import { asOfText, LEAGUE_BOARD_WORDS, LEAGUE_PERIOD_WORDS, standingsCaption } from '@/lib/stats/league-standings-words';
import { Tabs } from '../ui/tabs';
import { LeagueStandingsTable } from './league-standings-table';

/** One league's standings as its organiser last published them, a period at a time. */
export function LeagueBoard({ board }: { board: Board }) {
  const [period, setPeriod] = useState<LeaguePeriod>('week');
  const headingId = useId();
  const standings = board.snapshot?.standings ?? [];
  const tabs = LEAGUE_PERIODS.map((item) => ({ value: item, label: LEAGUE_PERIOD_WORDS[item]() }));
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-white [overflow-wrap:anywhere]">
          <bdi>{board.name}</bdi>
        </h2>
        {board.snapshotAt !== null && <p className="mt-1 text-sm text-slate-300">{asOfText(board.snapshotAt)}</p>}
      </div>
      {standings.length === 0 ? (
        <p className="rounded-2xl border border-ink-700 bg-ink-900 p-6 text-slate-200">{LEAGUE_BOARD_WORDS.noStandings()}</p>
      ) : (
        <Tabs label={LEAGUE_BOARD_WORDS.periodsLabel()} items={tabs} value={period} onChange={setPeriod}>
          <div className="mt-6 space-y-6">
            <p className="text-sm text-slate-300">{LEAGUE_BOARD_WORDS.rankedBy()}</p>
            <LeagueStandingsTable rows={rankLeagueStandings(standings, period, board.playerId)} caption={standingsCaption(period)} />
          </div>
        </Tabs>
      )}
    </section>
  );
}
