import { render, screen } from '@testing-library/react';
import { LeagueCard } from '@/components/leagues/league-card';
import type { LeagueRow } from '@/lib/stats/league-wallets';
import { leagueRows } from '@/lib/stats/league-wallets';

const row = (overrides: Partial<LeagueRow> = {}): LeagueRow => ({
  id: 'abcdabcdabcdabcd',
  name: 'Site League',
  updatedAt: '2026-12-03T07:00:00.000Z',
  openQuestions: 2,
  balance: 1000,
  ...overrides,
});

describe("a league card's payout rule", () => {
  it('states how wins pay: sharing the pool in a league that chose it', () => {
    render(<LeagueCard row={row({ payout: 'pool' })} nowMs={null} />);
    expect(screen.getByText(/^How wins pay:/)).toHaveTextContent('How wins pay: Share the pool: winners split all the coins on the question, in proportion to the coins they put on it');
  });

  it('states the fixed rule for a league that started before the choice existed', () => {
    render(<LeagueCard row={row()} nowMs={null} />);
    expect(screen.getByText(/^How wins pay:/)).toHaveTextContent('How wins pay: Fixed: every win pays 1.8×');
  });

  it('takes the rule from the league record into its row', () => {
    const league = { id: 'abcdabcdabcdabcd', name: 'Site League', updatedAt: '2026-12-03T07:00:00.000Z', payout: 'pool' as const };
    expect(leagueRows([league], [], [], null)[0]).toMatchObject({ payout: 'pool' });
  });
});
