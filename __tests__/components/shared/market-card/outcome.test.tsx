import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutcomeNotice } from '@/components/shared/market-card/outcome-notice';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import type { Market } from '@/lib/model/market';
import { useClockStore } from '@/lib/store/clock-store';
import { logInAs, startApp } from '../../players';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const market = (overrides: Partial<Market> = {}): Market => ({
  id: '4',
  leagueId: null,
  question: 'Will the film earn ₹100 crore?',
  category: 'Entertainment',
  endTime: new Date(NOW + 2 * 86_400_000).toISOString(),
  isResolved: false,
  totalYes: 75,
  totalNo: 25,
  totalPool: 250000,
  yesCoins: 150000,
  noCoins: 100000,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const resolved = (outcome: Market['outcome']) => market({ isResolved: true, outcome, resolvedAt: new Date(NOW - 3_600_000).toISOString() });

beforeEach(() => useClockStore.setState({ now: NOW }));

describe('a resolved market’s card', () => {
  it.each([
    ['YES', 'Result: YES', 'Result: YES. Every YES prediction won 1.8× its coins.'],
    ['NO', 'Result: NO', 'Result: NO. Every NO prediction won 1.8× its coins.'],
    ['VOID', 'Cancelled: coins returned', 'Cancelled: coins returned. The question was called off and everyone got their coins back in full.'],
  ] as const)('resolved %s shows a disabled %s button and says how it ended', async (outcome, label, notice) => {
    const user = userEvent.setup();
    render(<PredictionCard market={resolved(outcome)} />);
    const card = screen.getByRole('article');
    const button = within(card).getByRole('button', { name: label });
    expect(button).toBeDisabled();
    expect(within(card).getByText(notice)).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says Cancelled wherever a void market's status shows, never a result", () => {
    render(<PredictionCard market={resolved('VOID')} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(/everyone got their coins back in full/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancelled: coins returned' })).toBeDisabled();
    // The time-left cell too.
    expect(within(card).getByText('Cancelled', { selector: ':not(button)' })).toBeInTheDocument();
    expect(within(card).queryByText(/resolved/i)).not.toBeInTheDocument();
  });

  it("shows a resolved market's time left as 'Result is in'", () => {
    render(<PredictionCard market={resolved('YES')} />);
    expect(within(screen.getByRole('article')).getByText('Result is in', { selector: ':not(button)' })).toBeInTheDocument();
  });

  it('shows the outcome to a logged-in player too, whose market would otherwise be open', async () => {
    await startApp();
    useClockStore.setState({ now: NOW });
    logInAs('p@example.com');
    render(<PredictionCard market={resolved('YES')} />);
    expect(screen.getByRole('button', { name: 'Result: YES' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Predict Now' })).not.toBeInTheDocument();
  });

  it('shows the outcome even after the end time has passed', () => {
    render(<PredictionCard market={{ ...resolved('NO'), endTime: new Date(NOW - 86_400_000).toISOString() }} />);
    expect(screen.getByRole('button', { name: 'Result: NO' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ended' })).not.toBeInTheDocument();
  });

  it('says the result is in for a market resolved before outcomes were recorded', () => {
    render(<PredictionCard market={market({ isResolved: true })} />);
    expect(screen.getByRole('button', { name: 'Result is in' })).toBeDisabled();
    expect(screen.getByText('Result is in.')).toBeInTheDocument();
  });
});

describe('an open market’s card', () => {
  it('shows no outcome notice', () => {
    render(<PredictionCard market={market()} />);
    expect(screen.queryByText(/Result|Cancelled/)).not.toBeInTheDocument();
    expect(screen.queryByText(/refunded/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login to Play' })).toBeEnabled();
  });

  it('renders nothing from OutcomeNotice', () => {
    const { container } = render(<OutcomeNotice market={market()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
