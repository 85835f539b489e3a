import { useId } from 'react';
import { SITE_LEAGUE_KEY } from '@/lib/config';
import { leaderboard_period_label } from '@/lib/i18n/paraglide/messages';
import { SAMPLE_LEADERBOARDS } from '@/lib/store/sample-data';
import { TabsMarkup } from '../ui/tabs-markup';
import { BoardSelect, PRACTICE_BOARD } from './board-select';
import { FIRST_PERIOD, periodTabs, PracticeBoardBody } from './practice-board-body';

/**
 * The leaderboard as the export shows it (a visitor's first period of the sample board), drawn on
 * the server with no code of its own in the browser: deferred-leaderboard-view.tsx shows it until
 * the live board's code has arrived. The same parts as the live board, so the two look the same.
 */
export function LeaderboardPreview() {
  const baseId = useId();
  const tabs = periodTabs();
  return (
    <div className="space-y-6">
      {SITE_LEAGUE_KEY !== '' && <BoardSelect boards={[]} value={PRACTICE_BOARD} />}
      <TabsMarkup baseId={baseId} label={leaderboard_period_label()} items={tabs} selectedIndex={tabs.findIndex((tab) => tab.value === FIRST_PERIOD)}>
        <PracticeBoardBody entries={SAMPLE_LEADERBOARDS[FIRST_PERIOD]} period={FIRST_PERIOD} />
      </TabsMarkup>
    </div>
  );
}
