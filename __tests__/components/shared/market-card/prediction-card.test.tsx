import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import type { Market } from '@/lib/model/market';
import { useClockStore } from '@/lib/store/clock-store';
import { COUNTDOWN_REFRESH_MS } from '@/lib/display/time';
import { useGameStore } from '@/lib/store/game-store';
import { devanagariShare, inHindi } from '../../../i18n/hindi';
import { followLeagueInMemory, makeLeague, SITE_LEAGUE_ID } from '../../leagues-fixture';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const market = (overrides: Partial<Market> = {}): Market => ({
  id: '4',
  leagueId: null,
  question: 'Will the film earn ₹100 crore?',
  category: 'Entertainment',
  endTime: new Date(NOW + 2 * 86_400_000 + 3 * 3_600_000).toISOString(),
  isResolved: false,
  totalYes: 75,
  totalNo: 25,
  totalPool: 250000,
  yesCoins: 150000,
  noCoins: 100000,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

beforeEach(() => useClockStore.setState({ now: NOW }));

describe('PredictionCard', () => {
  it('is an article headed by the question, linking to its detail page', () => {
    render(<PredictionCard market={market()} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Will the film earn ₹100 crore?' });
    expect(link).toHaveAttribute('href', '/prediction?id=4');
    expect(within(card).getByRole('heading', { level: 3 })).toContainElement(link);
  });

  it('shows the category, time left, players, pool and YES/NO shares of the coins', () => {
    render(<PredictionCard market={market()} />);
    expect(screen.getByText('Entertainment')).toBeInTheDocument();
    expect(screen.getByText('2d 3h')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('2,50,000 coins')).toBeInTheDocument();
    // 75 of the 100 players are on YES, but 60% of the coins.
    expect(screen.getByText('YES 60%')).toBeInTheDocument();
    expect(screen.getByText('NO 40%')).toBeInTheDocument();
  });

  it('shows 50/50 when nobody has played', () => {
    render(<PredictionCard market={market({ totalYes: 0, totalNo: 0, totalPool: 0, yesCoins: 0, noCoins: 0 })} />);
    expect(screen.getByText('YES 50%')).toBeInTheDocument();
    expect(screen.getByText('NO 50%')).toBeInTheDocument();
  });

  it('offers an enabled Login to Play to a visitor', () => {
    render(<PredictionCard market={market()} />);
    expect(screen.getByRole('button', { name: 'Login to Play' })).toBeEnabled();
  });

  it('offers a disabled Ended once the market is over', () => {
    render(<PredictionCard market={market({ endTime: new Date(NOW - 1).toISOString() })} />);
    expect(screen.getByRole('button', { name: 'Ended' })).toBeDisabled();
    expect(screen.getByText('Ended', { selector: 'p *, p' })).toBeInTheDocument();
  });

  it('refreshes the time left every 60 seconds', () => {
    jest.useFakeTimers({ now: NOW });
    const stop = useClockStore.getState().startClock();
    render(<PredictionCard market={market({ endTime: new Date(NOW + 5 * 60_000 + 30_000).toISOString() })} />);
    expect(screen.getByText('5m')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COUNTDOWN_REFRESH_MS));
    expect(screen.getByText('4m')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5 * COUNTDOWN_REFRESH_MS));
    expect(screen.getByRole('button', { name: 'Ended' })).toBeDisabled();
    stop();
  });

  it('renders markup in a question as text', () => {
    render(<PredictionCard market={market({ question: '<img src=x onerror=alert(1)> Will it?' })} />);
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)> Will it?' })).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});

describe('PredictionCard of a league question', () => {
  beforeEach(() => useGameStore.setState(useGameStore.getInitialState(), true));

  it('names its league in a badge', () => {
    followLeagueInMemory(makeLeague({ name: 'Office League' }), []);
    render(<PredictionCard market={market({ id: `${SITE_LEAGUE_ID}.1`, leagueId: SITE_LEAGUE_ID })} />);
    expect(within(screen.getByRole('article')).getByText('Office League')).toBeInTheDocument();
    expect(screen.getByText('League:')).toHaveClass('sr-only');
  });

  it("shows a league question as ended once the league has signed an update after its end, though the device clock is before it", () => {
    const end = NOW + 60 * 60_000;
    followLeagueInMemory(makeLeague({ signedAt: new Date(end + 60_000).toISOString() }), []);
    render(<PredictionCard market={market({ id: `${SITE_LEAGUE_ID}.1`, leagueId: SITE_LEAGUE_ID, endTime: new Date(end).toISOString() })} />);
    expect(screen.getByRole('button', { name: 'Ended' })).toBeDisabled();
    expect(screen.getByText('Ended', { selector: 'p *, p' })).toBeInTheDocument();
  });

  it("counts a league question down from the league's signed time when the device clock is behind it", () => {
    followLeagueInMemory(makeLeague({ signedAt: new Date(NOW + 3_600_000).toISOString() }), []);
    render(<PredictionCard market={market({ id: `${SITE_LEAGUE_ID}.1`, leagueId: SITE_LEAGUE_ID })} />);
    expect(screen.getByText('2d 2h')).toBeInTheDocument();
  });

  it("keeps a practice question open by the device clock, whatever a league's signed time", () => {
    const end = NOW + 60 * 60_000;
    followLeagueInMemory(makeLeague({ signedAt: new Date(end + 60_000).toISOString() }), []);
    render(<PredictionCard market={market({ endTime: new Date(end).toISOString() })} />);
    expect(screen.getByRole('button', { name: 'Login to Play' })).toBeInTheDocument();
    expect(screen.getByText('1h 0m')).toBeInTheDocument();
  });

  it('has no league badge on a practice question', () => {
    followLeagueInMemory(makeLeague({ name: 'Office League' }), []);
    render(<PredictionCard market={market()} />);
    expect(screen.queryByText('Office League')).not.toBeInTheDocument();
    expect(screen.queryByText('League:')).not.toBeInTheDocument();
  });
});

describe('PredictionCard in Hindi', () => {
  inHindi();

  it('names its buttons and figures in Hindi', () => {
    render(<PredictionCard market={market()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('button', { name: 'खेलने के लिए लॉग इन करें' })).toBeEnabled();
    expect(within(card).getByText('मनोरंजन')).toBeInTheDocument();
    expect(within(card).getByText('खिलाड़ी')).toBeInTheDocument();
    expect(within(card).getByText('कुल सिक्के')).toBeInTheDocument();
    expect(within(card).getByText('हाँ 60%')).toBeInTheDocument();
    expect(within(card).getByText('नहीं 40%')).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'लोगों के सिक्के: हाँ 60% · नहीं 40%' })).toBeInTheDocument();
  });

  it('says Ended and a result in Hindi', () => {
    const { unmount } = render(<PredictionCard market={market({ endTime: new Date(NOW - 1000).toISOString() })} />);
    expect(screen.getByRole('button', { name: 'खत्म' })).toBeDisabled();
    unmount();
    render(<PredictionCard market={market({ isResolved: true, outcome: 'YES', resolvedAt: new Date(NOW - 1000).toISOString() })} />);
    expect(screen.getByRole('button', { name: 'नतीजा: हाँ' })).toBeDisabled();
    expect(screen.getByText(/नतीजा: हाँ। हाँ वाले हर अनुमान को लगाए सिक्कों का 1.8 गुना मिला।/)).toBeInTheDocument();
  });

  it('reads mostly Devanagari, but for the question someone wrote', () => {
    render(<PredictionCard market={market({ isResolved: true, outcome: 'VOID', resolvedAt: new Date(NOW - 1000).toISOString() })} />);
    const text = (screen.getByRole('article').textContent ?? '').replace('Will the film earn ₹100 crore?', '');
    expect(devanagariShare(text)).toBeGreaterThan(0.8);
  });
});
