import { leaderboard_practice_ranked_by } from '@/lib/i18n/paraglide/messages';
import { byRank, LEADERBOARD_PERIODS, podiumOf, type LeaderboardEntry, type LeaderboardPeriod } from '@/lib/stats/leaderboard';
import { boardCaption, periodText } from '@/lib/stats/board-words';
import { Podium } from './podium';
import { RankingsTable } from './rankings-table';
import { SummaryTiles } from './summary-tiles';

/** The period a board opens on. */
export const FIRST_PERIOD: LeaderboardPeriod = 'weekly';

/** The period tabs, in the page's language. */
export function periodTabs(): { value: LeaderboardPeriod; label: string }[] {
  return LEADERBOARD_PERIODS.map((item) => ({ value: item.value, label: periodText(item.value) }));
}

/** One period's practice board: the podium, the rankings and the summary (the live board's and the preview's). */
export function PracticeBoardBody({ entries, period }: { entries: LeaderboardEntry[]; period: LeaderboardPeriod }) {
  return (
    <div className="mt-6 space-y-8">
      <p className="text-sm text-slate-300">{leaderboard_practice_ranked_by()}</p>
      <Podium entries={podiumOf(entries)} />
      <RankingsTable entries={byRank(entries)} caption={boardCaption(period)} />
      <SummaryTiles entries={entries} />
    </div>
  );
}
