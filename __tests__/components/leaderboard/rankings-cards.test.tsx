import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';
import { LeagueStandingsTable } from '@/components/leaderboard/league-standings-table';
import type { LeagueStandingRow } from '@/lib/stats/league-standings';
import { devanagariShare, inHindi } from '../../i18n/hindi';
import { startApp } from '../players';

// Below 640 px the rankings are a list of cards, one per player, each with every field and its
// label; from 640 px the table. Both are in the page, and CSS shows one (sm:hidden / hidden sm:block).

beforeEach(startApp);

/** Each card's labels and values, in order. */
function cardFields(card: HTMLElement): [string | null, string | null][] {
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);
}

const STANDINGS: LeagueStandingRow[] = [
  { playerId: 'aaaaaaaaaaaaaaaa', name: 'Asha', rank: 1, net: 260, balance: 1260, won: 3, settled: 4, accuracy: 75, isYou: false },
  { playerId: 'yyyyyyyyyyyyyyyy', name: 'Priya', rank: 2, net: 10, balance: 1010, won: 0, settled: 0, accuracy: null, isYou: true },
];

describe('the rankings on a phone', () => {
  it('are a card per player under the board’s heading, in rank order', () => {
    render(<LeaderboardView />);
    expect(screen.getByRole('heading', { level: 2, name: 'Weekly leaderboard' }).parentElement).toHaveClass('sm:hidden');
    const cards = within(screen.getByRole('list', { name: 'Weekly leaderboard' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(/^TrendSpotter/);
    expect(screen.getByRole('table', { name: 'Weekly leaderboard' }).closest('.hidden')).toHaveClass('sm:block');
  });

  it('show every field of a player with its label', () => {
    render(<LeaderboardView />);
    const [first] = within(screen.getByRole('list', { name: 'Weekly leaderboard' })).getAllByRole('listitem');
    // TrendSpotter: 12 wins at 85.7% is 14 with a result.
    expect(cardFields(first!)).toEqual([
      ['Player', 'TrendSpotterSampleRising'],
      ['Rank', '#1'],
      ['Net winnings', '6,850'],
      ['Predictions with a result', '14'],
      ['Wins', '12'],
      ['Win rate', '85.7%'],
    ]);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(new Set(cardFields(first!).map(([label]) => label))).toEqual(new Set(headers));
  });

  it('show a league’s standings as cards with every field, the player’s own marked You', () => {
    render(<LeagueStandingsTable rows={STANDINGS} caption="This week’s standings" />);
    expect(screen.getByRole('heading', { level: 3, name: 'This week’s standings' })).toBeInTheDocument();
    const [asha, priya] = within(screen.getByRole('list', { name: 'This week’s standings' })).getAllByRole('listitem');
    expect(cardFields(asha!)).toEqual([
      ['Player', 'Ashaplayer code aaaa aaaa aaaa aaaa'],
      ['Rank', '#1'],
      ['Net winnings', '260'],
      ['League coins', '1,260'],
      ['Predictions with a result', '4'],
      ['Wins', '3'],
      ['Win rate', '75%'],
    ]);
    expect(within(priya!).getByText('You')).toBeInTheDocument();
    expect(priya).toHaveClass('bg-gold-400/10');
  });

  describe('in Hindi', () => {
    inHindi();

    it('names the period tabs, the board and every card’s labels in Hindi', async () => {
      const user = userEvent.setup();
      render(<LeaderboardView />);
      expect(screen.getByRole('tab', { name: '7 दिन' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'पिछले 7 दिन का लीडरबोर्ड' })).toBeInTheDocument();
      const [first] = within(screen.getByRole('list', { name: 'पिछले 7 दिन का लीडरबोर्ड' })).getAllByRole('listitem');
      expect(cardFields(first!)).toEqual([
        ['खिलाड़ी', 'TrendSpotterनमूनाउभरता सितारा'],
        ['स्थान', '#1'],
        ['कुल फ़ायदा', '6,850'],
        ['नतीजे वाले अनुमान', '14'],
        ['जीत', '12'],
        ['जीत की दर', '85.7%'],
      ]);
      expect(screen.getByRole('list', { name: 'सबसे आगे के तीन' })).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'अब तक' }));
      expect(screen.getByRole('table', { name: 'अब तक का लीडरबोर्ड' })).toBeInTheDocument();
    });

    it('reads in Devanagari apart from the players’ names', () => {
      const { container } = render(<LeaderboardView />);
      const names = ['TrendSpotter', 'NightOwl', 'GoalGetter', 'PredictorPro', 'StarGazer', 'CryptoKing', 'FastFingers', 'OracleVision', 'BullRunner', 'WiseGuess'];
      const text = names.reduce((rest, name) => rest.split(name).join(' '), container.textContent ?? '');
      expect(devanagariShare(text)).toBeGreaterThan(0.9);
    });

    it('labels a league’s standings card in Hindi', () => {
      render(<LeagueStandingsTable rows={STANDINGS} caption="इस हफ़्ते की अंक तालिका" />);
      const [asha] = within(screen.getByRole('list', { name: 'इस हफ़्ते की अंक तालिका' })).getAllByRole('listitem');
      expect(cardFields(asha!).map(([label]) => label)).toEqual(['खिलाड़ी', 'स्थान', 'कुल फ़ायदा', 'लीग के सिक्के', 'नतीजे वाले अनुमान', 'जीत', 'जीत की दर']);
      expect(within(asha!).getByText(/खिलाड़ी कोड/)).toBeInTheDocument();
    });
  });
});
