import { render, screen } from '@testing-library/react';
import { Podium } from '@/components/leaderboard/podium';
import { RankingsTable } from '@/components/leaderboard/rankings-table';
import { LeagueBadge } from '@/components/shared/market-card/league-badge';
import { LeagueWallet } from '@/components/wallet/league-wallet';
import type { LeaderboardEntry } from '@/lib/stats/leaderboard';
import { followLeagueInMemory, makeLeague, SITE_LEAGUE_ID } from './leagues-fixture';
import { startApp } from './players';

// A name drawn right to left by a hidden override: isolated, it turns only itself around.
const TURNED = '\u202epuC eciffO';

beforeEach(startApp);

function entry(rank: number, username: string): LeaderboardEntry {
  return { id: `p${rank}`, username, netWinnings: 100 * (4 - rank), settled: 3, predictionsWon: 2, accuracy: 67, rank, badge: 'Bronze' };
}

/** The <bdi> that holds exactly this text, if any. */
function isolated(text: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll('bdi')).find((bdi) => bdi.textContent === text);
}

describe('names are drawn isolated', () => {
  it('a league name on a question’s badge', () => {
    followLeagueInMemory(makeLeague({ name: TURNED }), []);
    render(<LeagueBadge leagueId={SITE_LEAGUE_ID} />);
    expect(isolated(TURNED)).toBeInTheDocument();
  });

  it('a league name over its wallet', () => {
    render(<LeagueWallet wallet={{ leagueId: SITE_LEAGUE_ID, name: TURNED, balance: 1000, entries: [] }} />);
    expect(screen.getByRole('heading', { level: 2 }).querySelector('bdi')).toHaveTextContent(TURNED);
  });

  it('a username on the podium and in the rankings', () => {
    const entries = [entry(1, TURNED), entry(2, 'Bob'), entry(3, 'Chitra')];
    render(
      <>
        <Podium entries={entries} />
        <RankingsTable entries={entries} caption="All time" />
      </>,
    );
    // The podium, the phone's card and the table's row.
    expect(Array.from(document.querySelectorAll('bdi')).filter((bdi) => bdi.textContent === TURNED)).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: /Bob/ }).querySelector('bdi')).toHaveTextContent('Bob');
  });
});
