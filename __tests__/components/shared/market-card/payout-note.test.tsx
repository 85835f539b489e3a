import { render, screen, within } from '@testing-library/react';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import type { League } from '@/lib/model/league';
import type { Market } from '@/lib/model/market';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { followLeagueInMemory, leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../../leagues-fixture';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const COUNTED_AT = '2026-11-22T06:00:00.000Z';
const practice = (overrides: Partial<Market> = {}): Market => ({
  id: '4',
  leagueId: null,
  question: 'Will the film earn ₹100 crore?',
  category: 'Entertainment',
  endTime: new Date(NOW + 2 * 86_400_000).toISOString(),
  isResolved: false,
  totalYes: 2,
  totalNo: 1,
  totalPool: 300,
  yesCoins: 200,
  noCoins: 100,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const question = leagueQuestion(SITE_LEAGUE_ID, 1, { endTime: new Date(NOW + 86_400_000).toISOString(), totalYes: 3, totalNo: 2, yesCoins: 600, noCoins: 400, totalPool: 1000 });
const counted: Pick<League, 'snapshot' | 'snapshotAt'> = {
  snapshot: { seq: 1, crowd: [{ questionId: question.id, yesCoins: 600, noCoins: 400, yesPlayers: 3, noPlayers: 2 }], standings: [], judged: [] },
  snapshotAt: COUNTED_AT,
};

beforeEach(() => {
  useGameStore.setState(useGameStore.getInitialState(), true);
  useClockStore.setState({ now: NOW });
});

describe('which rule pays a card’s question', () => {
  it('says a practice question’s win pays 1.8×', () => {
    render(<PredictionCard market={practice()} />);
    expect(within(screen.getByRole('article')).getByText(/pays 1\.8×/)).toBeInTheDocument();
    expect(screen.queryByText(/wins now/)).toBeNull();
  });

  it('says a fixed league’s win pays 1.8×', () => {
    followLeagueInMemory(makeLeague({ payout: 'fixed', ...counted }), [question]);
    render(<PredictionCard market={question} />);
    expect(screen.getByText(/pays 1\.8×/)).toBeInTheDocument();
    expect(screen.queryByText(/wins now/)).toBeNull();
  });

  it('shows a pool-share league’s estimate for 100 on each side, when the crowd was counted and that the close decides', () => {
    followLeagueInMemory(makeLeague({ payout: 'pool', ...counted }), [question]);
    render(<PredictionCard market={question} />);
    const card = screen.getByRole('article');
    // YES: 1,100 over 700 on YES; NO: 1,100 over 500.
    expect(within(card).getByText('If YES wins now: about 1.5× · 157 for 100')).toBeInTheDocument();
    expect(within(card).getByText('If NO wins now: about 2.2× · 220 for 100')).toBeInTheDocument();
    expect(within(card).getByText(/as of 22 Nov 2026/)).toHaveTextContent('The final figure depends on the crowd when the question ends.');
    expect(within(card).queryByText(/pays 1\.8×/)).toBeNull();
  });

  it('says a pool-share league’s estimate comes once the organiser counts', () => {
    followLeagueInMemory(makeLeague({ payout: 'pool' }), [question]);
    render(<PredictionCard market={question} />);
    expect(screen.getByText(/estimate .* comes once the organiser counts/)).toBeInTheDocument();
    expect(screen.queryByText(/wins now/)).toBeNull();
    expect(screen.queryByText(/pays 1\.8×/)).toBeNull();
  });

  it('says a settled pool-share question’s winners shared the pool, not 1.8×', () => {
    const settled = { ...question, isResolved: true, outcome: 'YES' as const, resolvedAt: new Date(NOW - 1000).toISOString() };
    followLeagueInMemory(makeLeague({ payout: 'pool', ...counted }), [settled]);
    render(<PredictionCard market={settled} />);
    expect(screen.getByText('Result: YES. YES predictions shared the pool.')).toBeInTheDocument();
    expect(screen.queryByText(/1\.8/)).toBeNull();
  });

  it('labels the YES and NO percentages as the crowd’s coins', () => {
    render(<PredictionCard market={practice()} />);
    expect(screen.getByRole('group', { name: "Crowd's coins: YES 67% · NO 33%" })).toBeInTheDocument();
    expect(screen.getByText("Crowd's coins")).toBeInTheDocument();
  });
});
